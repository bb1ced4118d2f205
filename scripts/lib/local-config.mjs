// The local Firebase config: firebase.json with the emulator origins added to the
// Content-Security-Policy. firebase.json carries the deployed policy, which names no local
// address; under the emulators the web app talks to the Auth emulator (another origin), so
// the scripts that start emulators write this copy and pass `--config` to firebase-tools.
//
// firebase-tools 14 takes the folder holding the `--config` file as the project root and
// resolves every path in it (hosting.public, functions.source, rules) from there, so the
// copy is written beside firebase.json, at the repository root (git-ignored).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_CONFIG_NAME = 'firebase.local.json';
const CSP = 'content-security-policy';

/** `"a b; c d"` → `[['a', ['b']], ['c', ['d']]]`, directive names lower-cased, order kept. */
export function parseCsp(policy) {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0])
    .map(([name = '', ...sources]) => [name.toLowerCase(), sources]);
}

export function serializeCsp(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy with `extra` sources (directive → origins) appended where missing. */
export function addSources(policy, extra) {
  const directives = parseCsp(policy);
  for (const [name, origins] of Object.entries(extra)) {
    let entry = directives.find(([directive]) => directive === name);
    if (!entry) {
      // A missing fetch directive falls back to default-src: start from its sources.
      const fallback = directives.find(([directive]) => directive === 'default-src');
      entry = [name, [...(fallback?.[1] ?? [])]];
      directives.push(entry);
    }
    for (const origin of origins) if (!entry[1].includes(origin)) entry[1].push(origin);
  }
  return serializeCsp(directives);
}

/** `host:port` or a URL → its origin (`http://` when no scheme is given). */
export function originOf(hostOrUrl) {
  const value = hostOrUrl.trim();
  return new URL(/^https?:\/\//.test(value) ? value : `http://${value}`).origin;
}

/**
 * What the browser reaches beyond our own origin under the emulators: the Auth emulator
 * (the SDK's `connectAuthEmulator`), and a Storage emulator's download host when one is
 * configured (as the function chooses it: `core/env.ts` uploadStorageConfig). Without a
 * Storage emulator, uploads are served from `/api/uploads`, which is 'self'.
 */
export function emulatorSources({ authHost, env = {} }) {
  const extra = { 'connect-src': [originOf(authHost)] };
  const storage = env.STORAGE_EMULATOR_HOST?.trim() || env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  if (storage) extra['img-src'] = [originOf(storage)];
  return extra;
}

/**
 * A copy of the Firebase config whose Hosting CSP headers also allow `extra`. Throws when
 * no Content-Security-Policy header is configured: the local store would then run without
 * the policy the tests are meant to check.
 */
export function withLocalPolicy(config, extra) {
  const copy = structuredClone(config);
  let found = 0;
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key.toLowerCase() === CSP) {
        header.value = addSources(header.value, extra);
        found += 1;
      }
    }
  }
  if (found === 0) throw new Error('firebase.json has no Content-Security-Policy header');
  return copy;
}

/**
 * Writes `firebase.local.json` at `root` from `root/firebase.json` and answers the
 * arguments that make firebase-tools use it.
 */
export function writeLocalConfig({ root, authHost, env = process.env }) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const local = withLocalPolicy(config, emulatorSources({ authHost, env }));
  const path = join(root, LOCAL_CONFIG_NAME);
  writeFileSync(path, `${JSON.stringify(local, null, 2)}\n`);
  return ['--config', path];
}
