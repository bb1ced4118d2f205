// The user's profile as the account area's form edits it.
import {
  PASSPORT_ERRORS_HEADING,
  PASSPORT_MESSAGES,
  passportErrors,
  type PassportFields,
} from '@contract/passport';
import { defaultProfile, SHIPPING_ADDRESS_MAX, type Profile } from '@contract/user';
import type { AddressFieldSpec } from '@/components/forms/address-fields';
import { m } from '@/i18n/messages';
import type { SessionUser } from '@/lib/session-store';

export type ShippingAddress = Profile['shippingAddress'];
export type PassportData = Profile['passportData'];
export type Gender = Profile['gender'];

/** The gender choices, in the page's language. */
export const genderOptions = (): { value: Gender; label: string }[] => [
  { value: '', label: m.account_gender_unset() },
  { value: 'male', label: m.account_gender_male() },
  { value: 'female', label: m.account_gender_female() },
];

/** The shipping address fields, in the order the form shows them (each key is its part). */
const ADDRESS_LABELS: Record<keyof ShippingAddress, () => string> = {
  name: m.account_address_recipient,
  line1: m.account_address_line1,
  line2: m.account_address_line2,
  city: m.account_address_city,
  region: m.account_address_region,
  postal: m.account_address_postal,
  country: m.account_address_country,
  phone: m.account_address_phone,
};

export const addressFields = (): readonly AddressFieldSpec<keyof ShippingAddress>[] =>
  (Object.keys(ADDRESS_LABELS) as (keyof ShippingAddress)[]).map((key) => ({
    key,
    part: key,
    label: ADDRESS_LABELS[key](),
    maxLength: SHIPPING_ADDRESS_MAX[key],
  }));

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

/** The contract's checks in the page's language (English: the contract's own words). */
const PASSPORT_FIELD_MESSAGES: Record<keyof PassportFields, () => string> = {
  passportNumber: m.account_passport_number_short,
  nationality: m.account_nationality_missing,
  passportIssuedBy: m.account_passport_issuer_missing,
};

/**
 * The passport minimum-length checks, per field (only non-empty fields are checked), in the
 * contract's order; empty when the passport data may be saved.
 */
export function passportFieldErrors(passport: PassportData): PassportErrors {
  const messages = new Set(passportErrors(passport));
  const errors: PassportErrors = {};
  for (const key of Object.keys(PASSPORT_MESSAGES) as (keyof PassportFields)[]) {
    if (messages.has(PASSPORT_MESSAGES[key])) errors[key] = PASSPORT_FIELD_MESSAGES[key]();
  }
  return errors;
}

/**
 * The error notification: the heading (the specification's Russian words, on both languages'
 * pages), then one line per problem.
 */
export function passportErrorsMessage(errors: PassportErrors): string {
  return [PASSPORT_ERRORS_HEADING, ...Object.values(errors).map((error) => `• ${error}`)].join(
    '\n',
  );
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
