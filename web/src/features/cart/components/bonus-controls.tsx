import { useEffect, useId, useState } from 'react';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { useBonusBalance } from '@/features/loyalty';
import { cartActions } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
import './bonus-controls.css';

/**
 * 'Use Bonuses' toggle and amount: 0 to the balance in
 * steps of 0.01, one bonus being one dollar. Signed-in shoppers only; loaded on demand.
 */
export function BonusControls({ uid }: { uid: string }) {
  const balance = useBonusBalance(uid);
  const useBonuses = useCartStore((state) => state.useBonuses);
  const amount = useCartStore((state) => state.bonusAmount);
  const { setUseBonuses, setBonusAmount: setAmount } = cartActions;
  const hasCoupon = useCartStore((state) => state.coupon !== null);
  // What is typed in the number box until it is committed (blur or Enter).
  const [typed, setTyped] = useState<string | null>(null);
  const toggleId = useId();
  const sliderId = useId();
  const numberId = useId();

  // A balance that shrank (spent elsewhere) trims the chosen amount.
  useEffect(() => {
    if (amount > balance) setAmount(amount, balance);
  }, [amount, balance, setAmount]);

  const commitTyped = () => {
    if (typed !== null) setAmount(Number(typed), balance);
    setTyped(null);
  };

  return (
    <section className="bonus-controls" aria-label={m.cart_bonuses()}>
      <div className="bonus-controls__head">
        <label className="toggle" htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={useBonuses}
            disabled={balance <= 0 && !useBonuses}
            onChange={(event) => {
              setUseBonuses(event.target.checked);
            }}
          />
          {m.cart_use_bonuses()}
        </label>
        <span className="bonus-controls__balance">
          {m.cart_bonus_balance({ amount: formatPrice(balance) })}
        </span>
      </div>
      {hasCoupon && !useBonuses && balance > 0 && (
        <p className="bonus-controls__hint">{m.cart_bonus_coupon_hint()}</p>
      )}
      {useBonuses && (
        <div className="bonus-controls__amount">
          <label className="field__label" htmlFor={sliderId}>
            {m.cart_bonus_amount()}
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={balance}
            step={0.01}
            value={amount}
            aria-valuetext={formatPrice(amount)}
            onChange={(event) => {
              setAmount(Number(event.target.value), balance);
            }}
          />
          <label className="visually-hidden" htmlFor={numberId}>
            {m.cart_bonus_amount_dollars()}
          </label>
          <input
            id={numberId}
            className="input bonus-controls__number"
            type="number"
            inputMode="decimal"
            min={0}
            max={balance}
            step={0.01}
            value={typed ?? amount.toFixed(2)}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            onBlur={commitTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTyped();
              }
            }}
          />
        </div>
      )}
    </section>
  );
}
