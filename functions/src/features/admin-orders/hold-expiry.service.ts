import { orderHoldConfig } from '../../core/env';
import { adminOrdersService } from './admin-orders.service';
import { holdCutoff } from './hold-expiry';
import { holdExpiryLog } from './hold-expiry.log';
import { holdExpiryRepository, type HeldOrder } from './hold-expiry.repository';

/** Orders read per page, and cancelled side by side within a page. */
const PAGE_SIZE = 100;
const PARALLEL = 10;
/** A run stops after this many; the next run (15 minutes on) carries on. */
const MAX_PER_RUN = 2_000;

export interface HoldExpiryOptions {
  now?: Date;
  /** Defaults to `ORDER_HOLD_HOURS` (core/env.ts); 0 turns the expiry off. */
  holdMs?: number;
}

export interface HoldExpiryResult {
  /** Orders this run cancelled. */
  expired: string[];
  /** Demo orders, and orders an admin (or another run) changed first. */
  skipped: number;
  failed: number;
}

/**
 * Cancels every order still `new` whose hold has run out, through the admin cancel path
 * (`adminOrdersService.expireHold`): stock comes back exactly once, everything else a cancel
 * moves follows, and the log says 'system'. Each order's change is guarded by its update
 * time and re-checks `new`, so two runs at once, or a run racing an admin, change it once.
 * One failing order is logged and left for the next run; it never stops the others.
 */
export async function expireUnpaidHolds(
  options: HoldExpiryOptions = {},
): Promise<HoldExpiryResult> {
  const holdMs = options.holdMs ?? orderHoldConfig().holdMs;
  const result: HoldExpiryResult = { expired: [], skipped: 0, failed: 0 };
  if (holdMs <= 0) return result;
  const cutoff = holdCutoff(options.now ?? new Date(), holdMs);
  let seen = 0;
  for await (const page of holdExpiryRepository.heldSince(cutoff, PAGE_SIZE)) {
    for (let start = 0; start < page.length; start += PARALLEL) {
      await Promise.all(
        page.slice(start, start + PARALLEL).map((order) => expireOne(order, result)),
      );
    }
    seen += page.length;
    if (seen >= MAX_PER_RUN) break;
  }
  const { expired, skipped, failed } = result;
  holdExpiryLog.run({ cutoff: cutoff.toISOString(), expired: expired.length, skipped, failed });
  return result;
}

async function expireOne(order: HeldOrder, result: HoldExpiryResult): Promise<void> {
  if (order.demo) {
    result.skipped += 1;
    return;
  }
  try {
    if (await adminOrdersService.expireHold(order.id)) {
      result.expired.push(order.id);
      holdExpiryLog.orderExpired({ orderId: order.id });
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
