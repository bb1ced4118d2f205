import { describe, expect, it } from 'vitest';
import { defaultProfile } from '@contract/user';
import { emptyShippingForm } from './shipping-form';
import { profileAddress, withoutProfilePassport, withProfileAddress } from './profile-prefill';

const profile = (address: Partial<ReturnType<typeof defaultProfile>['shippingAddress']>) => {
  const saved = defaultProfile({ name: 'Ann Lee', email: 'ann@example.com' });
  saved.phone = '+1 555 0100';
  saved.shippingAddress = { ...saved.shippingAddress, ...address };
  return saved;
};

describe('profileAddress', () => {
  it("falls back to the profile's own name and phone, and leaves blanks out", () => {
    expect(profileAddress(profile({ city: 'Springfield' }))).toEqual({
      fullName: 'Ann Lee',
      phone: '+1 555 0100',
      city: 'Springfield',
    });
  });

  it('keeps a country only when the list knows it, and a region only of that country', () => {
    expect(profileAddress(profile({ country: 'Atlantis', region: 'Deep' }))).not.toHaveProperty(
      'country',
    );
    const wrongRegion = profileAddress(profile({ country: 'United States', region: 'Bavaria' }));
    expect(wrongRegion.country).toBe('United States');
    expect(wrongRegion).not.toHaveProperty('state');
  });
});

describe('withProfileAddress', () => {
  it('lays the profile over the form but never over a typed field', () => {
    const form = { ...emptyShippingForm(), city: 'Typed', postalCode: '62701' };
    const next = withProfileAddress(
      form,
      profile({ city: 'Springfield', line1: '1 Main St' }),
      new Set(['city'] as const),
    );
    expect(next).toMatchObject({ city: 'Typed', address: '1 Main St', postalCode: '62701' });
  });
});

describe('withoutProfilePassport', () => {
  it('clears only what is still as the checkbox filled it', () => {
    const form = { ...emptyShippingForm(), passportNumber: 'X1', nationality: 'Changed' };
    const next = withoutProfilePassport(form, { passportNumber: 'X1', nationality: 'American' });
    expect(next).toMatchObject({ passportNumber: '', nationality: 'Changed' });
  });
});
