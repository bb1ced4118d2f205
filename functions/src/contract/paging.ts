import { z } from 'zod';

/** The largest page a paged list answers. */
export const PAGE_LIMIT_MAX = 200;

/**
 * An opaque page cursor as the client sends it back: the server's base64url text, bounded
 * (the server decodes and checks it; it never names anything the caller could not list).
 */
export const PageCursorSchema = z
  .string()
  .min(1, 'Invalid cursor')
  .max(300, 'Invalid cursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

const LIMIT_RULE = `Must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** `?limit=&cursor=`: the fields every paged list's query has. */
export const PageQueryFields = {
  limit: z.coerce
    .number(LIMIT_RULE)
    .int(LIMIT_RULE)
    .min(1, LIMIT_RULE)
    .max(PAGE_LIMIT_MAX, LIMIT_RULE)
    .optional(),
  cursor: PageCursorSchema.optional(),
};

const cursorHasLimit = (query: object): boolean =>
  !('cursor' in query && query.cursor !== undefined) ||
  ('limit' in query && query.limit !== undefined);

/**
 * The query of a paged list (admin orders and users, the customer's orders), with the list's
 * own fields. Without `limit` the list answers as it always did (one answer, no
 * `nextCursor`); a `cursor` only comes with a `limit`.
 */
export function pagedQuerySchema<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, ...PageQueryFields }).refine(cursorHasLimit, {
    message: 'A cursor needs a limit',
    path: ['limit'],
  });
}

/** `limit` and `cursor` as parsed (the list's own fields aside). */
export interface PageQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** A list's page as the server asks for it: `limit` given (null cursor: the first page). */
export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/**
 * A paged answer's `nextCursor`: pass it back as `cursor` for the next page; null on the
 * last page. Absent when no `limit` was asked for.
 */
export const NextCursorSchema = PageCursorSchema.nullable().optional();
