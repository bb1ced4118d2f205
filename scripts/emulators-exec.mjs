// `npm run test:emulators`: runs a command under fresh emulators (no imported state),
// which `firebase emulators:exec` starts and stops around it. Exit code is the command's.
import { spawnSync } from 'node:child_process';
import {
  emulatorEnv,
  exitOnSetupError,
  firebaseBin,
  only,
  projectId,
  root,
} from './lib/emulators.mjs';

const command = process.argv[2];
if (!command) {
  console.error('usage: node scripts/emulators-exec.mjs "<command>"');
  process.exit(2);
}

let setup;
try {
  setup = emulatorEnv();
} catch (err) {
  exitOnSetupError(err);
}
for (const note of setup.notes) console.log(`• ${note}`);

const result = spawnSync(
  firebaseBin,
  ['emulators:exec', '--project', projectId, '--only', only, command],
  { cwd: root, stdio: 'inherit', env: setup.env },
);
process.exit(result.status ?? 1);
