import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, hasStaticFirstPaint } from './after-first-paint';

/** A stand-in for the browser's paint timing: `report(name)` delivers a `paint` entry. */
function fakePaintTiming(supported: readonly string[]) {
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(
      private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void,
    ) {}
    private readonly deliver = (names: string[]) => {
      this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    };
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.add(this.deliver);
    }
    disconnect() {
      observers.delete(this.deliver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (name: string) => {
      for (const deliver of [...observers]) deliver([name]);
    },
    observing: () => observers.size,
  };
}

describe('afterFirstPaint', () => {
  let settled: boolean;
  const wait = () => {
    settled = false;
    void afterFirstPaint().then(() => {
      settled = true;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when the first contentful paint is reported, then it settles and stops observing', async () => {
    const paints = fakePaintTiming(['paint', 'largest-contentful-paint']);
    wait();
    paints.report('first-paint');
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);

    paints.report('first-contentful-paint');
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('when the tab hides while it waits, then it settles at once and stops observing', async () => {
    const paints = fakePaintTiming(['paint']);
    wait();
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);

    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('when no paint is reported, then it settles after FIRST_PAINT_WAIT_MS', async () => {
    const paints = fakePaintTiming(['paint']);
    wait();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('when the browser has no paint timing, then it settles at once', async () => {
    fakePaintTiming([]);
    wait();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('when the tab is hidden, then it settles at once without waiting for a paint', async () => {
    const paints = fakePaintTiming(['paint']);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    wait();
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(paints.observing()).toBe(0);
  });
});

describe('hasStaticFirstPaint', () => {
  const root = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };

  it('when the page loader is in the HTML, then there is no static first paint', () => {
    expect(
      hasStaticFirstPaint(root('<div class="shell"><div class="page-loader"></div></div>')),
    ).toBe(false);
  });

  it('when a page painted in its place, then there is', () => {
    expect(
      hasStaticFirstPaint(root('<div class="shell"><section class="catalog"></section></div>')),
    ).toBe(true);
  });
});
