// The form of the 'Shipping Information' modal: its fields, prefill and the checks that block
// submit (blank required fields, passport minimum lengths), in the page's language.
import {
  SHIPPING_DATA_MAX,
  ShippingDataInputSchema,
  type ShippingDataInput,
} from '@contract/checkout';
import { PASSPORT_ERRORS_HEADING, PASSPORT_MESSAGES, passportErrors } from '@contract/passport';
import type { z } from 'zod';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import type { SessionUser } from '@/lib/session-store';
import { isEmail } from '@/lib/validation';

export const SHIPPING_FIELDS = [
  'fullName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'postalCode',
  'notes',
  'passportNumber',
  'passportIssueDate',
  'passportIssuedBy',
  'nationality',
] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingForm = Record<ShippingField, string>;
export type FieldErrors = Partial<Record<ShippingField, string>>;

interface FieldSpec {
  /** A message: called when shown, so it reads in the page's language. */
  label: () => string;
  required: boolean;
  maxLength: number;
}

export const FIELD_SPECS: Record<ShippingField, FieldSpec> = {
  fullName: {
    label: m.checkout_field_full_name,
    required: true,
    maxLength: SHIPPING_DATA_MAX.fullName,
  },
  email: { label: m.checkout_field_email, required: true, maxLength: SHIPPING_DATA_MAX.email },
  phone: { label: m.checkout_field_phone, required: true, maxLength: SHIPPING_DATA_MAX.phone },
  country: {
    label: m.checkout_field_country,
    required: true,
    maxLength: SHIPPING_DATA_MAX.country,
  },
  state: { label: m.checkout_field_state, required: false, maxLength: SHIPPING_DATA_MAX.state },
  city: { label: m.checkout_field_city, required: true, maxLength: SHIPPING_DATA_MAX.city },
  address: {
    label: m.checkout_field_address,
    required: true,
    maxLength: SHIPPING_DATA_MAX.address,
  },
  postalCode: {
    label: m.checkout_field_postal_code,
    required: false,
    maxLength: SHIPPING_DATA_MAX.postalCode,
  },
  notes: { label: m.checkout_field_notes, required: false, maxLength: SHIPPING_DATA_MAX.notes },
  passportNumber: {
    label: m.checkout_field_passport_number,
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportNumber,
  },
  passportIssueDate: {
    label: m.checkout_field_passport_issue_date,
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportIssueDate,
  },
  passportIssuedBy: {
    label: m.checkout_field_passport_issued_by,
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportIssuedBy,
  },
  nationality: {
    label: m.checkout_field_nationality,
    required: true,
    maxLength: SHIPPING_DATA_MAX.nationality,
  },
};

export const REQUIRED_FIELDS = SHIPPING_FIELDS.filter((field) => FIELD_SPECS[field].required);

/** A field's label in the page's language. */
export const fieldLabel = (field: ShippingField): string => FIELD_SPECS[field].label();

type PassportCheck = keyof typeof PASSPORT_MESSAGES;

/** The contract's passport messages (English: the API's words) in the page's language. */
export const PASSPORT_TEXT: Record<PassportCheck, () => string> = {
  passportNumber: m.checkout_passport_number_short,
  nationality: m.checkout_nationality_needed,
  passportIssuedBy: m.checkout_issued_by_needed,
};

const isPassportCheck = (field: string): field is PassportCheck => field in PASSPORT_TEXT;

export function emptyShippingForm(): ShippingForm {
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, ''])) as ShippingForm;
}

/** A stored draft: an object whose known fields, when present, are strings. */
export function isShippingDraft(value: unknown): value is Partial<ShippingForm> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const draft = value as Record<string, unknown>;
  return SHIPPING_FIELDS.every(
    (field) => draft[field] === undefined || typeof draft[field] === 'string',
  );
}

/** The signed-in user's name and e-mail, then whatever the saved draft holds. */
export function initialShippingForm(
  user: SessionUser | null,
  draft: Partial<ShippingForm> | null,
): ShippingForm {
  const form = emptyShippingForm();
  if (user) {
    form.fullName = user.name;
    form.email = user.email;
  }
  for (const field of SHIPPING_FIELDS) {
    const saved = draft?.[field];
    if (saved) form[field] = saved.slice(0, FIELD_SPECS[field].maxLength);
  }
  return form;
}

export type ShippingValidation =
  | { ok: true; data: ShippingDataInput }
  | { ok: false; missing: ShippingField[]; passport: string[]; fieldErrors: FieldErrors };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the contract's schema says of a field, in the page's language: English pages show its
 * own words; a Russian page says the same by the kind of problem (its checks above catch the
 * rest first, so this is the last word only on a date like 2026-02-30).
 */
function schemaMessage(field: ShippingField, issue: z.ZodError['issues'][number]): string {
  if (pageLocale() !== 'ru') return issue.message;
  if (issue.code === 'too_small' && Number(issue.minimum) > 1 && isPassportCheck(field)) {
    return PASSPORT_TEXT[field]();
  }
  if (issue.code === 'too_small') return m.checkout_required({ label: fieldLabel(field) });
  if (field === 'email') return m.checkout_email_invalid();
  if (field === 'passportIssueDate') return m.checkout_date_invalid();
  return m.checkout_field_invalid();
}

/**
 * Blank required fields and the passport checks first, then format
 * checks, then the contract's schema as the last word (with its own messages).
 */
export function validateShipping(form: ShippingForm): ShippingValidation {
  const fieldErrors: FieldErrors = {};
  const missing = REQUIRED_FIELDS.filter((field) => form[field].trim() === '');
  for (const field of missing) {
    fieldErrors[field] = m.checkout_required({ label: fieldLabel(field) });
  }

  const failed = passportErrors(form);
  const passport: string[] = [];
  for (const [field, message] of Object.entries(PASSPORT_MESSAGES)) {
    if (!failed.includes(message) || !isPassportCheck(field)) continue;
    fieldErrors[field] = PASSPORT_TEXT[field]();
    passport.push(fieldErrors[field]);
  }

  if (form.email.trim() && !isEmail(form.email)) fieldErrors.email = m.checkout_email_invalid();
  if (form.passportIssueDate && !DATE_PATTERN.test(form.passportIssueDate)) {
    fieldErrors.passportIssueDate = m.checkout_date_format();
  }

  if (Object.keys(fieldErrors).length === 0) {
    const parsed = ShippingDataInputSchema.safeParse(form);
    if (parsed.success) return { ok: true, data: parsed.data };
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ShippingField;
      fieldErrors[field] ??= schemaMessage(field, issue);
    }
  }
  return { ok: false, missing, passport, fieldErrors };
}

/** The notification for blank required fields. */
export function missingFieldsMessage(missing: readonly ShippingField[]): string {
  return m.checkout_missing_fields({ labels: missing.map(fieldLabel).join(', ') });
}

/** The error notification for passport problems: the heading, then one message a line. */
export function passportErrorsMessage(errors: readonly string[]): string {
  return [PASSPORT_ERRORS_HEADING, ...errors.map((error) => `• ${error}`)].join('\n');
}
