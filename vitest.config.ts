import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const contract = fileURLToPath(new URL('./functions/src/contract', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@contract': contract } },
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          setupFiles: ['functions/src/testing/setup.ts'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias: { '@contract': contract } },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 20_000,
          // One worker for all files, each with fresh modules (see the setup file).
          isolate: false,
          setupFiles: ['functions/src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias: { '@contract': contract } },
        test: {
          // The services under test called in this process (not over HTTP) against the emulators.
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 20_000,
          isolate: false,
          setupFiles: ['functions/src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias: { '@contract': contract } },
        test: {
          // Address limits: they fill the one address every local guest shares (the emulators
          // trust no X-Forwarded-For), so they run alone, after the API suites, one at a time.
          name: 'limits',
          environment: 'node',
          include: ['tests/limits/**/*.test.ts'],
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: { '@contract': contract } },
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 60_000,
          // They pause the shared Firestore emulator: one file at a time, after the API suites.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          // Rules tests share one emulator database: run files one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
