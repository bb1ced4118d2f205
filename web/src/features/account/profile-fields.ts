// The user's profile as the account area's form edits it.
import {
  PASSPORT_ERRORS_HEADING,
  PASSPORT_MESSAGES,
  passportErrors,
  type PassportFields,
} from '@contract/passport';
import { defaultProfile, SHIPPING_ADDRESS_MAX, type Profile } from '@contract/user';
import type { AddressFieldSpec } from '@/components/forms/address-fields';
import type { SessionUser } from '@/lib/session-store';

export type ShippingAddress = Profile['shippingAddress'];
export type PassportData = Profile['passportData'];
export type Gender = Profile['gender'];

export const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: '', label: 'Not specified' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/** The shipping address fields, in the order the form shows them. */
export const ADDRESS_FIELDS: readonly AddressFieldSpec<keyof ShippingAddress>[] = [
  { key: 'name', part: 'name', label: 'Recipient name', maxLength: SHIPPING_ADDRESS_MAX.name },
  { key: 'line1', part: 'line1', label: 'Address line 1', maxLength: SHIPPING_ADDRESS_MAX.line1 },
  { key: 'line2', part: 'line2', label: 'Address line 2', maxLength: SHIPPING_ADDRESS_MAX.line2 },
  { key: 'city', part: 'city', label: 'City', maxLength: SHIPPING_ADDRESS_MAX.city },
  { key: 'region', part: 'region', label: 'Region', maxLength: SHIPPING_ADDRESS_MAX.region },
  { key: 'postal', part: 'postal', label: 'Postal code', maxLength: SHIPPING_ADDRESS_MAX.postal },
  { key: 'country', part: 'country', label: 'Country', maxLength: SHIPPING_ADDRESS_MAX.country },
  { key: 'phone', part: 'phone', label: 'Recipient phone', maxLength: SHIPPING_ADDRESS_MAX.phone },
];

/** A profile with nothing filled in but who the user is (when none can be loaded). */
export function emptyProfile(user: SessionUser): Profile {
  return defaultProfile(user);
}

const trimAll = <T extends Record<string, string>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as T;

/** What is saved: every text trimmed. */
export function trimProfile(profile: Profile): Profile {
  return {
    ...profile,
    name: profile.name.trim(),
    phone: profile.phone.trim(),
    shippingAddress: trimAll(profile.shippingAddress),
    passportData: trimAll(profile.passportData),
  };
}

export type PassportErrors = Partial<Record<keyof PassportFields, string>>;

/** The passport minimum-length checks, per field (only non-empty fields are checked). */
export function passportFieldErrors(passport: PassportData): PassportErrors {
  const messages = new Set(passportErrors(passport));
  const errors: PassportErrors = {};
  for (const key of Object.keys(PASSPORT_MESSAGES) as (keyof PassportFields)[]) {
    if (messages.has(PASSPORT_MESSAGES[key])) errors[key] = PASSPORT_MESSAGES[key];
  }
  return errors;
}

/** The error notification: the heading, then one line per problem. */
export function passportErrorsMessage(errors: readonly string[]): string {
  return [PASSPORT_ERRORS_HEADING, ...errors.map((error) => `• ${error}`)].join('\n');
}

/** Address lines for the overview, blanks dropped. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.postal, address.city].filter(Boolean).join(' ');
  return [
    address.name,
    address.line1,
    address.line2,
    [cityLine, address.region].filter(Boolean).join(', '),
    address.country,
    address.phone,
  ].filter((line) => line.trim() !== '');
}

/** Shows only the last 3 characters of a passport number. */
export function maskPassportNumber(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length <= 3) return trimmed;
  return `${'•'.repeat(Math.min(trimmed.length - 3, 6))}${trimmed.slice(-3)}`;
}
