/**
 * Client addresses for the API tests. The server limits requests per identity (account,
 * target e-mail, order number) and anonymous callers per address (`core/rate-limit.ts`). Under
 * the emulators the function trusts no X-Forwarded-For entry (Hosting appends none locally), so
 * these headers no longer separate guests: every local guest is one address, and `npm test`
 * gives addresses a large multiple of each limit so that files never refuse one another's
 * guests (tests/limits fill that address's windows to prove the refusals). Fixtures still send
 * the header a browser behind Hosting would arrive with, which buys nothing.
 */

/**
 * A client address as it would reach the function behind Hosting: the client's entry (written
 * by Hosting's CDN) followed by the CDN's own (written by Google's front end). Each call gets a
 * fresh IPv6 /64.
 */
export function guestAddress(): string {
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${hex()}:${hex()}::1`;
}

export const forwardedFor = (client: string) => `${client}, 198.51.100.10`;

/** The header naming `client` (by default a fresh address) as the caller. */
export const clientHeader = (client: string = guestAddress()) => ({
  'x-forwarded-for': forwardedFor(client),
});
