import './contact-confirmation.css';

/**
 * Whether the order's contact e-mail is proven (issue 21): "Confirmed" (a verified account's
 * order, or confirmed by its e-mail link or an admin) or "Unconfirmed" (held only briefly).
 */
export const contactConfirmationLabel = (confirmed: boolean) =>
  confirmed ? 'Confirmed' : 'Unconfirmed';

export function ContactConfirmation({ confirmed }: { confirmed: boolean }) {
  return (
    <span className={confirmed ? 'admin-contact' : 'admin-contact admin-contact--unconfirmed'}>
      {contactConfirmationLabel(confirmed)}
    </span>
  );
}
