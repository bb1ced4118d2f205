import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NextCursorSchema, pagedQuerySchema } from './paging';

const Query = pagedQuerySchema({ email: z.string().optional() });

describe('paged list queries', () => {
  it('when no limit is given, then the query asks for no page', () => {
    expect(Query.parse({})).toEqual({});
    expect(Query.parse({ email: 'a@example.com' })).toEqual({ email: 'a@example.com' });
  });

  it('when limit and cursor come from a query string, then limit is a number', () => {
    expect(Query.parse({ limit: '200', cursor: 'eyJzIjoxfQ' })).toEqual({
      limit: 200,
      cursor: 'eyJzIjoxfQ',
    });
    expect(Query.parse({ limit: '1' })).toEqual({ limit: 1 });
  });

  it.each([['0'], ['201'], ['x'], ['1.5'], [''], [['1', '2']]])(
    'when limit is %j, then it is refused',
    (limit) => {
      expect(Query.safeParse({ limit }).success).toBe(false);
    },
  );

  it('when a cursor comes without a limit, or is not base64url, or is too long, then it is refused', () => {
    expect(Query.safeParse({ cursor: 'abc' }).success).toBe(false);
    expect(Query.safeParse({ limit: '2', cursor: 'a+b' }).success).toBe(false);
    expect(Query.safeParse({ limit: '2', cursor: 'a'.repeat(301) }).success).toBe(false);
  });

  it('when an answer has no nextCursor, or null, then it parses', () => {
    expect(NextCursorSchema.parse(undefined)).toBeUndefined();
    expect(NextCursorSchema.parse(null)).toBeNull();
  });
});
