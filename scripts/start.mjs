// `npm start`: build, start the emulators with the saved local state, seed on first start,
// and print where everything is. `npm run reset` (--reset-only) forgets the local state so
// the next start loads the seeded baseline again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import {
  clientEnv,
  emulatorConfigArgs,
  emulatorEnv,
  exitOnSetupError,
  firebaseBin,
  hosts,
  only,
  projectId,
  root,
  stateDir,
} from './lib/emulators.mjs';

const args = new Set(process.argv.slice(2));

function portInUse(port) {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

if (await portInUse(5000)) {
  console.error('✖ Port 5000 is in use: is `npm start` already running? Stop it first (Ctrl-C).');
  process.exit(1);
}

if (args.has('--reset-only')) {
  rmSync(stateDir, { recursive: true, force: true });
  // Images uploaded to the local fallback (no Storage emulator here) go with the data.
  rmSync(join(root, 'emulator-data', 'uploads'), { recursive: true, force: true });
  console.log('✔ Local emulator data removed. The next `npm start` loads the seeded baseline.');
  process.exit(0);
}

let setup;
try {
  setup = emulatorEnv();
} catch (err) {
  exitOnSetupError(err);
}

if (!args.has('--no-build')) {
  console.log('• Building functions and web app...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const hasState = existsSync(stateDir);
const emulatorArgs = [
  'emulators:start',
  ...emulatorConfigArgs(),
  '--project',
  projectId,
  '--only',
  only,
];
if (hasState) emulatorArgs.push('--import', stateDir);
emulatorArgs.push('--export-on-exit', stateDir);
for (const note of setup.notes) console.log(`• ${note}`);
console.log(
  hasState
    ? `• Loading saved local data from ${stateDir}`
    : '• First start: the store will be seeded.',
);

const emulators = spawn(firebaseBin, emulatorArgs, { cwd: root, stdio: 'inherit', env: setup.env });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The emulators export the data on exit; give them the signal and wait.
    stopping = true;
    emulators.kill(signal);
  });
}
emulators.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

async function waitForApi(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${hosts.hosting}/api/health`);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

if (!(await waitForApi(180_000))) {
  console.error(
    '✖ The emulators did not answer on http://127.0.0.1:5000/api/health within 3 minutes.',
  );
  emulators.kill('SIGINT');
} else {
  const seed = spawnSync('npx', ['tsx', 'scripts/seed/index.ts', '--if-empty'], {
    cwd: root,
    stdio: 'inherit',
    env: clientEnv(process.env),
  });
  if (seed.status !== 0) {
    console.error('✖ Seeding failed (see above). The emulators keep running.');
  }
  console.log(`
✔ Toy store is running
    Store       http://localhost:5000
    API         http://localhost:5000/api   (for example /api/products)
    Functions   ${hosts.functions}/${projectId}/us-central1/api
    Firestore   ${hosts.firestore}    Auth ${hosts.auth}
    Sign in     admin@example.com / admin123 (admin)
                shopper@example.com / shopper123
  Ctrl-C stops and saves the data to emulator-data/state.
  \`npm run reset\` (while stopped) returns to the seeded store.`);
}
