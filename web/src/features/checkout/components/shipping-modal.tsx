import { useCallback, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { CreateOrderRequest, ShippingDataInput } from '@contract/checkout';
import { Modal } from '@/components/ui/modal';
import { useNotify } from '@/components/notifications/notifications-context';
import { m } from '@/i18n/messages';
import {
  cartActions,
  toCheckoutLines,
  useCartStore,
  useCartTotals,
  type CartItem,
} from '@/features/cart';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency';
import { selectUser, useSessionStore } from '@/lib/session-store';
import {
  draftKeyFor,
  readShippingDraft,
  saveShippingDraft,
  useDraftAutosave,
} from '../checkout-draft';
import { useCreateOrder } from '../api/create-order';
import { CHECKOUT_DELAY_MS, comingSoonMessage, delay } from '../order-notice';
import {
  initialShippingForm,
  missingFieldsMessage,
  passportErrorsMessage,
  SHIPPING_FIELDS,
  validateShipping,
  type FieldErrors,
  type ShippingField,
  type ShippingForm,
} from '../shipping-form';
import { useProfilePrefill, type ProfileQuery } from '../use-profile-prefill';
import { OrderSummary } from './order-summary';
import { ShippingFields } from './shipping-fields';
import './checkout.css';

/** The coming-soon notice carries the order number: give shoppers time to read it. */
const NOTICE_DURATION_MS = 10_000;

/** One checkout attempt: the same body retried keeps its key; any change gets a new one. */
interface Attempt {
  body: string;
  key: string;
}

interface ShippingModalProps<K extends QueryKey> {
  onClose: () => void;
  /** The saved profile the form starts from (the account's query; the app hands it in). */
  profileQuery: ProfileQuery<K>;
  /** Other features' queries a placed order makes stale (the app names them). */
  staleAfterOrder: readonly QueryKey[];
}

/**
 * 'Shipping Information': the shipping and passport form, Order Summary,
 * Cancel and Place Order. Loaded on demand with the country data.
 */
export function ShippingModal<K extends QueryKey>({
  onClose,
  profileQuery,
  staleAfterOrder,
}: ShippingModalProps<K>) {
  const notify = useNotify();
  const placeOrder = useCreateOrder(staleAfterOrder);
  const user = useSessionStore(selectUser);
  const draftKey = draftKeyFor(user);
  const items = useCartStore((state) => state.items);
  const coupon = useCartStore((state) => state.coupon);
  const totals = useCartTotals();

  const [form, setForm] = useState<ShippingForm>(() =>
    initialShippingForm(user, readShippingDraft(draftKey)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const formId = useId();
  useDraftAutosave(draftKey, form);
  const prefill = useProfilePrefill(user, draftKey, setForm, profileQuery);
  const { markTyped } = prefill;

  const idFor = useCallback((field: ShippingField) => `${formId}-${field}`, [formId]);

  const update = useCallback(
    (field: ShippingField, value: string) => {
      markTyped(field);
      // Regions belong to a country: a new country starts with no region.
      setForm((current) => ({
        ...current,
        [field]: value,
        ...(field === 'country' && { state: '' }),
      }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [markTyped],
  );

  const submit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);

    const cart = useCartStore.getState();
    if (cart.items.length === 0) {
      notify.error(m.checkout_cart_empty());
      return;
    }
    const checked = validateShipping(form);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      if (checked.missing.length > 0) notify.error(missingFieldsMessage(checked.missing));
      if (checked.passport.length > 0) notify.error(passportErrorsMessage(checked.passport));
      if (checked.missing.length === 0 && checked.passport.length === 0) {
        notify.error(m.checkout_check_fields());
      }
      const firstInvalid = SHIPPING_FIELDS.find((field) => checked.fieldErrors[field]);
      if (firstInvalid) document.getElementById(idFor(firstInvalid))?.focus();
      return;
    }
    setErrors({});

    const request = orderRequest(cart, totals.bonusDiscount, checked.data);
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };

    setBusy(true);
    try {
      const { order, confirmWithinMinutes } = await placeOrder.mutateAsync({
        request,
        idempotencyKey: attempt.current.key,
        signedIn: user !== null,
      });
      // No payment yet: a short pause, then the coming-soon notice.
      await delay(CHECKOUT_DELAY_MS);
      notify.success(comingSoonMessage(order.id, confirmWithinMinutes), {
        duration: NOTICE_DURATION_MS,
      });
      // A guest's passport is not kept past their order: the next guest here starts blank.
      saveShippingDraft(draftKey, form, { keepPassport: user !== null });
      onClose();
      cartActions.clear();
    } catch (error) {
      console.error('Checkout failed', error);
      const message = error instanceof ApiError ? error.message : m.checkout_order_error();
      setFailure(message);
      notify.error(message);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={m.checkout_title()}
      className="shipping-modal"
      onClose={onClose}
      locked={busy}
      footer={
        <>
          {failure && (
            // In the footer, beside the button that caused it, so it is seen without scrolling.
            <p className="form-error checkout-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
            {m.checkout_cancel()}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? m.checkout_placing_order() : m.checkout_place_order()}
          </button>
        </>
      }
    >
      <div className="checkout-layout">
        <form
          id={formId}
          className="checkout-form"
          noValidate
          aria-label={m.checkout_title()}
          onSubmit={(event) => void submit(event)}
        >
          <p className="muted checkout-form__hint">
            {m.checkout_required_hint()} <span aria-hidden="true">*</span>
            <span className="visually-hidden">{m.checkout_required_hint_mark()}</span>{' '}
            {m.checkout_required_hint_end()}
          </p>
          <ShippingFields
            form={form}
            errors={errors}
            idFor={idFor}
            onChange={update}
            passportToggle={
              prefill.hasPassport && (
                <label className="checkout-group__wide checkout-passport-toggle">
                  <input
                    type="checkbox"
                    checked={prefill.usePassport}
                    onChange={(event) => {
                      prefill.setUsePassport(event.target.checked);
                    }}
                  />
                  {m.checkout_use_saved_passport()}
                </label>
              )
            }
          />
        </form>
        <OrderSummary items={items} totals={totals} coupon={coupon} />
      </div>
    </Modal>
  );
}

function orderRequest(
  cart: { items: readonly CartItem[]; coupon: string | null },
  bonusAmount: number,
  shippingData: ShippingDataInput,
): CreateOrderRequest {
  return {
    items: toCheckoutLines(cart.items),
    coupon: cart.coupon,
    // Coupon and bonuses never go together; bonuses only when some are taken off.
    ...(bonusAmount > 0 && !cart.coupon && { bonusAmount }),
    shippingData,
  };
}
