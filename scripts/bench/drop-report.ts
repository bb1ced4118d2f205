import type { BurstResult, DropResult, DropRound } from './drop';

// The drop's tables for the bench's report (measure.ts, drop-only.ts).

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const answers = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${String(count)}×${status}`)
    .join(' ');

/** The drop row (and its health burst), medians of the rounds, as a table body: header first. */
export function dropRows(result: DropResult): string[][] {
  const { drop, health } = result;
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
    [
      'sold out: POST /api/orders',
      String(result.buyers),
      '',
      '',
      '',
      seconds(result.soldOut.wallMs),
      seconds(result.soldOut.p50),
      seconds(result.soldOut.p95),
      seconds(result.soldOut.max),
      `${(result.soldOut.wallMs / health.wallMs).toFixed(2)}x`,
      answers(result.soldOut.statuses),
      roundWalls(result.rounds, (r) => r.soldOut),
    ],
    [
      'signed in: GET /api/auth/is-admin',
      String(result.buyers),
      '',
      '',
      '',
      seconds(result.signedIn.wallMs),
      seconds(result.signedIn.p50),
      seconds(result.signedIn.p95),
      seconds(result.signedIn.max),
      `${(result.signedIn.wallMs / health.wallMs).toFixed(2)}x`,
      answers(result.signedIn.statuses),
      roundWalls(result.rounds, (r) => r.signedIn),
    ],
    [
      'GET /api/health',
      String(result.buyers),
      '',
      '',
      '',
      seconds(health.wallMs),
      seconds(health.p50),
      seconds(health.p95),
      seconds(health.max),
      '1.00x',
      answers(health.statuses),
      roundWalls(result.rounds, (r) => r.health),
    ],
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
