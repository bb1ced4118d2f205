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
  for (let i = 0; i < 10; i++) await (await fetch(url)).arrayBuffer();
  const samples: number[] = [];
  let remaining = total;
  const client = async () => {
    while (remaining > 0) {
      remaining--;
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${String(res.status)}`);
      samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), requests: samples.length };
}
