// Runs before every test file of the projects `functions`, `api` and `integration`
// (vitest.config.ts). The files of a worker share it (isolate: false: no fresh worker and no
// fresh import of firebase-admin per file, much faster, and CPU the emulators need on a 2-core
// machine), so each file starts from fresh modules of its own: its vi.mock calls apply, and no
// module-level cache, client or environment read is left over from an earlier file. Packages
// from node_modules stay loaded: one Admin SDK app (tests/support/emulators.ts and
// functions/src/core/firebase.ts both reuse `getApps()[0]`). After the file: real timers, and no
// stubbed environment variables or globals.
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
