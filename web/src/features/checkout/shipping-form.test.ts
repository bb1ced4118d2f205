import { describe, expect, it } from 'vitest';
import { ShippingDataInputSchema } from '@contract/checkout';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import { PASSPORT_DRAFT_FIELDS } from '@/lib/checkout-draft-storage';
import { makeOrder } from '@/testing/make-order';
import {
  emptyShippingForm,
  FIELD_SPECS,
  initialShippingForm,
  isShippingDraft,
  missingFieldsMessage,
  passportErrorsMessage,
  REQUIRED_FIELDS,
  SHIPPING_FIELDS,
  validateShipping,
  type ShippingForm,
} from './shipping-form';

const valid = (): ShippingForm => ({ ...makeOrder().shippingData });

describe('validateShipping', () => {
  it('accepts a complete form and hands back trimmed data', () => {
    const result = validateShipping({ ...valid(), fullName: '  Ann Lee  ', state: '', notes: '' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.fullName).toBe('Ann Lee');
  });

  it('requires every field but state, postal code and notes', () => {
    expect(REQUIRED_FIELDS).toEqual([
      'fullName',
      'email',
      'phone',
      'country',
      'city',
      'address',
      'passportNumber',
      'passportIssueDate',
      'passportIssuedBy',
      'nationality',
    ]);
    const result = validateShipping(emptyShippingForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(REQUIRED_FIELDS);
    expect(result.fieldErrors.fullName).toBe('Full name is required');
    expect(result.fieldErrors.passportIssuedBy).toBe('Passport issued by is required');
    expect(result.fieldErrors.state).toBeUndefined();
    expect(result.passport).toEqual([]);
  });

  it('treats whitespace as blank', () => {
    const result = validateShipping({ ...valid(), city: '   ' });
    expect(result).toMatchObject({ ok: false, missing: ['city'] });
  });

  it('lists the three passport messages and marks their fields', () => {
    const result = validateShipping({
      ...valid(),
      passportNumber: 'AB',
      nationality: 'X',
      passportIssuedBy: 'US',
    });
    expect(result).toMatchObject({
      ok: false,
      missing: [],
      passport: [
        'Passport number is too short',
        'Please enter your nationality',
        'Please enter who issued your passport',
      ],
      fieldErrors: {
        passportNumber: 'Passport number is too short',
        nationality: 'Please enter your nationality',
        passportIssuedBy: 'Please enter who issued your passport',
      },
    });
  });

  it('accepts passport values at their minimum lengths', () => {
    const result = validateShipping({
      ...valid(),
      passportNumber: 'A12',
      nationality: 'FR',
      passportIssuedBy: 'MVD',
    });
    expect(result.ok).toBe(true);
  });

  it('checks the e-mail and the date format', () => {
    const result = validateShipping({ ...valid(), email: 'ann@', passportIssueDate: '01/05/2020' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        email: 'Please enter a valid email',
        passportIssueDate: 'Please enter the date as YYYY-MM-DD',
      },
    });
  });
});

describe('messages', () => {
  it('name the blank required fields', () => {
    expect(missingFieldsMessage(['fullName', 'passportNumber'])).toBe(
      'Please fill in the required fields: Full name, Passport number.',
    );
  });

  it('list passport errors under the heading, one a line', () => {
    expect(passportErrorsMessage(['Passport number is too short'])).toBe(
      `${PASSPORT_ERRORS_HEADING}\n• Passport number is too short`,
    );
  });
});

describe('field limits', () => {
  it.each(SHIPPING_FIELDS.filter((field) => field !== 'passportIssueDate'))(
    '%s allows what the contract allows',
    (field) => {
      const max = FIELD_SPECS[field].maxLength;
      // An e-mail at the limit still has to be an e-mail.
      const filler = (n: number) =>
        field === 'email' ? `${'a'.repeat(n - 12)}@example.com` : 'a'.repeat(n);
      const at = ShippingDataInputSchema.safeParse({ ...valid(), [field]: filler(max) });
      const over = ShippingDataInputSchema.safeParse({ ...valid(), [field]: filler(max + 1) });
      expect(at.success).toBe(true);
      expect(over.success).toBe(false);
    },
  );
});

describe('prefill', () => {
  const user = { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' };

  it('takes name and e-mail from the signed-in user', () => {
    expect(initialShippingForm(user, null)).toMatchObject({
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      city: '',
    });
  });

  it('lets the saved draft fill in and override', () => {
    const form = initialShippingForm(user, { fullName: 'Ann B. Lee', city: 'Paris', phone: '' });
    expect(form).toMatchObject({ fullName: 'Ann B. Lee', email: 'ann@example.com', city: 'Paris' });
    expect(initialShippingForm(null, null)).toEqual(emptyShippingForm());
  });

  it('accepts only drafts whose fields are strings', () => {
    expect(isShippingDraft({ city: 'Paris', extra: 1 })).toBe(true);
    expect(isShippingDraft({ city: 3 })).toBe(false);
    expect(isShippingDraft(['city'])).toBe(false);
    expect(isShippingDraft(null)).toBe(false);
  });
});

describe('the passport fields the draft keeps off the disk', () => {
  it("are exactly the form's passport section", () => {
    const passportSection = SHIPPING_FIELDS.filter(
      (field) => field.startsWith('passport') || field === 'nationality',
    );
    expect([...PASSPORT_DRAFT_FIELDS].sort()).toEqual([...passportSection].sort());
  });
});
