import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LOOKUP_EMAIL_REQUIRED,
  normaliseOrderNumber,
  ORDER_NUMBER_REQUIRED,
} from '@contract/order-lookup';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useLookupOrder } from '../api/lookup-order';
import { OrderLookupResult } from './order-lookup-result';

const ORDER_NOT_FOUND_HINT = 'Check the number and e-mail from your order confirmation.';

/** What the shopper reads when a lookup fails: the server's words, with a hint where it helps. */
function failureText(error: unknown): { message: string; hint?: string } {
  if (error instanceof ApiError && error.status === 404) {
    return { message: 'Order not found', hint: ORDER_NOT_FOUND_HINT };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { message: 'Too many lookups from here. Please wait a few minutes and try again.' };
  }
  return { message: errorMessage(error) };
}

/**
 * "Find my order": a guest (or anyone) sees an order's status, items, total and tracking by
 * its number and e-mail. `?order=ABC123` (the link in order e-mails) fills the number in;
 * the e-mail is never taken from or put into the URL.
 */
export function OrderLookup() {
  const idBase = useId();
  const [params] = useSearchParams();
  const linked = params.get('order') ?? '';
  const [number, setNumber] = useState(() => linked.trim().slice(0, 40));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const lookup = useLookupOrder();

  // Arriving from an order e-mail, the number is there already: the e-mail is what is left.
  useEffect(() => {
    if (linked.trim() !== '') emailRef.current?.focus();
  }, [linked]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const found: { number?: string; email?: string } = {};
    if (normaliseOrderNumber(number) === null) found.number = ORDER_NUMBER_REQUIRED;
    if (email.trim() === '') found.email = LOOKUP_EMAIL_REQUIRED;
    setErrors(found);
    if (found.number || found.email) {
      lookup.reset();
      return;
    }
    lookup.mutate({ number: number.trim(), email: email.trim() });
  };

  const failure = lookup.isError ? failureText(lookup.error) : null;
  const headingId = `${idBase}-heading`;
  return (
    <section className="order-lookup" aria-labelledby={headingId}>
      <h2 id={headingId}>Find my order</h2>
      <p className="muted">
        Enter the order number from your confirmation (like #ABC123) and the e-mail you ordered
        with.
      </p>
      <form
        className="order-lookup__form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
      >
        <FormField id={`${idBase}-number`} label="Order number" required error={errors.number}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="#ABC123"
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
              }}
            />
          )}
        </FormField>
        <TextField
          id={`${idBase}-email`}
          ref={emailRef}
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={lookup.isPending}
          aria-busy={lookup.isPending}
        >
          {lookup.isPending ? 'Finding your order…' : 'Find my order'}
        </button>
        {failure && (
          <div className="form-error order-lookup__failure" role="alert">
            <p>{failure.message}</p>
            {failure.hint && <p>{failure.hint}</p>}
          </div>
        )}
      </form>
      <div aria-live="polite">{lookup.data && <OrderLookupResult order={lookup.data.order} />}</div>
    </section>
  );
}
