// `npm run bench`: builds, starts fresh emulators, seeds them and prints the benchmark table.
// Not part of `npm test`: figures are reported, not asserted.
import { spawnSync } from 'node:child_process';
import {
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

const result = spawnSync(
  firebaseBin,
  [
    'emulators:exec',
    '--project',
    projectId,
    '--only',
    only,
    'npm run seed && tsx scripts/bench/measure.ts',
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: setup.env },
);
process.exit(result.status ?? 1);
