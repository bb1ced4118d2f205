/**
 * Client addresses for the API tests. The server limits requests per client (account, else
 * address; `core/rate-limit.ts`), and every test file runs from 127.0.0.1 at once, with the
 * browser suites after them in the same emulator run: a test that sends no address of its own
 * would share one window with all of them. So every fixture call names a client address.
 */

/**
 * A client address of its own, as it reaches the function behind Hosting: the client's entry
 * followed by the two our proxies append (CDN, then Google's front end; RATE_LIMIT_PROXY_HOPS
 * is 2). The Hosting emulator passes X-Forwarded-For on unchanged. Each call gets a fresh IPv6
 * /64, so guests of different tests never share a rate-limit window.
 */
export function guestAddress(): string {
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${hex()}:${hex()}::1`;
}

export const forwardedFor = (client: string) => `${client}, 198.51.100.10, 198.51.100.20`;

/** The header naming `client` (by default a fresh address) as the caller. */
export const clientHeader = (client: string = guestAddress()) => ({
  'x-forwarded-for': forwardedFor(client),
});
