import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/i18n/messages';
import { ApiError } from '@/lib/api-error';
import { linesSignature, toCheckoutLines } from './checkout-lines';
import { cartActions } from './stores/cart-actions';
import { useCartStore, type CartItem } from './stores/cart-store';

// The fetcher (and zod with it) loads on the first coupon, not with the app shell.
async function requestQuote(items: readonly CartItem[], coupon: string) {
  const { getQuote } = await import('./api/get-quote');
  const answer = await getQuote({ items: toCheckoutLines(items), coupon });
  return {
    coupon: answer.coupon?.code ?? coupon.toUpperCase(),
    quote: { tax: answer.tax, discount: answer.discount },
  };
}

/** A refresh answer is stale once its coupon was removed or replaced by bonuses. */
const isStale = (kind: 'apply' | 'refresh', code: string) =>
  kind === 'refresh' && useCartStore.getState().coupon !== code;

function quoteErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : m.cart_quote_error();
}

export interface CouponQuote {
  /** Quotes `code` for the current cart; resolves true when the coupon was applied. */
  apply: (code: string) => Promise<boolean>;
  pending: boolean;
  /** Why the last quote failed (the server's words), or null. */
  error: string | null;
  clearError: () => void;
  /** Takes the applied coupon off (and forgets any quote still on its way). */
  removeCoupon: () => void;
}

/**
 * Applying a coupon and keeping its quote current. Mount once, where it stays mounted
 * (the cart drawer component): when the items change while a coupon is applied, the cart
 * is quoted again. Any failed quote drops the coupon and its quote and says why.
 */
export function useCouponQuote(): CouponQuote {
  const items = useCartStore((state) => state.items);
  const coupon = useCartStore((state) => state.coupon);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the latest request may change the cart; older answers are dropped.
  const latestRequest = useRef(0);
  // The lines the current quote was computed for.
  const quotedFor = useRef<string | null>(null);

  const run = useCallback(async (code: string, kind: 'apply' | 'refresh') => {
    const request = ++latestRequest.current;
    const cartItems = useCartStore.getState().items;
    setPending(true);
    setError(null);
    try {
      const result = await requestQuote(cartItems, code);
      if (request !== latestRequest.current || isStale(kind, code)) return false;
      quotedFor.current = linesSignature(cartItems);
      if (kind === 'apply') cartActions.applyCoupon(result.coupon, result.quote);
      else cartActions.setQuote(result.quote);
      return true;
    } catch (failure) {
      if (request !== latestRequest.current || isStale(kind, code)) return false;
      quotedFor.current = null;
      cartActions.dropCoupon();
      setError(quoteErrorText(failure));
      return false;
    } finally {
      if (request === latestRequest.current) setPending(false);
    }
  }, []);

  const apply = useCallback(
    (code: string) => {
      const trimmed = code.trim();
      if (!trimmed || useCartStore.getState().items.length === 0) return Promise.resolve(false);
      return run(trimmed, 'apply');
    },
    [run],
  );

  const signature = linesSignature(items);
  useEffect(() => {
    if (!coupon || signature === '' || quotedFor.current === signature) return;
    void run(coupon, 'refresh');
  }, [coupon, signature, run]);

  const clearError = useCallback(() => {
    setError(null);
  }, []);

  const removeCoupon = useCallback(() => {
    latestRequest.current++;
    quotedFor.current = null;
    setPending(false);
    cartActions.dropCoupon();
  }, []);

  return { apply, pending, error, clearError, removeCoupon };
}
