import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { CreateOrderRequestSchema } from '../../contract/checkout';

export type CreateOrderInput = z.output<typeof CreateOrderRequestSchema>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted at every level, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const source = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(source)
        .sort()
        .map((k) => [k, source[k]]),
    );
  });
}

/**
 * Document id of a key's record. Hashed so a client-chosen string never becomes a raw
 * document id (length, hot-spotting of sequential keys, the key itself stays private).
 */
export const idempotencyDocId = (key: string): string => sha256(key);

/**
 * Fingerprint of what an order request asks for, from the parsed (trimmed, upper-cased,
 * defaulted) body and the caller's uid. Only what decides the order counts: each line's id
 * and quantity (in any order), the coupon, the bonuses and the shipping data. The title,
 * price and image a cart line may carry are ignored by the server, so a retry that
 * refreshed them is still the same order.
 */
export function orderRequestHash(body: CreateOrderInput, uid: string | null): string {
  const items = body.items
    .map(({ id, qty }) => ({ id, qty }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sha256(
    canonicalJson({
      uid,
      items,
      coupon: body.coupon ?? null,
      bonusAmount: body.bonusAmount ?? 0,
      shippingData: body.shippingData,
    }),
  );
}
