// `npm run bench`: builds, starts fresh emulators, seeds them and prints the benchmark table.
// Not part of `npm test`: figures are reported, not asserted. The emulators' own output goes
// to bench-results/emulators.log so the table stays readable.
// `npm run bench -- --only=audits` runs only Lighthouse and axe (into bench-results/audits.md),
// `--only=drop` only the drop burst (into bench-results/drop.md), `--only=api` only the API
// latencies and their ratios to GET /api/health (into bench-results/api.md).
// `--runs=N` sets the Lighthouse runs per page and machine (default 5; `--runs=1` for a smoke run).
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  emulatorConfigArgs,
  emulatorEnv,
  exitOnSetupError,
  firebaseBin,
  only,
  projectId,
  root,
} from '../lib/emulators.mjs';

let setup;
try {
  setup = emulatorEnv();
} catch (err) {
  exitOnSetupError(err);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every local guest is one address (the emulators trust no X-Forwarded-For): the bench's
// hundreds of guest orders measure speed, not the address limit, so it is lifted here.
setup.env.RATE_LIMIT_ADDRESS_MULTIPLIER ??= '1000';
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
if (runsArg) setup.env.BENCH_LIGHTHOUSE_RUNS = runsArg.slice('--runs='.length);

const onlyAudits = process.argv.includes('--only=audits');
const onlyDrop = process.argv.includes('--only=drop');
const onlyApi = process.argv.includes('--only=api');
const [script, report, minutes] = onlyAudits
  ? ['scripts/bench/audits-only.ts', 'audits.md', '6']
  : onlyDrop
    ? ['scripts/bench/drop-only.ts', 'drop.md', '1']
    : onlyApi
      ? ['scripts/bench/api-only.ts', 'api.md', '1']
      : ['scripts/bench/measure.ts', 'latest.md', '9'];
const resultsDir = join(root, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
const logPath = join(resultsDir, 'emulators.log');
const log = openSync(logPath, 'w');
console.log(`• Measuring (about ${minutes} minutes); emulator output in ${logPath}`);

const result = spawnSync(
  firebaseBin,
  [
    'emulators:exec',
    ...emulatorConfigArgs(),
    '--project',
    projectId,
    '--only',
    only,
    `npm run seed && tsx ${script}`,
  ],
  { cwd: root, stdio: ['ignore', log, log], env: setup.env },
);
if (result.status !== 0) {
  console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
  console.error('✖ The benchmark failed (see above).');
  process.exit(result.status ?? 1);
}
console.log(readFileSync(join(resultsDir, report), 'utf8'));
