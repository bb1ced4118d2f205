import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/user';
import { defaultProfile } from '../../contract/user';
import { profileFrom } from './profile';

const account = { name: 'Sam Shopper', email: 'sam@example.com' };

describe('profileFrom', () => {
  it('when nothing is stored, then the default profile with the account name and e-mail', () => {
    const profile = profileFrom(undefined, account);
    expect(profile).toEqual(defaultProfile(account));
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('when some fields are missing or malformed, then each falls back on its own', () => {
    const profile = profileFrom(
      {
        name: '',
        email: 'stale@example.com',
        phone: 42,
        gender: 'other',
        shippingAddress: { city: 'Portland', line1: null },
        preferences: 'yes',
        passportData: { passportNumber: 'X1234567' },
      },
      account,
    );
    expect(profile).toMatchObject({
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '',
      gender: '',
      preferences: { newsletter: false },
    });
    expect(profile.shippingAddress).toMatchObject({ city: 'Portland', line1: '', postal: '' });
    expect(profile.passportData).toEqual({
      passportNumber: 'X1234567',
      nationality: '',
      passportIssueDate: '',
      passportIssuedBy: '',
    });
  });

  it('when the stored value is not an object, then the defaults', () => {
    expect(profileFrom('junk', account)).toEqual(defaultProfile(account));
  });
});
