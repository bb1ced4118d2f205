// Writes web/dist/robots.txt after the web build:  npm run robots (part of build:web).
// Cloud Functions (and the Functions emulator, which mimics it) answer `/robots.txt` with an
// empty 404 before any app code runs, so the file cannot come from the `api` function: Hosting
// serves it as a static file. Its `Sitemap:` line needs the public origin, read from the same
// setting the function uses: SITE_ORIGIN in the environment, else in
// functions/.env.<project> (firebase deploy's predeploy hooks set GCLOUD_PROJECT), else the
// demo default.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { siteOrigin } from '../functions/src/core/env';
import { robotsTxt } from '../functions/src/features/pages/crawl-files';

const root = new URL('../', import.meta.url);

/** `KEY=value` lines of a dotenv file (quotes around a value dropped). */
function readDotenv(path: URL): NodeJS.ProcessEnv {
  if (!existsSync(path)) return {};
  const env: NodeJS.ProcessEnv = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) env[match[1]] = match[2]?.replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

const project = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';
const fromFile = readDotenv(new URL(`functions/.env.${project}`, root));
const origin = siteOrigin({ SITE_ORIGIN: process.env.SITE_ORIGIN ?? fromFile.SITE_ORIGIN });

const dist = new URL('web/dist/', root);
if (!existsSync(dist)) throw new Error('web/dist is missing: run the web build first.');
writeFileSync(new URL('robots.txt', dist), robotsTxt(origin));
console.log(`✔ web/dist/robots.txt written (Sitemap: ${origin}/sitemap.xml)`);
