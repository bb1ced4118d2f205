import { Timestamp } from 'firebase-admin/firestore';
import type { Profile } from '../../contract/user';
import { db } from '../../core/firebase';
import { userDocumentPatch, type AccountFacts } from './user-document';

/**
 * Layout: `users/{uid}` {email, name, role, createdAt, profile, referralCode?}. Only the server
 * writes it (rules deny clients); `role` mirrors the admin e-mail list for security rules.
 */
const userRef = (uid: string) => db.collection('users').doc(uid);

export interface StoredUser {
  name: string;
  /** As stored; read through `profileFrom`, which fills defaults. */
  profile: unknown;
}

export const usersRepository = {
  /**
   * Creates the document on first sign-in, or brings e-mail and role in step, in one
   * transaction so two first sign-ins at once write it once. Returns the stored name.
   */
  ensure(uid: string, account: AccountFacts): Promise<{ created: boolean; name: string }> {
    return db.runTransaction(async (tx) => {
      const ref = userRef(uid);
      const stored = (await tx.get(ref)).data();
      const patch = userDocumentPatch(stored, account, Timestamp.now());
      if (Object.keys(patch).length > 0) tx.set(ref, patch, { merge: true });
      const name: unknown = patch.name ?? stored?.name;
      return { created: 'createdAt' in patch, name: typeof name === 'string' ? name : '' };
    });
  },

  async read(uid: string): Promise<StoredUser | null> {
    const data = (await userRef(uid).get()).data();
    if (!data) return null;
    const name: unknown = data.name;
    return { name: typeof name === 'string' ? name : '', profile: data.profile };
  },

  /**
   * The whole profile replaces the stored one (`mergeFields`: no deep merge of old keys);
   * a non-empty profile name becomes the account's display name in the store too.
   */
  async saveProfile(uid: string, profile: Profile): Promise<void> {
    const fields = profile.name.trim() === '' ? ['profile'] : ['profile', 'name'];
    await userRef(uid).set({ profile, name: profile.name.trim() }, { mergeFields: fields });
  },

  async delete(uid: string): Promise<void> {
    await userRef(uid).delete();
  },
};
