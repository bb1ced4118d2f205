import { TicketCreateRequestSchema, type TicketCreateRequest } from '@contract/support';
import { m } from '@/i18n/messages';

export type ContactField = keyof TicketCreateRequest;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

const LABELS: Record<ContactField, () => string> = {
  name: m.pages_contact_name,
  email: m.pages_contact_email,
  subject: m.pages_contact_subject,
  message: m.pages_contact_message,
};

/** A field's label in the page's language. */
export const contactLabel = (field: ContactField) => LABELS[field]();

export const emptyContact = (name = '', email = ''): ContactValues => ({
  name,
  email,
  subject: '',
  message: '',
});

/** How a ticket is named to people: the first 8 characters of its id. */
export const ticketNumber = (id: string) => id.slice(0, 8);

export type ContactValidation =
  { ok: true; ticket: TicketCreateRequest } | { ok: false; errors: ContactErrors };

/**
 * Name, e-mail, subject and message are required, else nothing is sent; the contract's
 * schema then checks the e-mail and lengths, said here in the page's language (the
 * contract's own English words are the API's).
 */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim())
      errors[field] = m.pages_field_required({ label: contactLabel(field) });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = TicketCreateRequestSchema.safeParse({ ...values, email: values.email.trim() });
  if (parsed.success) return { ok: true, ticket: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] =
      issue.code === 'too_big'
        ? m.pages_field_too_long({ label: contactLabel(field), max: String(issue.maximum) })
        : field === 'email'
          ? m.pages_email_invalid()
          : issue.message;
  }
  return { ok: false, errors };
}
