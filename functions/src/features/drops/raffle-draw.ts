import { createHash, createHmac, randomBytes } from 'node:crypto';

// The raffle's commitments and its draw, pure so anyone can re-run them (docs/decisions.md):
//   seed          64 lowercase hex characters (32 random bytes), secret until the draw
//   seedHash      hex SHA-256 of the seed's 64 characters (UTF-8)
//   entryIds      24 lowercase hex characters each (12 random bytes), nothing of the account
//   entryListHash hex SHA-256 of the entry ids sorted ascending, joined by "\n" (no final newline)
//   drawOrder     the entry ids sorted ascending by hex HMAC-SHA256(key = seed's 64 characters,
//                 message = entry id); equal keys (never seen in practice) by entry id
// Shell check of one entry: printf %s "$ENTRY_ID" | openssl dgst -sha256 -hmac "$SEED"

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh secret seed. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** A fresh opaque entry id. */
export const newEntryId = (): string => randomBytes(12).toString('hex');

export const seedHashOf = (seed: string): string => sha256Hex(seed);

/** The frozen list: entry ids sorted ascending (UTF-16 code units; hex ids sort as text). */
export const frozenList = (entryIds: readonly string[]): string[] =>
  [...entryIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export const entryListHashOf = (sortedEntryIds: readonly string[]): string =>
  sha256Hex(sortedEntryIds.join('\n'));

/** The draw: every entry id in the order units are offered. */
export function drawOrder(seed: string, entryIds: readonly string[]): string[] {
  const keyed = entryIds.map((id) => ({
    id,
    key: createHmac('sha256', seed).update(id, 'utf8').digest('hex'),
  }));
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  return keyed.map((entry) => entry.id);
}
