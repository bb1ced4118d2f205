import { describe, expect, it } from 'vitest';
import { beforeRelease, DROP_WINDOW_MS, isDrop } from './drop';

const at = Date.parse('2026-12-01T18:00:00Z');
const product = { releaseAt: '2026-12-01T18:00:00Z' };

describe('drop times', () => {
  it('when the release time is still to come, then the product is not for sale and is a drop', () => {
    expect(beforeRelease(product, at - 1)).toBe(true);
    expect(isDrop(product, at - 1)).toBe(true);
  });

  it('when the release time has come, then it sells, and stays a drop for 24 hours', () => {
    expect(beforeRelease(product, at)).toBe(false);
    expect(isDrop(product, at + DROP_WINDOW_MS - 1)).toBe(true);
    expect(isDrop(product, at + DROP_WINDOW_MS)).toBe(false);
  });

  it('when the product is sold by raffle, then it is a drop at any time, and on sale unless a release time is ahead', () => {
    expect(isDrop({ raffle: true }, at + 100 * DROP_WINDOW_MS)).toBe(true);
    expect(beforeRelease({ raffle: true }, at)).toBe(false);
    expect(beforeRelease({ ...product, raffle: true }, at - 1)).toBe(true);
    expect(isDrop({ raffle: false }, at)).toBe(false);
  });

  it('when there is no release time (absent, null or unreadable), then it is an ordinary product', () => {
    for (const times of [{}, { releaseAt: null }, { releaseAt: 'soon' }]) {
      expect(beforeRelease(times, at)).toBe(false);
      expect(isDrop(times, at)).toBe(false);
    }
  });
});
