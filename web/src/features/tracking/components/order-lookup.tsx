import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normaliseOrderNumber } from '@contract/order-lookup';
import { ORDER_NUMBER_LENGTH } from '@contract/order';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useLookupOrder } from '../api/lookup-order';
import { OrderLookupResult } from './order-lookup-result';

/** What the shopper reads when a lookup fails: the server's words, with a hint where it helps. */
function failureText(error: unknown): { message: string; hint?: string } {
  if (error instanceof ApiError && error.status === 404) {
    return { message: m.checkout_order_not_found(), hint: m.checkout_lookup_not_found_hint() };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { message: m.checkout_lookup_too_many() };
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
    if (normaliseOrderNumber(number) === null) {
      found.number = m.checkout_lookup_number_needed({ length: ORDER_NUMBER_LENGTH });
    }
    if (email.trim() === '') found.email = m.checkout_lookup_email_needed();
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
      <h2 id={headingId}>{m.checkout_lookup_heading()}</h2>
      <p className="muted">{m.checkout_lookup_intro()}</p>
      <form
        className="order-lookup__form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
      >
        <FormField
          id={`${idBase}-number`}
          label={m.checkout_lookup_number()}
          required
          error={errors.number}
        >
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
          label={m.checkout_lookup_email()}
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
          {lookup.isPending ? m.checkout_lookup_finding() : m.checkout_lookup_heading()}
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
