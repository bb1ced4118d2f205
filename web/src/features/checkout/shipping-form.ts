// The form of the 'Shipping Information' modal: its fields, prefill and the checks that block
// submit (blank required fields, passport minimum lengths).
import {
  SHIPPING_DATA_MAX,
  ShippingDataInputSchema,
  type ShippingDataInput,
} from '@contract/checkout';
import { PASSPORT_ERRORS_HEADING, PASSPORT_MESSAGES, passportErrors } from '@contract/passport';
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
  label: string;
  required: boolean;
  maxLength: number;
}

export const FIELD_SPECS: Record<ShippingField, FieldSpec> = {
  fullName: { label: 'Full name', required: true, maxLength: SHIPPING_DATA_MAX.fullName },
  email: { label: 'Email', required: true, maxLength: SHIPPING_DATA_MAX.email },
  phone: { label: 'Phone', required: true, maxLength: SHIPPING_DATA_MAX.phone },
  country: { label: 'Country', required: true, maxLength: SHIPPING_DATA_MAX.country },
  state: { label: 'State / region', required: false, maxLength: SHIPPING_DATA_MAX.state },
  city: { label: 'City', required: true, maxLength: SHIPPING_DATA_MAX.city },
  address: { label: 'Address', required: true, maxLength: SHIPPING_DATA_MAX.address },
  postalCode: { label: 'Postal code', required: false, maxLength: SHIPPING_DATA_MAX.postalCode },
  notes: { label: 'Notes', required: false, maxLength: SHIPPING_DATA_MAX.notes },
  passportNumber: {
    label: 'Passport number',
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportNumber,
  },
  passportIssueDate: {
    label: 'Passport issue date',
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportIssueDate,
  },
  passportIssuedBy: {
    label: 'Passport issued by',
    required: true,
    maxLength: SHIPPING_DATA_MAX.passportIssuedBy,
  },
  nationality: { label: 'Nationality', required: true, maxLength: SHIPPING_DATA_MAX.nationality },
};

export const REQUIRED_FIELDS = SHIPPING_FIELDS.filter((field) => FIELD_SPECS[field].required);

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
 * Blank required fields and the passport checks first, then format
 * checks, then the contract's schema as the last word (with its own messages).
 */
export function validateShipping(form: ShippingForm): ShippingValidation {
  const fieldErrors: FieldErrors = {};
  const missing = REQUIRED_FIELDS.filter((field) => form[field].trim() === '');
  for (const field of missing) fieldErrors[field] = `${FIELD_SPECS[field].label} is required`;

  const passport = passportErrors(form);
  for (const [field, message] of Object.entries(PASSPORT_MESSAGES)) {
    if (passport.includes(message)) fieldErrors[field as ShippingField] = message;
  }

  if (form.email.trim() && !isEmail(form.email)) fieldErrors.email = 'Please enter a valid email';
  if (form.passportIssueDate && !DATE_PATTERN.test(form.passportIssueDate)) {
    fieldErrors.passportIssueDate = 'Please enter the date as YYYY-MM-DD';
  }

  if (Object.keys(fieldErrors).length === 0) {
    const parsed = ShippingDataInputSchema.safeParse(form);
    if (parsed.success) return { ok: true, data: parsed.data };
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ShippingField;
      fieldErrors[field] ??= issue.message;
    }
  }
  return { ok: false, missing, passport, fieldErrors };
}

/** The notification for blank required fields. */
export function missingFieldsMessage(missing: readonly ShippingField[]): string {
  const labels = missing.map((field) => FIELD_SPECS[field].label).join(', ');
  return `Please fill in the required fields: ${labels}.`;
}

/** The error notification for passport problems: the heading, then one message a line. */
export function passportErrorsMessage(errors: readonly string[]): string {
  return [PASSPORT_ERRORS_HEADING, ...errors.map((error) => `• ${error}`)].join('\n');
}
