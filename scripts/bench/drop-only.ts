// `npm run bench -- --only=drop`: only the drop burst (issue 23), for quick iteration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { DROP_ROUNDS, measureDrop } from './drop';
import { dropCpuRows, dropRows } from './drop-report';
import { table } from './stats';

const baseUrl = process.env.STORE_BASE_URL ?? 'http://127.0.0.1:5000';
const drop = await measureDrop(baseUrl);
const report = `## Drop: 100 signed-in buyers at once for 40 units, through Hosting (median of ${String(DROP_ROUNDS)} rounds)\n\n${table(dropRows(drop))}\n\nCPU spent during each burst, per kind of emulator process (2 cores for all):\n\n${table(dropCpuRows(drop))}\n`;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/drop.md', report);
writeFileSync(
  'bench-results/drop.json',
  JSON.stringify({ at: new Date().toISOString(), ...drop }, null, 2),
);
console.log(report);
