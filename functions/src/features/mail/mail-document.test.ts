import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { mailDocument, MAIL_TTL_MS } from './mail-document';

describe('mailDocument', () => {
  it('when any mail is built, then it stores its language (en), the normalised address and its expiry', () => {
    const now = Timestamp.fromMillis(1_700_000_000_000);
    const mail = mailDocument(
      {
        to: ' Ann@Example.COM ',
        message: { subject: 's', text: 't', html: 'h' },
        kind: 'restock',
        uid: null,
        productId: 'p1',
      },
      now,
    );
    expect(mail).toMatchObject({ language: 'en', to: 'ann@example.com', kind: 'restock' });
    expect(mail.expiresAt.toMillis()).toBe(now.toMillis() + MAIL_TTL_MS);
  });
});
