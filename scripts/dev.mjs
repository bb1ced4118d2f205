// `npm run dev`: the emulators (as `npm start`), functions rebuilt on change, and the Vite
// dev server with hot reload at http://localhost:5173 proxying /api to the functions emulator.
import { spawn } from 'node:child_process';
import { hosts, root } from './lib/emulators.mjs';

const children = [];
const run = (cmd, args, cwd = root) => {
  const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) shutdown(code);
  });
  return child;
};

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('node', ['scripts/start.mjs']);

// Wait for the API before starting the dev server, so the first page load has data.
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${hosts.hosting}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 1000));
}
run('node', ['build.mjs', '--watch'], `${root}/functions`);
run('npx', ['vite', '--port', '5173', '--strictPort'], `${root}/web`);
console.log(
  '\n• Dev server with hot reload: http://localhost:5173 (API proxied to the functions emulator)\n',
);
