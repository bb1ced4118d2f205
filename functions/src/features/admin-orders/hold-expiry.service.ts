import { orderHoldConfig, unconfirmedOrdersConfig } from '../../core/env';
import { storedOrdersRepository, type HeldKind, type HeldOrder } from '../orders';
import { adminOrdersService } from './admin-orders.service';
import { holdCutoff } from './hold-expiry';
import { holdExpiryLog } from './hold-expiry.log';

/** Orders read per page, and cancelled side by side within a page. */
const PAGE_SIZE = 100;
const PARALLEL = 10;
/** A pass stops after this many; the next run (15 minutes on) carries on. */
const MAX_PER_RUN = 2_000;

export interface HoldExpiryOptions {
  now?: Date;
  /** Defaults to `ORDER_HOLD_HOURS` (core/env.ts); 0 turns that expiry off. */
  holdMs?: number;
  /** Defaults to `UNCONFIRMED_HOLD_MINUTES` (core/env.ts): unconfirmed orders' short hold. */
  unconfirmedHoldMs?: number;
}

export interface HoldExpiryResult {
  /** Orders this run cancelled because their unpaid hold (`ORDER_HOLD_HOURS`) ran out. */
  expired: string[];
  /** Unconfirmed orders this run cancelled because their short hold ran out (issue 21). */
  expiredUnconfirmed: string[];
  /** Demo orders, and orders an admin (or another run, or a confirmation) changed first. */
  skipped: number;
  failed: number;
}

/**
 * Cancels every order still `new` whose hold has run out, through the admin cancel path
 * (`adminOrdersService.expireHold`): stock comes back exactly once, everything else a cancel
 * moves follows, and the log says 'system'. Each order's change is guarded by its update
 * time and re-checks `new`, so two runs at once, or a run racing an admin, change it once.
 * One failing order is logged and left for the next run; it never stops the others.
 *
 * First pass (issue 21): unconfirmed orders past their short hold (`expireUnconfirmed`, which
 * also re-checks that the order is still unconfirmed, so a confirmation that lands first
 * wins). Second pass: every order past the usual hold, confirmed or not.
 */
export async function expireUnpaidHolds(
  options: HoldExpiryOptions = {},
): Promise<HoldExpiryResult> {
  const holdMs = options.holdMs ?? orderHoldConfig().holdMs;
  const unconfirmedHoldMs = options.unconfirmedHoldMs ?? unconfirmedOrdersConfig().holdMs;
  const now = options.now ?? new Date();
  const result: HoldExpiryResult = { expired: [], expiredUnconfirmed: [], skipped: 0, failed: 0 };

  const unconfirmedCutoff = holdCutoff(now, unconfirmedHoldMs);
  await expirePass(unconfirmedCutoff, 'unconfirmed', result);
  const cutoff = holdMs > 0 ? holdCutoff(now, holdMs) : null;
  if (cutoff) await expirePass(cutoff, 'all', result);

  holdExpiryLog.run({
    cutoff: cutoff?.toISOString() ?? null,
    unconfirmedCutoff: unconfirmedCutoff.toISOString(),
    expired: result.expired.length,
    expiredUnconfirmed: result.expiredUnconfirmed.length,
    skipped: result.skipped,
    failed: result.failed,
  });
  return result;
}

async function expirePass(cutoff: Date, kind: HeldKind, result: HoldExpiryResult) {
  let seen = 0;
  for await (const page of storedOrdersRepository.heldSince(cutoff, PAGE_SIZE, kind)) {
    for (let start = 0; start < page.length; start += PARALLEL) {
      await Promise.all(
        page.slice(start, start + PARALLEL).map((order) => expireOne(order, kind, result)),
      );
    }
    seen += page.length;
    if (seen >= MAX_PER_RUN) break;
  }
}

async function expireOne(order: HeldOrder, kind: HeldKind, result: HoldExpiryResult) {
  if (order.demo) {
    result.skipped += 1;
    return;
  }
  try {
    const unconfirmed = kind === 'unconfirmed';
    const done = unconfirmed
      ? await adminOrdersService.expireUnconfirmed(order.id)
      : await adminOrdersService.expireHold(order.id);
    if (done) {
      (unconfirmed ? result.expiredUnconfirmed : result.expired).push(order.id);
      holdExpiryLog.orderExpired({
        orderId: order.id,
        hold: unconfirmed ? 'unconfirmed' : 'unpaid',
      });
    } else {
      result.skipped += 1;
    }
  } catch (err) {
    result.failed += 1;
    holdExpiryLog.orderFailed({
      orderId: order.id,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

/** The scheduled job (functions/src/index.ts). */
export async function expireUnpaidHoldsJob(): Promise<void> {
  await expireUnpaidHolds();
}
