import { describe, expect, it, vi } from 'vitest';
import { backfillAssignedEmails } from '../../functions/src/features/coupons/backfill-assigned-emails';
import { myCouponsService } from '../../functions/src/features/my-coupons/my-coupons.service';
import { createCoupon } from '../support/checkout-fixtures';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';

// The backfill of `coupons/{CODE}.assignedEmails` (npm run coupons:backfill) in this process
// against the Firestore emulator. Other files write coupons meanwhile, so the assertions look
// at this test's own coupons, not at the run's totals.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const couponDoc = (code: string) => adminDb().doc(`coupons/${code}`);

describe('backfillAssignedEmails', () => {
  it('when coupons were stored before assignedEmails existed, then each gets the lower-cased copy once, the shopper’s list finds them, and a second run writes nothing', async () => {
    const email = `backfill-${uniqueSuffix()}@example.com`;
    const shopper = { uid: `u-${uniqueSuffix()}`, email, emailVerified: true };
    const [mixed, shared, stale] = await Promise.all([
      createCoupon(
        { assignedTo: [email.toUpperCase(), email, 'Other@Example.com'], isGlobal: false },
        { assignedEmails: false },
      ),
      createCoupon({ assignedTo: [] }, { assignedEmails: false }),
      createCoupon({ assignedTo: [email], isGlobal: false }),
    ]);
    // Out of step (an old send before the field existed), as the backfill must repair too.
    await couponDoc(stale).update({ assignedEmails: ['someone-else@example.com'] });
    const before = (await myCouponsService.list(shopper)).map((c) => c.code);
    expect(before).not.toContain(mixed);
    expect(before).not.toContain(stale);

    const first = await backfillAssignedEmails();
    expect(first.updated).toBeGreaterThanOrEqual(3);
    expect((await couponDoc(mixed).get()).get('assignedEmails')).toEqual([
      email,
      'other@example.com',
    ]);
    expect((await couponDoc(shared).get()).get('assignedEmails')).toEqual([]);
    expect((await couponDoc(stale).get()).get('assignedEmails')).toEqual([email]);
    const after = (await myCouponsService.list(shopper)).map((c) => c.code);
    expect(after).toEqual(expect.arrayContaining([mixed, stale]));

    // Idempotent: this test's coupons are only read the second time.
    const versions = await Promise.all(
      [mixed, shared, stale].map(async (code) => (await couponDoc(code).get()).updateTime),
    );
    const second = await backfillAssignedEmails();
    expect(second.scanned).toBeGreaterThanOrEqual(3);
    const again = await Promise.all(
      [mixed, shared, stale].map(async (code) => (await couponDoc(code).get()).updateTime),
    );
    expect(again.map((t) => t?.valueOf())).toEqual(versions.map((t) => t?.valueOf()));
  });
});
