import { z } from 'zod';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** An account: e-mail, name, role (user or admin) and when it was created. */
export const UserSchema = z.object({
  id: z.string().min(1).max(128),
  email: z.email(),
  name: z.string().max(200),
  role: RoleSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof UserSchema>;

/** The longest text each profile field keeps: the schemas below and the profile form use these. */
export const PROFILE_MAX = { name: 200, phone: 40 } as const;

export const SHIPPING_ADDRESS_MAX = {
  name: 200,
  line1: 300,
  line2: 300,
  city: 120,
  region: 120,
  postal: 40,
  country: 120,
  phone: 40,
} as const;

export const PASSPORT_DATA_MAX = {
  passportNumber: 40,
  nationality: 120,
  passportIssueDate: 40,
  passportIssuedBy: 200,
} as const;

export const ShippingAddressSchema = z.object({
  name: z.string().max(SHIPPING_ADDRESS_MAX.name),
  line1: z.string().max(SHIPPING_ADDRESS_MAX.line1),
  line2: z.string().max(SHIPPING_ADDRESS_MAX.line2),
  city: z.string().max(SHIPPING_ADDRESS_MAX.city),
  region: z.string().max(SHIPPING_ADDRESS_MAX.region),
  postal: z.string().max(SHIPPING_ADDRESS_MAX.postal),
  country: z.string().max(SHIPPING_ADDRESS_MAX.country),
  phone: z.string().max(SHIPPING_ADDRESS_MAX.phone),
});

export const PassportDataSchema = z.object({
  passportNumber: z.string().max(PASSPORT_DATA_MAX.passportNumber),
  nationality: z.string().max(PASSPORT_DATA_MAX.nationality),
  passportIssueDate: z.string().max(PASSPORT_DATA_MAX.passportIssueDate),
  passportIssuedBy: z.string().max(PASSPORT_DATA_MAX.passportIssuedBy),
});

/** What a user edits in the account area; the e-mail is read-only there. */
export const ProfileSchema = z.object({
  name: z.string().max(PROFILE_MAX.name),
  email: z.email(),
  phone: z.string().max(PROFILE_MAX.phone),
  gender: z.enum(['male', 'female', '']),
  shippingAddress: ShippingAddressSchema,
  preferences: z.object({ newsletter: z.boolean() }),
  passportData: PassportDataSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What a profile holds before its owner fills anything in. */
export function defaultProfile(account: { name: string; email: string }): Profile {
  return {
    name: account.name,
    email: account.email,
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
    passportData: {
      passportNumber: '',
      nationality: '',
      passportIssueDate: '',
      passportIssuedBy: '',
    },
  };
}
