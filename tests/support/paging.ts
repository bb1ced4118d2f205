import { z } from 'zod';
import { call, type CallOptions } from './accounts';

/** Helpers for the paged lists' tests (GET /api/orders, /api/admin/orders, /api/admin/users). */

const PageSchema = z.object({
  // Loose: the rows keep every field, for the caller to parse with the list's own schema.
  items: z.array(z.looseObject({ id: z.string(), createdAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type Page = z.infer<typeof PageSchema>;

/** `path` plus `limit` and `cursor` (other query fields may already be in `path`). */
export function pagePath(path: string, limit: number, cursor: string | null): string {
  const join = path.includes('?') ? '&' : '?';
  const cursorPart = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
  return `${path}${join}limit=${limit}${cursorPart}`;
}

/** One page; fails the test on anything but 200 with `items` and `nextCursor`. */
export async function readPage(
  path: string,
  limit: number,
  cursor: string | null,
  options: CallOptions,
): Promise<Page> {
  const res = await call('GET', pagePath(path, limit, cursor), options);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return PageSchema.parse(res.body);
}

/**
 * Pages from `cursor` on until `done` says enough or the list ends (at most `maxPages`).
 * Returns every row seen, in order, and the pages' sizes.
 */
export async function readPages(
  path: string,
  limit: number,
  options: CallOptions,
  {
    cursor = null,
    done = () => false,
    maxPages = 200,
  }: {
    cursor?: string | null;
    done?: (seen: Page['items']) => boolean;
    maxPages?: number;
  } = {},
): Promise<{ rows: Page['items']; sizes: number[]; ended: boolean }> {
  const rows: Page['items'] = [];
  const sizes: number[] = [];
  let next = cursor;
  for (let n = 0; n < maxPages; n++) {
    const page = await readPage(path, limit, next, options);
    rows.push(...page.items);
    sizes.push(page.items.length);
    next = page.nextCursor;
    if (next === null) return { rows, sizes, ended: true };
    if (done(rows)) break;
  }
  return { rows, sizes, ended: false };
}

/** Newest first: `createdAt` descending, then id descending (the server's order). */
export function isNewestFirst(rows: readonly { id: string; createdAt: string }[]): boolean {
  return rows.every((row, i) => {
    const before = rows[i - 1];
    if (!before) return true;
    const a = Date.parse(before.createdAt);
    const b = Date.parse(row.createdAt);
    return a > b || (a === b && before.id > row.id);
  });
}

/** A cursor as the server makes one, for tests that forge one (base64url JSON). */
export const forgeCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
