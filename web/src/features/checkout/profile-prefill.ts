// Checkout from the saved profile (issue 16, item 3): the profile's name, phone and address
// come first where present, the last draft fills the rest, and a field the shopper typed in
// this tab is never overwritten. Passport fields only on request (the checkbox).
import type { Profile } from '@contract/user';
import { PASSPORT_DRAFT_FIELDS } from '@/lib/checkout-draft-storage';
import { findCountry } from './countries';
import { FIELD_SPECS, type ShippingField, type ShippingForm } from './shipping-form';

export type PassportField = (typeof PASSPORT_DRAFT_FIELDS)[number];

const clip = (field: ShippingField, value: string) =>
  value.trim().slice(0, FIELD_SPECS[field].maxLength);

/** The profile's name, phone and address as shipping fields; blanks left out. */
export function profileAddress(profile: Profile): Partial<ShippingForm> {
  const saved = profile.shippingAddress;
  const street = [saved.line1, saved.line2].map((line) => line.trim()).filter(Boolean);
  // The form's country is a list: a name the list does not know is left for the shopper.
  const country = findCountry(saved.country.trim());
  const regions = country?.regions ?? [];
  const region = saved.region.trim();
  const values: Partial<ShippingForm> = {
    fullName: clip('fullName', saved.name.trim() || profile.name),
    phone: clip('phone', saved.phone.trim() || profile.phone),
    country: country?.name ?? '',
    state: country && (regions.length === 0 || regions.includes(region)) ? region : '',
    city: clip('city', saved.city),
    address: clip('address', street.join(', ')),
    postalCode: clip('postalCode', saved.postal),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** The profile's passport fields that hold something. */
export function profilePassport(profile: Profile | undefined): Partial<ShippingForm> {
  if (!profile) return {};
  const entries = PASSPORT_DRAFT_FIELDS.map(
    (field) => [field, clip(field, profile.passportData[field])] as const,
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/**
 * The form with the profile's address laid over it, except the fields the shopper typed
 * in this tab (`typed`). A country from the profile brings its region along, or none.
 */
export function withProfileAddress(
  form: ShippingForm,
  profile: Profile,
  typed: ReadonlySet<ShippingField>,
): ShippingForm {
  const next = { ...form };
  const values = profileAddress(profile);
  for (const [field, value] of Object.entries(values) as [ShippingField, string][]) {
    if (!typed.has(field)) next[field] = value;
  }
  if (values.country && !typed.has('country') && !typed.has('state')) {
    next.state = values.state ?? '';
  }
  return next;
}

/** Ticking the checkbox: the profile's passport fields over the form's. */
export function withProfilePassport(form: ShippingForm, filled: Partial<ShippingForm>) {
  return { ...form, ...filled };
}

/** Unticking: clears what ticking filled, unless the shopper has changed it since. */
export function withoutProfilePassport(
  form: ShippingForm,
  filled: Partial<ShippingForm>,
): ShippingForm {
  const next = { ...form };
  for (const [field, value] of Object.entries(filled) as [ShippingField, string][]) {
    if (next[field] === value) next[field] = '';
  }
  return next;
}
