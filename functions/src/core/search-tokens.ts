/**
 * The admin search (issue 25): each searchable document carries `searchTokens`, the
 * lower-cased texts an admin may type to find it, and a search is one `array-contains`
 * query on that array ordered like the list (createdAt desc, core/paging.ts). Firestore has
 * no substring or case-insensitive match, so what matches is decided here, at write time.
 *
 * Cost: a write that changes the array rewrites one index entry per token in the composite
 * index (searchTokens CONTAINS, createdAt DESC); the single-field index on the array is
 * exempted (firestore.indexes.json), so nothing else grows. Billing counts document writes,
 * not entries: a token change adds no billed write, only index storage and write latency.
 */
export const SEARCH_TOKENS_FIELD = 'searchTokens';

/** E-mail prefixes are kept up to this length; longer texts match the whole address only. */
export const EMAIL_PREFIX_MAX = 64;

/** Words of a name kept as tokens, and the longest word kept. */
const NAME_WORDS_MAX = 10;
const WORD_MAX = 64;

/** What a search text or a token is compared as: NFKC, trimmed, lower case. */
export const searchKey = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

/**
 * An e-mail's tokens: every prefix (`a`, `an`, `ann`, … up to EMAIL_PREFIX_MAX characters),
 * the whole address, and its domain (`example.com`). 'ann@example.com' gives 17.
 */
export function emailTokens(email: string): string[] {
  const key = searchKey(email);
  if (key === '') return [];
  const tokens = new Set<string>();
  for (let end = 1; end <= Math.min(key.length, EMAIL_PREFIX_MAX); end += 1) {
    tokens.add(key.slice(0, end));
  }
  tokens.add(key);
  const at = key.lastIndexOf('@');
  if (at >= 0 && at < key.length - 1) tokens.add(key.slice(at + 1));
  return [...tokens];
}

/** A name's tokens: each word (letters and digits), and the whole name when it has several. */
export function nameTokens(name: string): string[] {
  const key = searchKey(name);
  const words = key.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const tokens = words.slice(0, NAME_WORDS_MAX).map((word) => word.slice(0, WORD_MAX));
  if (words.length > 1 && key.length <= WORD_MAX) tokens.push(key.replace(/\s+/g, ' '));
  return tokens;
}

/** The tokens of several texts, each once, in a stable order (so an unchanged set is equal). */
export function tokenSet(...lists: readonly string[][]): string[] {
  return [...new Set(lists.flat())].sort();
}

/** An account's tokens: its e-mail's prefixes and domain, its name's words. */
export const accountSearchTokens = (email: string, name: string): string[] =>
  tokenSet(emailTokens(email), nameTokens(name));

/** Whether a stored value is already exactly these tokens (then nothing needs writing). */
export function sameTokens(stored: unknown, tokens: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === tokens.length &&
    stored.every((token, i) => token === tokens[i])
  );
}
