import { describe, expect, it } from 'vitest';
import { LIVE_STOCK_MAX_IDS, LiveStockQuerySchema } from './live-stock';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`).join(',');

describe('GET /api/stock query', () => {
  it('when ids are comma-separated, then each is kept once, trimmed, in order', () => {
    expect(LiveStockQuerySchema.parse({ ids: ' b, a ,b,c ' }).ids).toEqual(['b', 'a', 'c']);
  });

  it(`when up to ${LIVE_STOCK_MAX_IDS} ids are named, then they parse`, () => {
    expect(LiveStockQuerySchema.parse({ ids: ids(LIVE_STOCK_MAX_IDS) }).ids).toHaveLength(
      LIVE_STOCK_MAX_IDS,
    );
  });

  it.each([
    ['missing', {}],
    ['empty', { ids: '' }],
    ['blank', { ids: '  ' }],
    ['an empty entry', { ids: 'a,,b' }],
    ['a path-like id', { ids: 'a,products/b' }],
    ['a repeated parameter (an array)', { ids: ['a', 'b'] }],
    ['too many ids', { ids: ids(LIVE_STOCK_MAX_IDS + 1) }],
    ['a huge value', { ids: 'x'.repeat(10_000) }],
  ])('when the list is %s, then it is refused', (_name, query) => {
    expect(LiveStockQuerySchema.safeParse(query).success).toBe(false);
  });

  it('when the same id is repeated past the limit, then it counts once', () => {
    const repeated = Array.from({ length: LIVE_STOCK_MAX_IDS + 10 }, () => 'same').join(',');
    expect(LiveStockQuerySchema.parse({ ids: repeated }).ids).toEqual(['same']);
  });
});
