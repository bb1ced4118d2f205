// `npm run test:emulators`: runs a command under fresh emulators (no imported state),
// which `firebase emulators:exec` starts and stops around it. Exit code is the command's.
import { spawnSync } from 'node:child_process';
import {
  emulatorConfigArgs,
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

// The emulated function trusts no X-Forwarded-For entry (Hosting appends none locally), so
// every guest of every test file is one address. The run gives an address a large multiple of
// each identity limit, so parallel files never refuse one another's guests; tests/limits fill
// that address's windows to prove the refusals. An explicit value in the environment wins.
// Google client libraries in the tests' own processes would probe the cloud metadata server
// (off this machine) and print MetadataLookupWarning.
const testEnv = { RATE_LIMIT_ADDRESS_MULTIPLIER: '1000', METADATA_SERVER_DETECTION: 'none' };
for (const [name, value] of Object.entries(testEnv)) setup.env[name] ??= value;

// emulators:exec waits forever when the functions fail to load; never let a run hang CI.
const limitMinutes = Number(process.env.EMULATORS_EXEC_TIMEOUT_MINUTES ?? 20);
const result = spawnSync(
  firebaseBin,
  ['emulators:exec', ...emulatorConfigArgs(), '--project', projectId, '--only', only, command],
  {
    cwd: root,
    stdio: 'inherit',
    env: setup.env,
    timeout: limitMinutes * 60_000,
    killSignal: 'SIGINT',
  },
);
if (result.error?.code === 'ETIMEDOUT') {
  console.error(
    `✖ The emulator run did not finish within ${limitMinutes} minutes and was stopped.`,
  );
  process.exit(1);
}
process.exit(result.status ?? 1);
