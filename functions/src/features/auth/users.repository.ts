import {
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PageRequest } from '../../contract/paging';
import { UserSchema, type Profile, type User } from '../../contract/user';
import { db } from '../../core/firebase';
import { readPage } from '../../core/paging';
import { accountSearchTokens, sameTokens, SEARCH_TOKENS_FIELD } from '../../core/search-tokens';
import { textField, updateEach } from '../../core/update-each';
import { authLog } from './auth.log';
import { userDocumentPatch, type AccountFacts } from './user-document';

/**
 * Layout: `users/{uid}` {email, name, role, createdAt, profile, referralCode?, searchTokens}. Only the server
 * writes it (rules deny clients); `role` mirrors the admin e-mail list for security rules.
 * This repository is the only one that names the collection: the admin's Users tab, the
 * public stats' community count and loyalty's referral code come through auth's index.ts.
 */
const users = () => db.collection('users');
const userRef = (uid: string) => users().doc(uid);

/** Every user document, for the public stats' community figure (a count query). */
export const allUsers = (): Query => users();

/** The user document as read before loyalty gives it a referral code. */
export interface UserCodeRead {
  code: string | null;
  /** Null when the user document does not exist yet (it is then created). */
  version: Timestamp | null;
}

const stringField = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const isoOf = (value: unknown): unknown =>
  value instanceof Timestamp ? value.toDate().toISOString() : value;

/** Only the list's fields: the profile (passport data included) is never read into it. */
function toUser(snap: DocumentSnapshot): User | null {
  const field = (name: string): unknown => snap.get(name);
  const parsed = UserSchema.safeParse({
    id: snap.id,
    email: field('email'),
    name: field('name'),
    role: field('role'),
    createdAt: isoOf(field('createdAt')),
  });
  if (parsed.success) return parsed.data;
  authLog.invalidUserDocument({ uid: snap.id, issue: parsed.error.issues[0]?.path });
  return null;
}

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
      const name: unknown = patch.name ?? stored?.name;
      const tokens = accountSearchTokens(account.email, typeof name === 'string' ? name : '');
      if (!sameTokens(stored?.[SEARCH_TOKENS_FIELD], tokens)) patch[SEARCH_TOKENS_FIELD] = tokens;
      if (Object.keys(patch).length > 0) tx.set(ref, patch, { merge: true });
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
    const name = profile.name.trim();
    const fields = name === '' ? ['profile'] : ['profile', 'name', SEARCH_TOKENS_FIELD];
    // `profile.email` is the session's (profile.service.ts): the tokens follow the new name.
    const searchTokens = accountSearchTokens(profile.email, name);
    await userRef(uid).set(
      { profile, name, [SEARCH_TOKENS_FIELD]: searchTokens },
      { mergeFields: fields },
    );
  },

  async delete(uid: string): Promise<void> {
    await userRef(uid).delete();
  },

  /**
   * Accounts newest first (createdAt, then uid), one page; see core/paging.ts. A document
   * without `createdAt` is not an account yet, and ordering by it leaves such documents out.
   */
  async page(page: PageRequest): Promise<{ items: User[]; nextCursor: string | null }> {
    const query = users().select('email', 'name', 'role', 'createdAt');
    const { docs, nextCursor } = await readPage(query, page);
    return { items: docs.flatMap((doc) => toUser(doc) ?? []), nextCursor };
  },

  /**
   * Accounts whose search tokens hold `key` (core/search-tokens.ts: an e-mail prefix, the
   * domain, a word of the name), newest first, one page. Index: users (searchTokens
   * CONTAINS, createdAt DESC).
   */
  async search(
    key: string,
    page: PageRequest,
  ): Promise<{ items: User[]; nextCursor: string | null }> {
    const query = users()
      .where(SEARCH_TOKENS_FIELD, 'array-contains', key)
      .select('email', 'name', 'role', 'createdAt');
    const { docs, nextCursor } = await readPage(query, page);
    return { items: docs.flatMap((doc) => toUser(doc) ?? []), nextCursor };
  },

  /**
   * Gives every account its search tokens (the backfill after issue 25), a page at a time in
   * id order; only documents whose tokens differ are written, so a second run writes nothing.
   * Returns how many were written.
   */
  backfillSearchTokens(): Promise<number> {
    const query = users().select('email', 'name', SEARCH_TOKENS_FIELD);
    return updateEach(query, (doc) => {
      const email = textField(doc, 'email');
      if (email === '') return null; // not an account yet: sign-in writes its tokens
      const tokens = accountSearchTokens(email, textField(doc, 'name'));
      return sameTokens(doc.get(SEARCH_TOKENS_FIELD), tokens)
        ? null
        : { [SEARCH_TOKENS_FIELD]: tokens };
    });
  },

  /** The account's referral code (`referralCode`), and the update time its write is guarded by. */
  async referralCodeOf(uid: string): Promise<UserCodeRead> {
    const snap = await userRef(uid).get();
    return {
      code: stringField(snap.get('referralCode')),
      version: snap.exists ? (snap.updateTime ?? null) : null,
    };
  },

  /**
   * Gives the account its referral code in loyalty's commit, which fails if the user document
   * changed since `read` (so two first calls at once still end with one code).
   */
  setReferralCode(
    writes: Pick<Transaction, 'create' | 'update'>,
    uid: string,
    code: string,
    read: UserCodeRead,
  ): void {
    if (read.version) {
      writes.update(userRef(uid), { referralCode: code }, { lastUpdateTime: read.version });
    } else {
      writes.create(userRef(uid), { referralCode: code });
    }
  },
};
