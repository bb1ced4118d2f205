import { useId, useState, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { focusFirstError } from '@/lib/form-errors';
import { useCreateTicket } from '../api/create-ticket';
import {
  CONTACT_FIELDS,
  contactLabel,
  emptyContact,
  ticketNumber,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../contact-fields';

const CONTROLS: Record<ContactField, { autoComplete?: string; maxLength: number; type?: string }> =
  {
    name: { autoComplete: 'name', maxLength: 120 },
    email: { autoComplete: 'email', maxLength: 254, type: 'email' },
    subject: { maxLength: 200 },
    message: { maxLength: 5000 },
  };

/**
 * Contact Us: name, e-mail, subject and message are required, else
 * nothing is sent. A sent message is confirmed with its ticket number; the server's
 * refusal (a 429 when sending too often, say) is shown as it says it.
 */
export function ContactForm() {
  const user = useSessionStore(selectUser);
  return <Form key={user?.uid ?? 'guest'} name={user?.name ?? ''} email={user?.email ?? ''} />;
}

function Form({ name, email }: { name: string; email: string }) {
  const idBase = useId();
  const notify = useNotify();
  const create = useCreateTicket();
  const [values, setValues] = useState(() => emptyContact(name, email));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [ticketId, setTicketId] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form, CONTACT_FIELDS, result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.ticket, {
      onSuccess: ({ id }) => {
        setTicketId(id);
        setValues(emptyContact(name, email));
        notify.success(m.pages_ticket_sent({ number: ticketNumber(id) }));
      },
    });
  };

  if (ticketId) {
    return (
      <div className="contact-sent" role="status">
        <h2 className="contact-sent__title">{m.pages_ticket_thanks()}</h2>
        <p>
          {m.pages_ticket_number()}{' '}
          <strong className="contact-sent__number">{ticketNumber(ticketId)}</strong>.{' '}
          {m.pages_ticket_reply()}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            create.reset();
            setTicketId(null);
          }}
        >
          {m.pages_send_another()}
        </button>
      </div>
    );
  }

  const busy = create.isPending;
  return (
    <form className="contact-form" noValidate onSubmit={submit}>
      <p className="muted">{m.pages_required_hint()}</p>
      {CONTACT_FIELDS.map((field) => {
        const { autoComplete, maxLength, type } = CONTROLS[field];
        const onChange = (value: string) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        };
        return (
          <FormField
            key={field}
            id={`${idBase}-${field}`}
            label={contactLabel(field)}
            required
            error={errors[field]}
          >
            {(control) =>
              field === 'message' ? (
                <textarea
                  {...control}
                  name={field}
                  className="input textarea"
                  rows={6}
                  maxLength={maxLength}
                  value={values[field]}
                  onChange={(event) => {
                    onChange(event.target.value);
                  }}
                />
              ) : (
                <input
                  {...control}
                  name={field}
                  className="input"
                  type={type ?? 'text'}
                  autoComplete={autoComplete ?? 'off'}
                  maxLength={maxLength}
                  value={values[field]}
                  onChange={(event) => {
                    onChange(event.target.value);
                  }}
                />
              )
            }
          </FormField>
        );
      })}
      {create.isError && (
        <p className="form-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? m.pages_sending() : m.pages_send()}
      </button>
    </form>
  );
}
