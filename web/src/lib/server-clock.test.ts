import { beforeEach, describe, expect, it } from 'vitest';
import { recordServerDate, resetServerClock, serverOffset } from './server-clock';

const t0 = Date.parse('2026-12-01T18:00:00.000Z');
const header = (ms: number) => new Date(ms).toUTCString();

beforeEach(() => {
  resetServerClock();
});

describe('server clock', () => {
  it('when no fresh answer came yet, then the browser clock is used', () => {
    expect(serverOffset()).toBe(0);
  });

  it('when answers carry the server Date, then the offset is bounded from both sides', () => {
    // The server is 10.3 s ahead; each answer takes 100 ms and its Date is whole seconds.
    const skew = 10_300;
    for (const sentAt of [t0, t0 + 450, t0 + 1_730, t0 + 2_990]) {
      const serverAtSend = sentAt + skew + 50;
      recordServerDate(header(Math.floor(serverAtSend / 1000) * 1000), sentAt, sentAt + 100);
    }
    expect(Math.abs(serverOffset() - skew)).toBeLessThanOrEqual(200);
  });

  it('when a Date header is missing or unreadable, then nothing is learnt', () => {
    recordServerDate(null, t0, t0 + 10);
    recordServerDate('soon', t0, t0 + 10);
    expect(serverOffset()).toBe(0);
  });

  it('when a clock jumps, then the old bounds are dropped for the new ones', () => {
    recordServerDate(header(t0), t0, t0 + 50);
    recordServerDate(header(t0 + 60_000), t0 + 1_000, t0 + 1_050);
    expect(Math.abs(serverOffset() - 59_000)).toBeLessThanOrEqual(1_000);
  });
});
