import { Timestamp } from 'firebase-admin/firestore';
import { rateLimitConfig, type RateLimitAction } from '../../functions/src/core/env';
import {
  addressKey,
  fixedWindow,
  limitFor,
  windowDocId,
} from '../../functions/src/core/rate-limit';
import { adminDb } from './emulators';

/**
 * Address windows for the limit tests. Under the emulators the function trusts no
 * X-Forwarded-For entry and reaches Hosting's requests over a local socket with no address,
 * so every guest, whatever headers it invents, is the one address `unknown`. Counting up to
 * an address limit (10x the identity limit, times more in `npm test`) request by request
 * would take minutes, so a test fills that address's window to its limit directly and checks
 * that the next request is refused; it empties the window again afterwards, for the suites
 * that run after it.
 */
export const EMULATOR_CLIENT_ADDRESS = 'unknown';

/** The address limit of `action` in this run (the same environment as the function's). */
export function addressLimit(action: RateLimitAction): number {
  const config = rateLimitConfig(process.env);
  return limitFor(
    config.limits[action],
    addressKey(EMULATOR_CLIENT_ADDRESS),
    config.addressMultiplier,
  );
}

/**
 * Sets the shared local address's `action` window (this one and the next, in case the test
 * runs across the edge) to its limit; resolves to the way to empty them again.
 */
export async function fillAddressWindow(action: RateLimitAction): Promise<() => Promise<void>> {
  const { windowSeconds } = rateLimitConfig(process.env).limits[action];
  const client = addressKey(EMULATOR_CLIENT_ADDRESS);
  const { index } = fixedWindow(Date.now(), windowSeconds);
  const windows = [index, index + 1].map((i) => ({
    ref: adminDb()
      .collection('rateLimits')
      .doc(windowDocId(action, client, i)),
    expiresAt: Timestamp.fromMillis((i + 1) * windowSeconds * 1000),
  }));
  const count = addressLimit(action);
  await Promise.all(windows.map(({ ref, expiresAt }) => ref.set({ count, expiresAt })));
  return async () => {
    await Promise.all(windows.map(({ ref }) => ref.delete()));
  };
}

/** A chain of invented X-Forwarded-For entries, different on every call. */
export function inventedForwardedFor(): Record<string, string> {
  const octet = () => String(1 + Math.floor(Math.random() * 254));
  const ip = () => `${octet()}.${octet()}.${octet()}.${octet()}`;
  return { 'x-forwarded-for': `${ip()}, ${ip()}, ${ip()}` };
}
