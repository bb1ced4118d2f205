import { useId, useState } from 'react';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { useCartStore } from '../stores/cart-store';
import type { CouponQuote } from '../use-coupon-quote';

/** Coupon input with its Use button, the applied coupon and the reason a quote failed. */
export function CouponForm({ couponQuote }: { couponQuote: CouponQuote }) {
  const { apply, pending, error, clearError, removeCoupon } = couponQuote;
  const coupon = useCartStore((state) => state.coupon);
  const discount = useCartStore((state) => state.quote?.discount ?? 0);
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();

  return (
    <form
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply(code).then((applied) => {
          if (applied) setCode('');
        });
      }}
    >
      <label className="field__label" htmlFor={inputId}>
        {m.cart_coupon_label()}
      </label>
      <div className="coupon-form__row">
        <input
          id={inputId}
          className="input"
          placeholder="SAVE10"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) clearError();
          }}
        />
        <button
          type="submit"
          className="button button--ghost"
          disabled={pending || code.trim() === ''}
          aria-busy={pending || undefined}
        >
          {m.cart_coupon_use()}
        </button>
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {coupon && (
        <p className="coupon-form__applied">
          <span>
            {m.cart_coupon()} <strong>{coupon}</strong>{' '}
            {m.cart_coupon_applied({ amount: formatPrice(discount) })}
          </span>
          <button type="button" className="link-button" onClick={removeCoupon}>
            {m.cart_coupon_remove()}
          </button>
        </p>
      )}
    </form>
  );
}
