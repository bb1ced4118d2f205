import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { call } from './accounts';
import type { TestUser } from './auth';
import { adminDb } from './emulators';

/** Calls and reads for the back-in-stock ("Notify me") tests. */

export const askForAlert = (body: unknown, options: { bearer?: TestUser | null } = {}) =>
  call('POST', '/api/stock-alerts', { body, ...options });

export const confirmAlert = (token: unknown) =>
  call('POST', '/api/stock-alerts/confirm', { body: { token } });

export const alertsOf = async (productId: string) =>
  (await adminDb().collection('stockAlerts').where('productId', '==', productId).get()).docs;

/** The mail documents of one kind written about a product. */
export const mailsAbout = async (productId: string, kind: 'restock' | 'stock-alert-confirmation') =>
  (
    await adminDb()
      .collection('mail')
      .where('productId', '==', productId)
      .where('kind', '==', kind)
      .get()
  ).docs;

/** The token of the one confirmation link mailed to `email` about the product. */
export async function mailedToken(productId: string, email: string): Promise<string> {
  const mails = (await mailsAbout(productId, 'stock-alert-confirmation')).filter(
    (mail) => mail.get('to') === email.trim().toLowerCase(),
  );
  expect(mails).toHaveLength(1);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(String(mails[0]?.get('message.text')))?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

/** The stored record of a confirmation link (only its hash is an id). */
export const linkRecord = (token: string) =>
  adminDb()
    .collection('stockAlertConfirmations')
    .doc(createHash('sha256').update(token).digest('hex'));
