import { percentile } from './stats';

export interface LatencyResult {
  p50: number;
  p95: number;
  requests: number;
}

/**
 * `clients` concurrent loops, each sending requests one after another (keep-alive),
 * `total` requests in all after a warm-up. Bounded in count; loopback only.
 */
export async function measureLatency(
  url: string,
  clients: number,
  total: number,
): Promise<LatencyResult> {
  await warm(url);
  const samples: number[] = [];
  let remaining = total;
  const client = async () => {
    while (remaining > 0) {
      remaining--;
      samples.push(await timed(url));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return summary(samples);
}

/**
 * One client sending `total` requests to each URL in turn (a, b, c, a, b, c...), after a
 * warm-up of each: a load that comes and goes on the machine falls on every URL alike, so
 * their ratios hold better than when each is measured in its own stretch of time.
 */
export async function measureRoundRobin(
  urls: readonly string[],
  total: number,
): Promise<LatencyResult[]> {
  for (const url of urls) await warm(url);
  const samples = urls.map((): number[] => []);
  for (let i = 0; i < total; i++) {
    for (const [index, url] of urls.entries()) samples[index]?.push(await timed(url));
  }
  return samples.map(summary);
}

async function warm(url: string): Promise<void> {
  for (let i = 0; i < 10; i++) await (await fetch(url)).arrayBuffer();
}

/** One request, its body read in full; milliseconds. */
async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${String(res.status)}`);
  return performance.now() - start;
}

function summary(samples: readonly number[]): LatencyResult {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), requests: samples.length };
}
