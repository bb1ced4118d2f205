import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { pageLanguage } from './build/page-language';
import { russianShell } from './build/russian-shell';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';
const STOREFRONT_MODULES = new RegExp(
  [
    // Not the hooks and observers only later pages use (mutations, infinite lists, prefetch):
    // they load with those pages' chunks, not with every first load.
    String.raw`node_modules/@tanstack/(query-core|react-query)/(?!.*(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|usePrefetch|useSuspense|queriesObserver|useQueries|useIsFetching|useMutationState|HydrationBoundary|hydration))`,
    String.raw`src/lib/(api-client|api-error|product-tags|stock|validation|format)\.ts$`,
    String.raw`src/components/ui/(query-state|error-box|product-card|stock-badge|show-more|page-title|retry-link)\.tsx$`,
  ].join('|'),
);
const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';

// `vite build` writes the English app to dist/; `vite build --mode ru` the Russian one to
// dist/ru (assets under /ru/assets), each with only its own language's texts.
export default defineConfig(({ mode }) => {
  const russian = mode === 'ru';
  return {
    base: russian ? '/ru/' : '/',
    // Images, robots and the like live once, at the root.
    publicDir: russian ? false : 'public',
    plugins: [
      // Compiles web/messages into src/paraglide (the same options as `npm run i18n`). Not
      // under vitest: its watcher would keep the run from exiting, and `npm run i18n` runs first.
      process.env.VITEST
        ? null
        : paraglideVitePlugin({
            project: './project.inlang',
            outdir: './src/paraglide',
            strategy: ['baseLocale'],
            emitTsDeclarations: true,
          }),
      react(),
      pageLanguage(russian ? 'ru' : 'en'),
      russian ? russianShell() : null,
    ],
    resolve: {
      alias: {
        '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    server: {
      port: 5173,
      proxy: {
        // The function sees the same `/api/...` path it sees behind the Hosting rewrite.
        '/api': {
          target: functionsOrigin,
          changeOrigin: true,
          rewrite: (path) => `/${projectId}/us-central1/api${path}`,
        },
      },
    },
    build: {
      outDir: russian ? 'dist/ru' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      // Every browser of the es2022 target preloads modules itself: no polyfill in the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What home, catalogue and product pages all use (queries, the api client, cards),
            // with its dependencies, as one chunk next to the entry instead of a dozen 1 KB
            // files fetched after it: a round trip less before the catalogue's first images.
            groups: [{ name: 'storefront', test: STOREFRONT_MODULES }],
          },
        },
      },
    },
  };
});
