import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { normaliseEmail } from '../../core/env';

/** What the store e-mails about. */
export type MailKind =
  | 'order-placed'
  | 'order-confirmation'
  | 'order-tracking'
  | 'order-status'
  | 'restock'
  | 'stock-alert-confirmation'
  | 'raffle-win'
  | 'raffle-not-served';

/**
 * The language a mail is written in, stored on every mail document (issue 21): the language
 * of what the shopper started (issue 25); English when none is named.
 */
export type MailLanguage = Locale;
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = DEFAULT_LOCALE;

/** One e-mail's content: a subject, a plain-text part and an HTML part. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** How long a mail document is kept; a Firestore TTL policy on `expiresAt` deletes it after. */
export const MAIL_TTL_MS = 30 * 86_400_000;

/**
 * `mail/{id}` as written: `to` and `message` are what the `firestore-send-email` extension
 * delivers (it adds `delivery` itself); the rest is ours and the extension ignores it. Only
 * what delivery needs is kept: the normalised address, never a phone, street or passport.
 */
export type MailDocument = {
  to: string;
  message: MailMessage;
  kind: MailKind;
  /** What the message is written in. */
  language: MailLanguage;
  /** The account the mail concerns (found and deleted with it), or null for a guest. */
  uid: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
} & ({ orderId: string } | { productId: string });

export function mailDocument(
  fields: {
    to: string;
    message: MailMessage;
    kind: MailKind;
    uid: string | null;
    language?: MailLanguage;
  } & ({ orderId: string } | { productId: string }),
  now: Timestamp = Timestamp.now(),
): MailDocument {
  return {
    ...fields,
    language: fields.language ?? DEFAULT_MAIL_LANGUAGE,
    to: normaliseEmail(fields.to),
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + MAIL_TTL_MS),
  };
}
