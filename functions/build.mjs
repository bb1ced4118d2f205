// Bundles the functions into lib/index.js (ES module, dependencies left external so the
// deployed package installs them from package.json). `--watch` rebuilds on change; the
// functions emulator reloads lib/ by itself.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { build, context } from 'esbuild';

// The server-rendered pages (src/features/pages) fill the built web app's app.html (the shell
// with its page loader; index.html is the home page's, web/build/home-first-paint.ts): it
// ships inside the functions package as lib/web-shell.html, so the deployed function and the
// emulator read the same file. The root `npm run build` builds the web app first.
// Its Russian twin (`lang="ru"`, web/build/russian-shell.ts) fills the `/ru/…` pages.
const webShell = new URL('../web/dist/app.html', import.meta.url);
const shellCopy = new URL('./lib/web-shell.html', import.meta.url);
const webShellRu = new URL('../web/dist/ru/app.html', import.meta.url);
const shellCopyRu = new URL('./lib/web-shell-ru.html', import.meta.url);

function copyWebShell() {
  if (existsSync(webShell) && existsSync(webShellRu)) {
    mkdirSync(new URL('./lib/', import.meta.url), { recursive: true });
    copyFileSync(webShell, shellCopy);
    copyFileSync(webShellRu, shellCopyRu);
  } else if (process.argv.includes('--watch')) {
    console.warn(
      'web/dist/app.html not built yet: /p/{slug} and /catalog (and /ru/…) answer 500 until it is.',
    );
  } else {
    throw new Error(
      'web/dist/app.html or ru/app.html is missing: build the web app first (npm run build).',
    );
  }
}

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
  copyWebShell();
} else {
  await build(options);
  copyWebShell();
}
