// API latency through Hosting (issue 24): the public GETs beside the function's floor.
import type { Product } from '@contract/product';
import { measureLatency, measureRoundRobin, type LatencyResult } from './latency';
import { ms, table } from './stats';

export interface ApiLatency extends LatencyResult {
  name: string;
  url: string;
  clients: number;
}

/** The function's floor: no Firestore, no body to speak of (the yardstick). */
const HEALTH = 'GET /api/health';
/** The public GETs held to at most 1.5x the health floor at p50 with one client (issue 24). */
const RATIO_GOAL = 1.5;
export const RATIO_REQUESTS = ['GET /api/products', 'GET /api/products/{slug}', 'GET /api/reviews'];

/** What is measured: the three public GETs, health, and a static file from the same Hosting. */
export function apiTargets(baseUrl: string, sample: Product) {
  return [
    { name: 'GET /api/products', url: `${baseUrl}/api/products` },
    { name: 'GET /api/products/{slug}', url: `${baseUrl}/api/products/${sample.slug}` },
    { name: 'GET /api/reviews', url: `${baseUrl}/api/reviews` },
    { name: HEALTH, url: `${baseUrl}/api/health` },
    { name: 'static file (floor)', url: `${baseUrl}${sample.images[0] ?? '/index.html'}` },
  ];
}

/**
 * Each target at each client count, each warmed first (latency.ts). One client takes the
 * targets in turn, request by request, so the ratios to health are measured under the same
 * load; more clients measure one target at a time.
 */
export async function measureApi(
  baseUrl: string,
  sample: Product,
  options: { clients: readonly number[]; requests: number },
): Promise<ApiLatency[]> {
  const targets = apiTargets(baseUrl, sample);
  const latency: ApiLatency[] = [];
  for (const clients of options.clients) {
    if (clients === 1) {
      const results = await measureRoundRobin(
        targets.map((t) => t.url),
        options.requests,
      );
      targets.forEach((target, i) => {
        const result = results[i];
        if (result) latency.push({ ...target, clients, ...result });
      });
      continue;
    }
    for (const target of targets) {
      const result = await measureLatency(target.url, clients, options.requests);
      latency.push({ ...target, clients, ...result });
    }
  }
  return latency;
}

const p50Of = (latency: readonly ApiLatency[], name: string, clients: number) =>
  latency.find((l) => l.clients === clients && l.name === name)?.p50 ?? Number.NaN;

/** Each public GET's p50 over the health check's at the same client count. */
export function healthRatios(latency: readonly ApiLatency[], clients: number) {
  const health = p50Of(latency, HEALTH, clients);
  return Object.fromEntries(
    RATIO_REQUESTS.map((name) => [name, p50Of(latency, name, clients) / health]),
  );
}

/** The latency table (p50 over the static file's) and the ratio table. */
export function apiReport(latency: readonly ApiLatency[], requests: number): string {
  const floor = (clients: number) =>
    latency.find((l) => l.clients === clients && l.name.startsWith('static'))?.p50 ?? Number.NaN;
  const counts = [...new Set(latency.map((l) => l.clients))];
  const ratios = counts.map((clients) => healthRatios(latency, clients));
  return [
    `\n## API latency through Hosting (${String(requests)} requests each, loopback, emulators)\n`,
    table([
      ['request', 'clients', 'p50', 'p95', 'p50 / static p50'],
      ...latency.map((l) => [
        l.name,
        String(l.clients),
        ms(l.p50),
        ms(l.p95),
        `${(l.p50 / floor(l.clients)).toFixed(1)}x`,
      ]),
    ]),
    `\n### API p50 / ${HEALTH} p50 (goal ≤ ${String(RATIO_GOAL)}x at 1 client, warm, taken in turn)\n`,
    table([
      ['request', ...counts.map((c) => `${String(c)} client${c === 1 ? '' : 's'}`)],
      ...RATIO_REQUESTS.map((name) => [
        name,
        ...ratios.map((r) => `${(r[name] ?? Number.NaN).toFixed(2)}x`),
      ]),
    ]),
    '',
  ].join('\n');
}
