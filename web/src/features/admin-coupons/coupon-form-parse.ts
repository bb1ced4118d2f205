// Coupon form parsing (numeric value, blank max uses for unlimited, comma-separated e-mails):
// a pure function from what the admin typed to the create or update request, or messages
// per field (in Russian, like the tab's labels).
import type { CouponCreateRequest, CouponPatchRequest } from '@contract/admin-coupons';
import type { Coupon } from '@contract/coupon';
import { isEmail } from '@/lib/validation';
import { readNumber, splitCommaList } from '@/lib/form-input';

export type CouponType = Coupon['type'];

export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: string;
  /** `YYYY-MM-DD` from `<input type="date">`, or blank for no expiry. */
  expires: string;
  /** Blank means unlimited. */
  maxUses: string;
  /** Comma-separated e-mails. */
  assignedTo: string;
  isGlobal: boolean;
  isHidden: boolean;
  title: string;
}

export type CouponFormField = keyof CouponFormValues;
export type CouponFormErrors = Partial<Record<CouponFormField, string>>;

/** A new coupon starts as percent, value 10. */
export const newCouponForm: CouponFormValues = {
  code: '',
  type: 'percent',
  value: '10',
  expires: '',
  maxUses: '',
  assignedTo: '',
  isGlobal: false,
  isHidden: false,
  title: '',
};

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The expiry date means "valid through that day": the coupon expires at the end of that
 * day in UTC (23:59:59.999Z), the same instant wherever the admin sits.
 */
export function expiryFromDate(date: string): string | null {
  const trimmed = date.trim();
  if (!DATE_PATTERN.test(trimmed)) return null;
  const end = new Date(`${trimmed}T23:59:59.999Z`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The date input's value for a stored expiry (its UTC day), or blank for none. */
export function dateFromExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The form's text for an existing coupon (editing starts from it). */
export function couponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    expires: dateFromExpiry(coupon.expiresAt),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    assignedTo: coupon.assignedTo.join(', '),
    isGlobal: coupon.isGlobal,
    isHidden: coupon.isHidden,
    title: coupon.title,
  };
}

type EmailsResult = { ok: true; emails: string[] } | { ok: false; error: string };

/**
 * Comma-separated e-mails, trimmed, blanks and repeats (any letter case) dropped; the
 * first invalid one is named in the error.
 */
export function parseEmailList(text: string): EmailsResult {
  const emails: string[] = [];
  const seen = new Set<string>();
  for (const email of splitCommaList(text)) {
    if (!isEmail(email) || email.length > 254) {
      return { ok: false, error: `Неверный e-mail: ${email}` };
    }
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(email);
  }
  return { ok: true, emails };
}

/** Every field but the code, as the form always sends them all. */
type CouponFields = Required<CouponPatchRequest>;

export type CouponParseResult<T> = { ok: true; value: T } | { ok: false; errors: CouponFormErrors };

function parseFields(values: CouponFormValues): CouponParseResult<CouponFields> {
  const errors: CouponFormErrors = {};

  // Value: numeric, blank or not a number is 0.
  const value = readNumber(values.value) ?? 0;
  if (value < 0) errors.value = 'Значение не может быть отрицательным';
  else if (values.type === 'percent' && value > 100) errors.value = 'Процент — не больше 100';
  else if (value > 1_000_000) errors.value = 'Значение — не больше 1 000 000';

  let expiresAt: string | null = null;
  if (values.expires.trim()) {
    expiresAt = expiryFromDate(values.expires);
    if (expiresAt === null) errors.expires = 'Укажите дату в формате ГГГГ-ММ-ДД';
  }

  // Max uses: blank is unlimited (null), otherwise a whole number from 1.
  let maxUses: number | null = null;
  if (values.maxUses.trim()) {
    const uses = readNumber(values.maxUses);
    if (uses === null || !Number.isInteger(uses) || uses < 1 || uses > 1_000_000) {
      errors.maxUses = 'Целое число от 1, или пусто — без ограничения';
    } else {
      maxUses = uses;
    }
  }

  const assigned = parseEmailList(values.assignedTo);
  if (!assigned.ok) errors.assignedTo = assigned.error;

  const title = values.title.trim();
  if (title.length > 200) errors.title = 'Название — не длиннее 200 символов';

  if (!assigned.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      type: values.type,
      value: Math.round(value * 100) / 100,
      expiresAt,
      maxUses,
      assignedTo: assigned.emails,
      isGlobal: values.isGlobal,
      isHidden: values.isHidden,
      title,
    },
  };
}

/** Creating: the code is required (letters, digits, '-' and '_'; stored upper-case). */
export function parseCouponCreate(
  values: CouponFormValues,
): CouponParseResult<CouponCreateRequest> {
  const code = values.code.trim();
  let codeError: string | undefined;
  if (!code) codeError = 'Введите код';
  else if (code.length > 40) codeError = 'Код — не длиннее 40 символов';
  else if (!CODE_PATTERN.test(code)) codeError = 'Код: только латинские буквы, цифры, - и _';

  const fields = parseFields(values);
  if (codeError !== undefined || !fields.ok) {
    return {
      ok: false,
      errors: { ...(fields.ok ? {} : fields.errors), ...(codeError ? { code: codeError } : {}) },
    };
  }
  return { ok: true, value: { code: code.toUpperCase(), ...fields.value } };
}

/** Editing: every field but the code (it names the coupon and never changes). */
export function parseCouponPatch(values: CouponFormValues): CouponParseResult<CouponPatchRequest> {
  return parseFields(values);
}
