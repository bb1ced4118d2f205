import type { ShippingData } from '../contract/order';

/** Passport fields of the sample shipping data: tests check none of them leaks. */
export const SAMPLE_PASSPORT = {
  passportNumber: 'PX9988776',
  passportIssueDate: '2019-03-04',
  passportIssuedBy: 'Ministry of Passports',
  nationality: 'Atlantean',
} as const satisfies Partial<ShippingData>;

/**
 * A complete order's shipping details, passport included, with values distinct enough to
 * look for in an answer or an e-mail (phone, street, postcode, notes, passport).
 */
export const sampleShippingData = (over: Partial<ShippingData> = {}): ShippingData => ({
  fullName: 'Ann Lee',
  email: 'Ann@Example.com',
  phone: '+1 555 0100',
  country: 'United States',
  address: '1 Main St',
  city: 'Springfield',
  state: 'Illinois',
  postalCode: '62701',
  notes: 'Leave at the door',
  ...SAMPLE_PASSPORT,
  ...over,
});
