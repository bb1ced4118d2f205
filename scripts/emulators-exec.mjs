// `npm run test:emulators`: runs a command under fresh emulators (no imported state),
// which `firebase emulators:exec` starts and stops around it. Exit code is the command's, or
// 1 when the run printed MetadataLookupWarning: nothing under test may probe an address off
// this machine.
import { spawn } from 'node:child_process';
import {
  emulatorConfigArgs,
  emulatorEnv,
  exitOnSetupError,
  firebaseBin,
  only,
  projectId,
  root,
} from './lib/emulators.mjs';
import { createOutputWatch, METADATA_WARNING } from './lib/output-watch.mjs';

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
setup.env.RATE_LIMIT_ADDRESS_MULTIPLIER ??= '1000';
// The output is piped (to be watched): keep the colours a terminal would show.
if (process.stdout.isTTY) setup.env.FORCE_COLOR ??= '1';

const child = spawn(
  firebaseBin,
  ['emulators:exec', ...emulatorConfigArgs(), '--project', projectId, '--only', only, command],
  { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: setup.env },
);
// Everything the CLI, the emulated functions and the command print passes through, watched.
const watches = [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
].map(([from, to]) => {
  const watch = createOutputWatch(METADATA_WARNING);
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    to.write(chunk);
    watch.push(chunk);
  });
  return watch;
});

// emulators:exec waits forever when the functions fail to load; never let a run hang CI.
const limitMinutes = Number(process.env.EMULATORS_EXEC_TIMEOUT_MINUTES ?? 20);
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  child.kill('SIGINT');
}, limitMinutes * 60_000);
const status = await new Promise((resolve) => {
  child.on('error', (err) => {
    console.error(`✖ Could not start firebase-tools: ${err.message}`);
    resolve(1);
  });
  child.on('close', (code) => resolve(code ?? 1));
});
clearTimeout(timer);

if (timedOut) {
  console.error(
    `✖ The emulator run did not finish within ${limitMinutes} minutes and was stopped.`,
  );
  process.exit(1);
}
if (watches.some((watch) => watch.found)) {
  console.error(
    `✖ ${METADATA_WARNING} in the emulator run's output: a Google client library probed the ` +
      'cloud metadata server, an address off this machine. Give the process that printed it ' +
      'METADATA_SERVER_DETECTION=none (scripts/lib/emulators.mjs sets it for what the emulator ' +
      'scripts start; functions/.env.demo-toy-store for the emulated functions).',
  );
  process.exit(status === 0 ? 1 : status);
}
process.exit(status);
