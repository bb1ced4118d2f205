import { TicketCreateRequestSchema, type TicketCreateRequest } from '@contract/support';
import { fieldErrorsOf } from '@/lib/form-errors';

export type ContactField = keyof TicketCreateRequest;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'E-mail',
  subject: 'Subject',
  message: 'Message',
};

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
 * Name, e-mail, subject and message are required, else nothing is sent;
 * the contract's schema then checks the e-mail and lengths with its own messages.
 */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = `${CONTACT_LABELS[field]} is required`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = TicketCreateRequestSchema.safeParse({ ...values, email: values.email.trim() });
  if (parsed.success) return { ok: true, ticket: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error, CONTACT_FIELDS) };
}
