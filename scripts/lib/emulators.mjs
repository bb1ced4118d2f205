// Shared by `npm start`, `npm test` and `npm run bench`: how to run the Firebase emulators
// on machines without internet (see README "How the emulators are resolved").
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLocalConfig } from './local-config.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const projectId = 'demo-toy-store';
export const only = 'auth,functions,firestore,hosting,pubsub';
export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
export const stateDir = join(root, 'emulator-data', 'state');

export const hosts = {
  hosting: 'http://127.0.0.1:5000',
  functions: 'http://127.0.0.1:5001',
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  pubsub: '127.0.0.1:8085',
};

const cloudSdk = '/usr/lib/google-cloud-sdk/platform';
const firestoreJar = `${cloudSdk}/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
const pubsubBinary = `${cloudSdk}/pubsub-emulator/bin/cloud-pubsub-emulator`;
const launcherDir = join(root, '.cache', 'emulators');

export class SetupError extends Error {}

function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * The official Firestore emulator JAR from the Google Cloud CLI has no Main-Class, so
 * `java -jar` cannot start it. A manifest-only launcher JAR pointing at it can.
 */
function buildFirestoreLauncher() {
  const launcher = join(launcherDir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(launcherDir, { recursive: true });
  const manifest = join(launcherDir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${firestoreJar}\n`,
  );
  try {
    execFileSync('jar', ['cfm', launcher, manifest], { stdio: 'pipe' });
  } catch {
    throw new SetupError(
      'Cannot build the Firestore emulator launcher: the JDK `jar` tool is missing. ' +
        'Install it with: apt-get install -y openjdk-17-jdk-headless',
    );
  }
  return launcher;
}

/**
 * Google client libraries (firebase-tools' own Pub/Sub client as it registers the functions'
 * topics, the emulated functions, the tests) ask the cloud metadata server, an address off
 * this machine, who they run as, and print MetadataLookupWarning when it does not answer.
 * Under the emulators there is nothing to ask: an explicit non-empty value still wins.
 */
function withoutMetadataServer(env) {
  if (!env.METADATA_SERVER_DETECTION) env.METADATA_SERVER_DETECTION = 'none';
  return env;
}

/**
 * The environment for `firebase emulators:*`, which the CLI hands on to the emulated functions
 * and to the command `emulators:exec` runs. Order for Firestore: the user's
 * FIRESTORE_EMULATOR_BINARY_PATH; else the installed Cloud CLI component; else
 * firebase-tools' own download (needs internet and Java 21).
 */
export function emulatorEnv(base = process.env) {
  const env = withoutMetadataServer({ ...base });
  const java = javaMajorVersion();
  if (java === null) {
    throw new SetupError(
      'Java is required by the Firestore and Pub/Sub emulators but `java` was not found. ' +
        'Install it with: apt-get install -y openjdk-17-jdk-headless',
    );
  }
  const notes = [];
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    notes.push(`Firestore emulator: ${env.FIRESTORE_EMULATOR_BINARY_PATH} (from your environment)`);
  } else if (existsSync(firestoreJar)) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = buildFirestoreLauncher();
    notes.push(`Firestore emulator: Google Cloud CLI component (${firestoreJar})`);
  } else if (java >= 21) {
    notes.push('Firestore emulator: firebase-tools download (needs internet)');
  } else {
    throw new SetupError(
      `No Firestore emulator available. Either install the Google Cloud CLI component ` +
        `(apt-get install -y google-cloud-cli-firestore-emulator), or set ` +
        `FIRESTORE_EMULATOR_BINARY_PATH to an emulator JAR, or use Java 21+ with internet ` +
        `access so firebase-tools can download it (found Java ${java}).`,
    );
  }
  if (!env.PUBSUB_EMULATOR_BINARY_PATH && existsSync(pubsubBinary)) {
    env.PUBSUB_EMULATOR_BINARY_PATH = pubsubBinary;
    notes.push(`Pub/Sub emulator: Google Cloud CLI component`);
  } else if (!env.PUBSUB_EMULATOR_BINARY_PATH && java < 21) {
    throw new SetupError(
      'No Pub/Sub emulator available. Install it with: ' +
        'apt-get install -y google-cloud-cli-pubsub-emulator, or set PUBSUB_EMULATOR_BINARY_PATH.',
    );
  }
  if (!existsSync(firebaseBin)) {
    throw new SetupError('firebase-tools is not installed: run `npm install` first.');
  }
  return { env, notes };
}

/**
 * `--config firebase.local.json` for every `firebase emulators:*` call: firebase.json with the
 * emulator origins added to the Content-Security-Policy (see local-config.mjs). The deployed
 * firebase.json names no local address.
 */
export function emulatorConfigArgs(env = process.env) {
  return writeLocalConfig({ root, authHost: hosts.auth, env });
}

/** What the seed script and tests need to talk to the running emulators. */
export function clientEnv(base = process.env) {
  return {
    ...withoutMetadataServer({ ...base }),
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    PUBSUB_EMULATOR_HOST: hosts.pubsub,
  };
}

export function exitOnSetupError(err) {
  if (err instanceof SetupError) {
    console.error(`\n✖ ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
