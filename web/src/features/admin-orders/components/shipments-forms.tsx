import { useId, useState, type SyntheticEvent, type RefObject } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { shortOrderNumber } from '@/lib/order-summary';
import { isEmail } from '@/lib/validation';
import { useCreateDemoOrder } from '../api/create-demo-order';
import { useNotifyTracking } from '../api/notify-tracking';
import type { StaleAfterOrderChange } from '../api/update-admin-order';

/** Demo order creation (the e-mail is required, else nothing is sent). */
export function ShipmentsDemoOrderForm({
  staleAfterChange,
}: {
  staleAfterChange: StaleAfterOrderChange;
}) {
  const idBase = useId();
  const titleId = `${idBase}-title`;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const create = useCreateDemoOrder(staleAfterChange);
  const notify = useNotify();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? 'E-mail is required' : !isEmail(value) ? 'Enter a valid e-mail' : '';
    setFieldError(problem || undefined);
    if (problem) return;
    create.mutate(
      { email: value },
      {
        onSuccess: (order) => {
          notify.success(`Demo order ${shortOrderNumber(order.id)} created.`);
        },
      },
    );
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        Create a demo order
      </h2>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <FormField id={`${idBase}-email`} label="Customer e-mail" required error={fieldError}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create demo order'}
        </button>
        <div className="admin-form__result" aria-live="polite">
          {create.isSuccess && (
            <p>
              Created order{' '}
              <strong className="admin-code">{shortOrderNumber(create.data.id)}</strong> for{' '}
              {create.variables.email}.
            </p>
          )}
          {create.isError && <p className="form-error">{errorMessage(create.error)}</p>}
        </div>
      </form>
    </section>
  );
}

interface TrackingFormProps {
  orderCode: string;
  onOrderCodeChange: (value: string) => void;
  /** Lets the lists' 'Add tracking' buttons move focus to the tracking number. */
  trackingInputRef: RefObject<HTMLInputElement | null>;
  staleAfterChange: StaleAfterOrderChange;
}

/**
 * Saves a tracking number by order code (both fields are required, else
 * nothing is sent). The code is the short number customers see or the full id.
 */
export function ShipmentsTrackingForm({
  orderCode,
  onOrderCodeChange,
  trackingInputRef,
  staleAfterChange,
}: TrackingFormProps) {
  const idBase = useId();
  const titleId = `${idBase}-title`;
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ orderCode?: string; trackingNumber?: string }>({});
  const save = useNotifyTracking(staleAfterChange);
  const notify = useNotify();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const orderId = orderCode.trim().replace(/^#/, '');
    const code = trackingNumber.trim();
    const found = {
      ...(orderId ? {} : { orderCode: 'Order code is required' }),
      ...(code ? {} : { trackingNumber: 'Tracking number is required' }),
    };
    setErrors(found);
    if (!orderId || !code) return;
    save.mutate(
      { orderId, code },
      {
        onSuccess: (order) => {
          notify.success(`Tracking number saved for order ${shortOrderNumber(order.id)}.`);
          onOrderCodeChange('');
          setTrackingNumber('');
        },
      },
    );
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        Save a tracking number
      </h2>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <FormField id={`${idBase}-order`} label="Order code" required error={errors.orderCode}>
          {(control) => (
            <input
              {...control}
              className="input"
              placeholder="ABC123"
              autoComplete="off"
              spellCheck={false}
              value={orderCode}
              onChange={(event) => {
                onOrderCodeChange(event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${idBase}-tracking`}
          label="Tracking number"
          required
          error={errors.trackingNumber}
        >
          {(control) => (
            <input
              {...control}
              ref={trackingInputRef}
              className="input"
              autoComplete="off"
              spellCheck={false}
              value={trackingNumber}
              onChange={(event) => {
                setTrackingNumber(event.target.value);
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save tracking'}
        </button>
        <div className="admin-form__result" aria-live="polite">
          {save.isError && <p className="form-error">{errorMessage(save.error)}</p>}
        </div>
      </form>
    </section>
  );
}
