import type { BurstResult, DropResult, DropRound } from './drop';

/** A round's bursts, which the result of the median rounds has too. */
type Bursts = Pick<DropRound, 'health' | 'drop' | 'soldOut' | 'signedIn'>;

// The drop's tables for the bench's report (measure.ts, drop-only.ts).

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const answers = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${String(count)}×${status}`)
    .join(' ');

/** The drop row (and its health burst), medians of the rounds, as a table body: header first. */
export function dropRows(result: DropResult): string[][] {
  const { drop, health } = result;
  // A burst beside the drop (no stock of its own): its median round, and its ratio to health.
  const floorRow = (label: string, burst: (bursts: Bursts) => BurstResult) => {
    const median = burst(result);
    return [
      label,
      String(result.buyers),
      '',
      '',
      '',
      seconds(median.wallMs),
      seconds(median.p50),
      seconds(median.p95),
      seconds(median.max),
      `${(median.wallMs / health.wallMs).toFixed(2)}x`,
      answers(median.statuses),
      roundWalls(result.rounds, burst),
    ];
  };
  return [
    [
      'burst',
      'buyers',
      'stock',
      'sold',
      'stock after',
      'wall',
      'p50',
      'p95',
      'max',
      'ratio',
      'answers',
      'rounds (wall)',
    ],
    [
      'drop: POST /api/orders',
      String(result.buyers),
      String(result.stock),
      String(result.sold),
      String(result.stockAfter),
      seconds(drop.wallMs),
      seconds(drop.p50),
      seconds(drop.p95),
      seconds(drop.max),
      `${result.ratio.toFixed(2)}x`,
      answers(drop.statuses),
      roundWalls(result.rounds, (r) => r.drop),
    ],
    floorRow('sold out: POST /api/orders', (r) => r.soldOut),
    floorRow('signed in: GET /api/auth/is-admin', (r) => r.signedIn),
    floorRow('GET /api/health', (r) => r.health),
  ];
}

const roundWalls = (rounds: DropRound[], burst: (round: DropRound) => BurstResult) =>
  rounds.map((round) => seconds(burst(round).wallMs)).join(', ');

/** Where each burst's CPU went: a table body, header first. */
export function dropCpuRows({ cpu, buyers }: DropResult): string[][] {
  const kinds = [
    'API workers',
    'trigger workers',
    'Firestore emulator',
    'Hosting + Auth (firebase-tools)',
  ];
  const row = (label: string, spent: Record<string, number>) => {
    const total = kinds.reduce((sum, kind) => sum + (spent[kind] ?? 0), 0);
    return [
      label,
      ...kinds.map((kind) => seconds((spent[kind] ?? 0) * 1000)),
      `${((total * 1000) / buyers).toFixed(1)} ms`,
    ];
  };
  return [
    ['burst', ...kinds, 'CPU per request'],
    row('drop: POST /api/orders', cpu.drop),
    row('sold out: POST /api/orders', cpu.soldOut),
    row('signed in: GET /api/auth/is-admin', cpu.signedIn),
    row('GET /api/health', cpu.health),
  ];
}
