// Store-wide constants shown to shoppers: the store's texts, notice duration, list limits.
// The limits the server enforces too (shipping fee, cart caps) are the contract's: @contract/limits.

import { STORE_DESCRIPTION, STORE_NAME, TRACKING_PORTAL_URL } from '@contract/storefront';

export const site = {
  name: STORE_NAME,
  /** The default `<meta name="description">` (as in web/index.html). */
  description: STORE_DESCRIPTION,
  supportEmail: 'support@toystore.example',
  /** External parcel-tracking portal, opened in a new tab. */
  trackingPortalUrl: TRACKING_PORTAL_URL,
  followers: '42k+',
} as const;

export const NOTIFICATION_DURATION_MS = 5000;

export const RECENTLY_VIEWED_LIMIT = 12;
