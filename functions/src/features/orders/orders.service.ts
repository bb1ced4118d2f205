import type { Transaction } from 'firebase-admin/firestore';
import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { ConflictRetriesExhausted, retryOnConflict } from '../../core/conflict-retry';
import { assertWindowRoom, countInWindow, type TransactionalWindow } from '../../core/rate-limit';
import { isDrop } from '../../contract/drop';
import { checkChallenge, spentRecordOf } from '../challenge';
import { raffleOrderGate, type ClaimRaffleUnits, type RaffleGate } from '../drops';
import { bonusErrors } from '../loyalty';
import { assertReleased, invalidateProductCache, stockBuckets } from '../products';
import { idempotencyDocId, orderRequestHash, type CreateOrderInput } from './idempotency';
import { idempotencyClaims, type KeyClaim, type KeyRecord } from './idempotency-claim';
import { ORDER_LIMIT_MESSAGE } from './order-limits';
import { planOrder, writeOrder, type OrderDraft, type PlaceOrderResult } from './order-plan';
import { ordersLog } from './orders.log';
import { ordersRepository, type OrderInputs } from './orders.repository';
import { readBeforeClaim, refuseIfSoldOut } from './sold-out';
import { pendingConfirmationFor } from './unconfirmed-order';

/**
 * Attempts of the order transaction before answering 503. A lost race costs one short,
 * jittered wait (conflict-retry.ts); measured on the emulator, 30 simultaneous buyers of
 * one product need at most 5 attempts.
 */
export const ORDER_TRANSACTION_MAX_ATTEMPTS = 25;

export type { PlaceOrderResult } from './order-plan';

export interface PlaceOrderRequest {
  body: CreateOrderInput;
  idempotencyKey: string;
  buyer: SessionUser | null;
  /** The `X-Altcha` header: a solved proof-of-work, required when the cart holds a drop. */
  altcha?: string | undefined;
  /**
   * The client's window of placed orders (order-limits.ts `orderWindow`): the route's; an
   * in-process caller may count none.
   */
  orderWindow?: TransactionalWindow | null;
}

/** `onAttempt` reports each run of the order transaction (the X-Transaction-Attempts header). */
export interface OrderHooks {
  onAttempt?: (attempt: number) => void;
}

/** What `screenOrder` found for `placeOrder`: the raffle's gate, when the cart holds one. */
export interface ScreenedOrder {
  raffle: RaffleGate | null;
  /** Each product's stock buckets as the screen saw them: read with the order's inputs. */
  bucketCounts: ReadonlyMap<string, number>;
}

/** The request plus what is derived from it once, before the first attempt. */
interface OrderContext extends PlaceOrderRequest, OrderDraft {
  claim: KeyClaim;
  bucketCounts: ReadonlyMap<string, number>;
}

/**
 * Rounds of claim-then-read for one request: a round is lost only when the record changed
 * between the two (a holder gave its claim back, or another request took an expired one over).
 */
const CLAIM_ROUNDS = 3;

/** Seconds a request that found its key in progress is asked to wait before sending it again. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

const keyReused = () =>
  new AppError(
    'idempotency_conflict',
    'This Idempotency-Key was already used for a different order',
    422,
  );
const busy = () =>
  new AppError('busy', 'Too many orders at once right now. Please try again.', 503);
/** Conventional answer for a request whose key another request is still placing. */
const inProgress = () =>
  new AppError('in_progress', 'This order is still being placed. Please wait a moment.', 409, {
    retryAfterSeconds: IN_PROGRESS_RETRY_AFTER_SECONDS,
  });

type PlacedKey = Extract<KeyRecord, { state: 'placed' }>;

/** A retry of an order already placed: the same answer, nothing written. */
async function replay(
  tx: Transaction | null,
  record: PlacedKey,
  requestHash: string,
): Promise<PlaceOrderResult> {
  if (record.requestHash !== requestHash) throw keyReused();
  const order = tx
    ? await ordersRepository.readOrder(tx, record.orderId)
    : await ordersRepository.readPlacedOrder(record.orderId);
  return { order, replayed: true };
}

type ClaimOutcome = { claimed: KeyClaim } | { replayed: PlaceOrderResult };

/**
 * Makes this request the one that places the key's order, or settles it at once: a placed
 * key replays (or is refused for another body), a live claim of the same body is 'in
 * progress' (409, Retry-After), an expired claim (its holder crashed) is taken over.
 * Nothing here waits on a lock: the record is created, or read without a transaction.
 */
async function claimKey(idempotencyId: string, requestHash: string): Promise<ClaimOutcome> {
  for (let round = 1; round <= CLAIM_ROUNDS; round++) {
    const claimed = await idempotencyClaims.claim(idempotencyId, requestHash);
    if (claimed) return { claimed };
    const record = await idempotencyClaims.read(idempotencyId);
    if (record.state === 'absent') continue;
    if (record.state === 'placed') return { replayed: await replay(null, record, requestHash) };
    if (record.expiresAt.toMillis() > Date.now()) {
      throw record.requestHash === requestHash ? inProgress() : keyReused();
    }
    const taken = await idempotencyClaims.takeOver(idempotencyId, requestHash, record.version);
    if (taken) return { claimed: taken };
  }
  throw inProgress();
}

function logPlaced(result: PlaceOrderResult, buyer: SessionUser | null, attempts: number): void {
  ordersLog.placed({
    orderId: result.order.id,
    signedIn: buyer !== null,
    lines: result.order.items.length,
    total: result.order.total,
    replayed: result.replayed,
    attempts,
  });
}

/** One attempt's outcome: the order placed or replayed, or a refusal that gave its claim back. */
type Attempt = { done: PlaceOrderResult } | { refused: AppError };

/**
 * Everything the order must pass inside its transaction, with no write: the client's limit of
 * placed orders, a running raffle's gate, a drop's proof-of-work and the order's own checks.
 * Answers the writes to make once all of it passed.
 */
async function checkInTransaction(
  tx: Transaction,
  context: OrderContext,
  inputs: OrderInputs,
  raffle: RaffleGate | null,
): Promise<(tx: Transaction) => PlaceOrderResult> {
  const { body, orderWindow } = context;
  if (orderWindow) assertWindowRoom(orderWindow, inputs.orderWindow, ORDER_LIMIT_MESSAGE);
  // A running raffle's product (features/drops): only a drawn entry in its window; read here.
  const claimRaffle: ClaimRaffleUnits | null = raffle && (await raffle.inTransaction(tx));
  // A drop (issue 23) costs a solved challenge, spent in this commit; a replay spends none.
  // A product sold by raffle is a drop (its `raffle` flag, in isDrop), and so is a running
  // raffle's (claimRaffle: also a raffle set before products carried the flag).
  const nowMs = Date.now();
  const isDropOrder =
    claimRaffle !== null ||
    body.items.some(({ id }) => isDrop(inputs.products.get(id) ?? {}, nowMs));
  const use = { kind: 'order', id: context.orderId } as const;
  const spend = isDropOrder
    ? await checkChallenge(tx, context.altcha, use, nowMs, inputs.spentChallenge ?? undefined)
    : null;
  const plan = planOrder(context, inputs);
  return (writer) => {
    spend?.(writer);
    const placed = writeOrder(writer, context, inputs, plan);
    if (orderWindow) countInWindow(writer, orderWindow, inputs.orderWindow);
    claimRaffle?.(placed.order.id);
    return placed;
  };
}

/**
 * One run of the order transaction: read everything, then replay the key's order, or check
 * and place it. A refusal found here (out of stock, a limit, a spent challenge...) commits
 * only the claim's release: no rollback and no call of its own to give the claim back, so a
 * drop's burst of losers costs what its winners do (issue 23).
 */
async function orderTransaction(
  tx: Transaction,
  context: OrderContext,
  raffle: RaffleGate | null = null,
): Promise<Attempt> {
  const { body, buyer } = context;
  const inputs = await ordersRepository.readInputs(tx, {
    idempotencyId: context.idempotencyId,
    productIds: body.items.map((line) => line.id),
    couponCode: body.coupon ?? null,
    uid: buyer?.uid ?? null,
    bonuses: (body.bonusAmount ?? 0) > 0,
    holdKeys: context.confirmation?.keys ?? [],
    bucketCounts: context.bucketCounts,
    spentChallenge: spentRecordOf(context.altcha),
    orderWindow: context.orderWindow?.ref ?? null,
  });
  const key = inputs.idempotency;
  if (key.state === 'placed') return { done: await replay(tx, key, context.requestHash) };
  // Only the claim's holder gets here; one that lost it (after its expiry) places nothing.
  if (key.state !== 'pending' || !key.version.isEqual(context.claim.version)) throw inProgress();
  let write: (tx: Transaction) => PlaceOrderResult;
  try {
    write = await checkInTransaction(tx, context, inputs, raffle);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    idempotencyClaims.releaseInTransaction(tx, context.claim);
    return { refused: err };
  }
  return { done: write(tx) };
}

export const ordersService = {
  /**
   * The order's lock-free checks, run before any limit is counted or key claimed, from one
   * read of the key and the products (and a raffle product's raffle): bonuses need an
   * account; a product before its release time is 409; a running raffle's product is 409
   * for all but a drawn entry; a sold-out product is the transaction's own 409 (issue 23).
   * It writes nothing, so the bulk of a drop's burst, arriving after the last unit, costs
   * one round trip and no count. What passes goes on to `placeScreened`.
   */
  async screenOrder(request: PlaceOrderRequest): Promise<ScreenedOrder> {
    const { body, buyer } = request;
    if ((body.bonusAmount ?? 0) > 0 && !buyer) throw bonusErrors.signInRequired();
    const window = request.orderWindow ?? null;
    const seen = await readBeforeClaim(body.items, request.idempotencyKey, window?.ref ?? null);
    assertReleased(body.items, seen.products, Date.now());
    // Only a product sold by raffle has a raffle to read (its flag is set in the raffle's own
    // transaction), so a first-come drop's buyers skip that read.
    const byRaffle = body.items.some(({ id }) => seen.products.get(id)?.raffle === true);
    const raffle = byRaffle ? await raffleOrderGate(body.items, buyer) : null;
    refuseIfSoldOut(body.items, seen);
    // A client already at its limit of placed orders (the transaction counts it exactly),
    // unless its key is placed: a retry still gets its order back.
    if (window && !seen.keyPlaced) assertWindowRoom(window, seen.orderWindow, ORDER_LIMIT_MESSAGE);
    // A first-come drop's first buyers spread its stock over buckets (issue 23), once.
    const bucketCounts = await stockBuckets.spreadDrops(seen.snaps, Date.now());
    return { raffle, bucketCounts };
  },

  /**
   * Places a screened order exactly once. First the request claims its key (claimKey): requests
   * that find it placed replay it, those that find it in progress stop with a 409. The
   * holder runs the order transaction: it reads the key's record, the products, the coupon
   * and the bonus account; then stock, coupon and bonuses are checked and the order, stock,
   * coupon use, bonus spend, key record and log entry are committed together, or nothing is.
   * An order of a guest or an unverified account is unconfirmed (issue 21): it is refused
   * (429) past the caps on such orders, and commits with its counters, its confirmation
   * link's record and the e-mail that carries the link (unconfirmed-order.ts).
   * An attempt that lost a race to another order runs again from its reads; `onAttempt`
   * reports each run (the X-Transaction-Attempts header). A failed order gives its claim
   * back, so it writes nothing and a corrected retry with the same key can succeed.
   */
  async placeScreened(
    request: PlaceOrderRequest,
    { raffle, bucketCounts }: ScreenedOrder,
    hooks: OrderHooks = {},
  ): Promise<PlaceOrderResult> {
    const { body, buyer } = request;
    const idempotencyId = idempotencyDocId(request.idempotencyKey);
    const requestHash = orderRequestHash(body, buyer?.uid ?? null);
    const claim = await claimKey(idempotencyId, requestHash);
    if ('replayed' in claim) {
      logPlaced(claim.replayed, buyer, 0);
      return claim.replayed;
    }
    const { claimed } = claim;
    const context: OrderContext = {
      ...request,
      // Chosen once, so every attempt would write the same order id.
      orderId: ordersRepository.newOrderId(),
      idempotencyId,
      requestHash,
      claim: claimed,
      confirmation: pendingConfirmationFor(buyer, body.shippingData.email),
      bucketCounts,
    };
    let attempts = 0;
    let outcome: Attempt;
    try {
      outcome = await retryOnConflict(
        (attempt) => {
          attempts = attempt;
          hooks.onAttempt?.(attempt);
          // The SDK's own retries are off: they back off 1 s and more per lost race.
          return db.runTransaction((tx) => orderTransaction(tx, context, raffle), {
            maxAttempts: 1,
          });
        },
        { maxAttempts: ORDER_TRANSACTION_MAX_ATTEMPTS },
      );
    } catch (err) {
      // An AppError is a refusal (nothing written); anything else may have committed.
      if (!(err instanceof AppError)) invalidateProductCache();
      await idempotencyClaims.release(claimed).catch((releaseError: unknown) => {
        // The claim expires by itself; the order's own error is what the caller must hear.
        ordersLog.claimNotReleased(releaseError);
      });
      if (!(err instanceof ConflictRetriesExhausted)) throw err;
      ordersLog.contention({ attempts });
      throw busy();
    }
    // Refused inside the transaction: its commit gave the claim back and wrote nothing else.
    if ('refused' in outcome) throw outcome.refused;
    // The order took stock: this instance's product list is re-read on its next request.
    if (!outcome.done.replayed) invalidateProductCache();
    logPlaced(outcome.done, buyer, attempts);
    return outcome.done;
  },

  /** Screens and places (in-process callers; the route counts limits between the two). */
  async placeOrder(request: PlaceOrderRequest, hooks: OrderHooks = {}): Promise<PlaceOrderResult> {
    return this.placeScreened(request, await this.screenOrder(request), hooks);
  },
};
