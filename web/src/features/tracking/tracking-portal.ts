/** Carriers offered on the tracking page; the portal detects the carrier by itself too. */
export const CARRIERS = [
  { value: 'auto', label: 'Not sure (detect automatically)' },
  { value: 'usps', label: 'USPS' },
  { value: 'ups', label: 'UPS' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'dhl', label: 'DHL' },
  { value: 'china-post', label: 'China Post' },
  { value: 'royal-mail', label: 'Royal Mail' },
  { value: 'other', label: 'Other' },
] as const;

/** The portal's result page for one tracking number (one definition, shared with e-mails). */
export { trackingLookupUrl } from '@contract/storefront';
