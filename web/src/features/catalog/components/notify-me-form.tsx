import { useId, useState, type SyntheticEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { m } from '@/i18n/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { isEmail } from '@/lib/validation';
import { useCreateStockAlert } from '../api/create-stock-alert';

// The English texts, as tests find them (the page shows `m.product_notify_*` in its language).
export const NOTIFY_CONFIRMATION = "We'll e-mail you when it's back in stock.";
/** A request that waits for the mailbox's owner to confirm it (any but a verified own address). */
export const NOTIFY_PENDING =
  'Check your e-mail to confirm: we sent a link to this address. Only once you confirm will we write when it is back.';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return m.product_too_many_requests();
  return errorMessage(error);
}

/**
 * "Notify me" on a sold-out product: one e-mail when it is back in stock. No account needed;
 * a signed-in shopper's e-mail is filled in (the form starts again when the user changes).
 * Only a verified account's own address counts at once; any other waits for the click in a
 * confirmation e-mail, and the form says so.
 */
export function NotifyMeForm({ productId }: { productId: string }) {
  const user = useSessionStore(selectUser);
  return <Form key={user?.uid ?? 'guest'} productId={productId} initialEmail={user?.email ?? ''} />;
}

function Form({ productId, initialEmail }: { productId: string; initialEmail: string }) {
  const idBase = useId();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const alert = useCreateStockAlert();
  const headingId = `${idBase}-heading`;

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem =
      trimmed === ''
        ? m.product_email_required()
        : isEmail(trimmed)
          ? undefined
          : m.product_email_invalid();
    setFieldError(problem);
    if (problem) {
      alert.reset();
      return;
    }
    alert.mutate({ productId, email: trimmed });
  };

  return (
    <section className="notify-me" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify-me__title">
        {m.product_notify_title()}
      </h2>
      {alert.isSuccess ? (
        <p className="notify-me__done" role="status">
          {alert.data.status === 'pending' ? m.product_notify_pending() : m.product_notify_done()}
        </p>
      ) : (
        <form className="notify-me__form" aria-labelledby={headingId} noValidate onSubmit={submit}>
          <TextField
            id={`${idBase}-email`}
            label={m.product_notify_email()}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={alert.isPending}
            aria-busy={alert.isPending}
          >
            {alert.isPending ? m.product_notify_sending() : m.product_notify_submit()}
          </button>
          {alert.isError && (
            <p className="form-error" role="alert">
              {failureText(alert.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
