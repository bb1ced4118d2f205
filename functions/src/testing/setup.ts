// Runs before every functions test file (vitest.config.ts, project `functions`). The files of a
// worker share it (isolate: false, much faster than a fresh worker per file), so each file
// starts from fresh modules of its own: its vi.mock calls apply, and no module-level cache,
// client or environment read is left over from an earlier file. Packages from node_modules
// stay loaded. After the file: real timers, and no stubbed environment variables or globals.
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
