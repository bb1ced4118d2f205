import { Timestamp } from 'firebase-admin/firestore';
import { ReferralCreateResponseSchema } from '@contract/account';
import { shipping } from './accounts';
import { createTestUser, createVerifiedUser, type TestUser } from './auth';
import { clientHeader } from './client-address';
import { adminDb, baseUrl, uniqueSuffix } from './emulators';

/** Test data and calls for referrals, bonuses and the promocodes tab. */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A call to the API through Hosting; `user` null for a guest. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  user: TestUser | null,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...clientHeader(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(user ? user.bearer : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/**
 * An order of the user's, written as the order transaction writes one, so the orders
 * feature's converter reads it (referrals and bonuses look at owner, total, time and status).
 */
export async function createOrderFor(
  user: Pick<TestUser, 'uid' | 'email' | 'name'> | null,
  over: { total?: number; createdAt?: Timestamp; demo?: boolean; status?: string } = {},
): Promise<string> {
  const id = `ord-loyalty-${uniqueSuffix()}`;
  const total = over.total ?? 50;
  // $10 shipping, or the whole total when it is less (a stored order is never negative).
  const shippingFee = Math.min(10, total);
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      status: over.status ?? 'new',
      createdAt: over.createdAt ?? Timestamp.now(),
      items: [{ id: 'toy', title: 'Toy', price: total - shippingFee, qty: 1 }],
      subtotal: total - shippingFee,
      shipping: shippingFee,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      coupon: null,
      total,
      tracking: null,
      userUid: user?.uid ?? null,
      userEmail: user?.email ?? 'guest@example.com',
      userName: user?.name ?? 'Guest',
      shippingData: shipping({ email: user?.email ?? 'guest@example.com' }),
      ...(over.demo ? { demo: true } : {}),
    });
  return id;
}

/**
 * What the referral rules look at of one write of an order (triggers/referral-rules.ts): it
 * exists after, was created (no status before) or changed status.
 */
export const statusWrite = (before: string | null, after: string) => ({
  after: { status: after },
  created: before === null,
  status: { changed: before !== after },
});

/** The user's referral code, made through the API. */
export async function referralCodeOf(user: TestUser): Promise<string> {
  const res = await call('POST', '/api/referrals/create', user);
  if (res.status !== 200) throw new Error(`create referral code: ${JSON.stringify(res.body)}`);
  return ReferralCreateResponseSchema.parse(res.body).referralCode;
}

export const accountOf = async (uid: string) =>
  (await adminDb().doc(`bonusAccounts/${uid}`).get()).data();

export interface LedgerRow {
  type: string;
  amount: number;
  orderId: string | null;
}

export const ledgerOf = async (uid: string): Promise<LedgerRow[]> =>
  (await adminDb().collection(`bonusAccounts/${uid}/ledger`).get()).docs.map(
    (d) => d.data() as LedgerRow,
  );

/**
 * What the ledger says the account holds, in whole cents: credits minus reversals minus
 * spends. A reversal the balance could not cover is owed (present only when above 0, as
 * stored), so balance - owed = totalEarned - totalSpent.
 */
export function ledgerTotals(rows: LedgerRow[]) {
  const cents = (type: (t: string) => boolean) =>
    rows.filter((r) => type(r.type)).reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const earned =
    cents((t) => t !== 'spend' && t !== 'referral-reversal') -
    cents((t) => t === 'referral-reversal');
  const spent = cents((t) => t === 'spend');
  const net = earned - spent;
  return {
    balance: Math.max(0, net) / 100,
    totalEarned: earned / 100,
    totalSpent: spent / 100,
    ...(net < 0 ? { owed: -net / 100 } : {}),
  };
}

/** The ledger entries of one account with their ids (which say what each is for). */
export const ledgerIdsOf = async (uid: string): Promise<string[]> =>
  (await adminDb().collection(`bonusAccounts/${uid}/ledger`).get()).docs.map((d) => d.id).sort();

/**
 * A fresh account with a verified e-mail (the welcome bonus needs one) that used a fresh
 * referrer's code through the API: $5 in its ledger.
 */
export async function referredUser(label = 'friend'): Promise<{
  user: TestUser;
  referrer: TestUser;
}> {
  const [user, referrer] = await Promise.all([
    createVerifiedUser(label),
    createTestUser('referrer'),
  ]);
  const code = await referralCodeOf(referrer);
  const res = await call('POST', '/api/referrals/use', user, { code });
  if (res.status !== 200) throw new Error(`use referral code: ${JSON.stringify(res.body)}`);
  return { user, referrer };
}
