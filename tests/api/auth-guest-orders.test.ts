import { describe, expect, it } from 'vitest';
import { OrdersListResponseSchema } from '@contract/account';
import { call, createOrder, createOrderOf, startSession } from '../support/accounts';
import { adminAuth, createTestUser } from '../support/auth';
import { adminDb } from '../support/emulators';

const ownerOf = async (orderId: string): Promise<unknown> =>
  (await adminDb().doc(`orders/${orderId}`).get()).get('userUid');

describe('guest orders join the account of their e-mail', () => {
  it('when a verified account signs in, then its guest orders (any usual case) become its own', async () => {
    const user = await createTestUser('guestbuyer');
    const [local, domain] = user.email.split('@') as [string, string];
    const shouted = `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`;
    const other = await createTestUser('otherbuyer');
    const [exact, capitalised, elsewhere, someoneElses] = await Promise.all([
      createOrder({ userEmail: user.email }),
      createOrder({ userEmail: shouted }),
      createOrder({ userEmail: `not-${user.email}` }),
      createOrder({ userUid: other.uid, userEmail: user.email }),
    ]);
    await adminAuth().updateUser(user.uid, { emailVerified: true });

    await startSession(user);

    expect(await ownerOf(exact)).toBe(user.uid);
    expect(await ownerOf(capitalised)).toBe(user.uid);
    expect(await ownerOf(elsewhere)).toBeNull();
    expect(await ownerOf(someoneElses)).toBe(other.uid);
    const list = await call('GET', '/api/orders', { bearer: user });
    const ids = OrdersListResponseSchema.parse(list.body).items.map((order) => order.id);
    expect(ids.sort()).toEqual([exact, capitalised].sort());
  });

  it('when the e-mail is not verified, then guest orders are not attached (an address proves nothing yet)', async () => {
    const user = await createTestUser('unverified');
    const guestOrder = await createOrder({ userEmail: user.email });
    const own = await createOrderOf(user);
    await startSession(user);
    expect(await ownerOf(guestOrder)).toBeNull();
    expect(await ownerOf(own)).toBe(user.uid);
  });
});
