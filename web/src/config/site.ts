// Store-wide constants shown to shoppers: shipping fee, notice duration, list limits.

import { STORE_DESCRIPTION, STORE_NAME, TRACKING_PORTAL_URL } from '@contract/storefront';

export const site = {
  name: STORE_NAME,
  tagline: 'Collectible figures, vinyl and plush, picked by collectors and shipped with care.',
  /** The default `<meta name="description">` (as in web/index.html). */
  description: STORE_DESCRIPTION,
  supportEmail: 'support@toystore.example',
  /** External parcel-tracking portal, opened in a new tab. */
  trackingPortalUrl: TRACKING_PORTAL_URL,
  followers: '42k+',
} as const;

/** Flat standard shipping on any non-empty cart, in USD. */
export const SHIPPING_FEE = 10;

export const NOTIFICATION_DURATION_MS = 5000;

export const RECENTLY_VIEWED_LIMIT = 12;

/** The most of one product a cart line may hold (the contract's MAX_QTY). */
export const CART_MAX_QTY = 99;
