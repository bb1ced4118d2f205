/**
 * A fresh `Idempotency-Key` (letters, digits and dashes, as the contract requires). One
 * per checkout attempt: a retry of the same attempt sends the same key again.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers outside a secure context: 128 random bits as hex.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
