import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { usersRepository } from '../../functions/src/features/auth';
import { storedOrdersRepository } from '../../functions/src/features/orders';
import { storedOrder } from '../support/admin-orders-fixtures';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';

// The backfill of the admin search tokens (npm run search:backfill) in this process against
// the Firestore emulator. Other files write meanwhile, so the assertions look at this test's
// own documents, not at the run's totals.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

describe('search tokens backfill', () => {
  it('when accounts and orders were stored before the search, then each gets its tokens once, the search finds them, and a second run writes nothing', async () => {
    const suffix = uniqueSuffix();
    const uid = `bf-${suffix}`;
    const user = adminDb().doc(`users/${uid}`);
    await user.set({
      email: `Old.${suffix}@Example.com`,
      name: `Vera K${suffix}`,
      role: 'user',
      createdAt: Timestamp.now(),
    });
    const orderId = await storedOrder({ userEmail: `old.${suffix}@example.com` });
    const order = adminDb().doc(`orders/${orderId}`);
    const page = { limit: 10, cursor: null };
    expect((await usersRepository.search(`k${suffix}`, page)).items).toEqual([]);

    await usersRepository.backfillSearchTokens();
    await storedOrdersRepository.backfillSearchTokens();
    const tokens = (await user.get()).get('searchTokens') as string[];
    expect(tokens).toEqual(
      expect.arrayContaining([
        'o',
        `old.${suffix}@example.com`,
        'example.com',
        'vera',
        `k${suffix}`,
      ]),
    );
    expect((await order.get()).get('searchTokens')).toEqual([`old.${suffix}@example.com`]);
    const found = await usersRepository.search(`k${suffix}`, page);
    expect(found.items.map((item) => item.id)).toEqual([uid]);
    const byEmail = await storedOrdersRepository.search(
      { email: `old.${suffix}@example.com` },
      page,
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([orderId]);

    // Idempotent: this test's documents are only read the second time.
    const versions = [
      (await user.get()).updateTime?.valueOf(),
      (await order.get()).updateTime?.valueOf(),
    ];
    await usersRepository.backfillSearchTokens();
    await storedOrdersRepository.backfillSearchTokens();
    expect([
      (await user.get()).updateTime?.valueOf(),
      (await order.get()).updateTime?.valueOf(),
    ]).toEqual(versions);
  });
});
