import type { OrderChange } from '../orders';
import { addOrder, emptyDelta, isEmptyDelta, orderFacts, rollupDelta } from './order-facts';
import { rollupsRepository } from './rollups.repository';
import { statsLog } from './stats.log';
import type { StatsStore } from './stats-store';

export type RollupOutcome = 'applied' | 'unchanged' | 'duplicate';

/**
 * The order trigger's work: what the write changed (create, status change, delete, or
 * nothing the stats count), applied once per event even when the event is delivered again.
 */
export async function recordOrderWrite(
  store: StatsStore,
  eventId: string,
  { before, after }: Pick<OrderChange, 'before' | 'after'>,
): Promise<RollupOutcome> {
  const delta = rollupDelta(orderFacts(before), orderFacts(after));
  if (isEmptyDelta(delta)) return 'unchanged';
  return (await rollupsRepository.applyDelta(store, eventId, delta)) ? 'applied' : 'duplicate';
}

/**
 * Recomputes every rollup from a full scan of the orders (`orderPages`, the orders feature's
 * converted orders), with the trigger's own counting rules. For back-filling orders placed before the trigger existed, or repairing the rollups;
 * run it while orders are quiet, since a trigger applied during the scan may be lost or
 * counted twice.
 */
export async function rebuildStatsRollups(store: StatsStore): Promise<{ orders: number }> {
  const rollup = emptyDelta();
  let orders = 0;
  for await (const page of store.orderPages()) {
    for (const order of page) {
      const facts = orderFacts(order);
      if (facts) addOrder(rollup, facts, 1);
    }
    orders += page.length;
  }
  const months = await rollupsRepository.replaceAll(store, rollup);
  statsLog.rebuilt({ orders, months });
  return { orders };
}
