import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { normaliseEmail } from '../../core/env';
import { deleteMatching } from '../../core/delete-matching';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';
import type { MailDocument } from './mail-document';

/** The collection the Trigger Email extension watches. Server-only: no client reads or writes it. */
export const MAIL_COLLECTION = 'mail';

const mailRef = (id: string) => db.collection(MAIL_COLLECTION).doc(id);

export const mailRepository = {
  /**
   * Writes the mail under an id derived from the event it tells of. False when that id is
   * already there: the event was handled before (a redelivery or a retry), nothing is written.
   */
  async create(id: string, mail: MailDocument): Promise<boolean> {
    try {
      await mailRef(id).create(mail);
      return true;
    } catch (err) {
      if (isFirestoreError(err, 'ALREADY_EXISTS')) return false;
      throw err;
    }
  },

  async exists(id: string): Promise<boolean> {
    return (await mailRef(id).get()).exists;
  },

  /**
   * Adds the mail's creation to a batch or transaction: the commit fails with ALREADY_EXISTS
   * if it is there.
   */
  createIn(batch: WriteBatch | Transaction, id: string, mail: MailDocument): void {
    batch.create(mailRef(id), mail);
  },

  /**
   * An account's mail goes with it: every one written for its uid, and, when its address is
   * verified (only then is the address surely the account's), every one sent to that address.
   */
  async deleteMailOf(uid: string, verifiedEmail: string | null): Promise<number> {
    const mail = db.collection(MAIL_COLLECTION);
    const counts = await Promise.all([
      deleteMatching(mail.where('uid', '==', uid)),
      verifiedEmail
        ? deleteMatching(mail.where('to', '==', normaliseEmail(verifiedEmail)))
        : Promise.resolve(0),
    ]);
    return counts[0] + counts[1];
  },
};
