import type { Profile } from '@contract/user';
import type { SeedUser } from './define';

const NO_PASSPORT: Profile['passportData'] = {
  passportNumber: '',
  nationality: '',
  passportIssueDate: '',
  passportIssuedBy: '',
};

/** Local-emulator accounts only; these passwords never leave the emulator. */
export const seedUsers: SeedUser[] = [
  {
    email: 'admin@example.com',
    password: 'admin123',
    name: 'Store Admin',
    role: 'admin',
    createdAt: '2026-01-05T09:00:00.000Z',
    profile: {
      name: 'Store Admin',
      email: 'admin@example.com',
      phone: '',
      gender: '',
      shippingAddress: {
        name: '',
        line1: '',
        line2: '',
        city: '',
        region: '',
        postal: '',
        country: '',
        phone: '',
      },
      preferences: { newsletter: false },
      passportData: NO_PASSPORT,
    },
  },
  {
    email: 'shopper@example.com',
    password: 'shopper123',
    name: 'Sam Shopper',
    role: 'user',
    createdAt: '2026-02-14T16:30:00.000Z',
    profile: {
      name: 'Sam Shopper',
      email: 'shopper@example.com',
      phone: '+1 503 555 0142',
      gender: '',
      shippingAddress: {
        name: 'Sam Shopper',
        line1: '221 Maple Street',
        line2: 'Apt 4B',
        city: 'Portland',
        region: 'Oregon',
        postal: '97205',
        country: 'United States',
        phone: '+1 503 555 0142',
      },
      preferences: { newsletter: true },
      passportData: NO_PASSPORT,
    },
  },
];
