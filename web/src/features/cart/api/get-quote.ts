// Loaded on demand (see use-coupon-quote.ts): the contract's schemas bring zod along,
// which stays out of the first load.
import { QuoteResponseSchema, type QuoteRequest, type QuoteResponse } from '@contract/checkout';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { bearerHeaders } from '@/lib/session-store';

/** POST /api/checkout/quote: sent without cookies; signed-in shoppers add their ID token. */
export async function getQuote(request: QuoteRequest): Promise<QuoteResponse> {
  return apiSend('POST', '/checkout/quote', request, QuoteResponseSchema, {
    fallbackMessage: m.cart_quote_error(),
    credentials: 'omit',
    headers: await bearerHeaders(),
  });
}
