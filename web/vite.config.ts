import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { pageLanguage } from './build/page-language';
import { russianShell } from './build/russian-shell';
import { routerPure } from './build/router-pure';
import { homeFirstPaint } from './build/home-first-paint';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';
const STOREFRONT_MODULES = new RegExp(
  [
    // Not the hooks and observers only later pages use (mutations, infinite lists, prefetch):
    // they load with those pages' chunks, not with every first load.
    String.raw`node_modules/@tanstack/(query-core|react-query)/(?!.*(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|usePrefetch|useSuspense|queriesObserver|useQueries|useIsFetching|useMutationState|HydrationBoundary|hydration))`,
    String.raw`src/lib/(product-tags|stock|validation)\.ts$`,
    String.raw`src/lib/query-client\.tsx$`,
    String.raw`src/components/ui/(product-card|stock-badge|show-more|retry-link|store-icons)\.tsx$`,
  ].join('|'),
);
// What the home page reads its figures and photos with (the api client, loading and error
// states), which every other page uses too: a chunk of its own, so the home page's first load
// does not fetch `storefront` (React Query and the cards) for it.
const PAGE_READS_MODULES = new RegExp(
  [
    String.raw`src/lib/(api-client|api-error|query-retry|server-clock|recent-sign-in|format)\.ts$`,
    String.raw`src/components/ui/(query-state|error-box|page-loader|page-title|external-link)\.tsx$`,
    String.raw`contract/product-text\.ts$`,
  ].join('|'),
);
/** The chunk groups below, whose files keep their names. */
const NAMED_CHUNKS = new Set(['shell', 'page-reads', 'storefront', 'cart']);
const CART_MODULES = /src\/features\/cart\/(index|stores\/cart-actions)\.ts$/;
const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
// The installed react-router's own folder, wherever the install put it.
const reactRouterFile = (file: string) =>
  fileURLToPath(
    new URL(
      `dist/production/${file}`,
      pathToFileURL(createRequire(import.meta.url).resolve('react-router/package.json')),
    ),
  );

// `vite build` writes the English app to dist/; `vite build --mode ru` the Russian one to
// dist/ru (assets under /ru/assets), each with only its own language's texts.
export default defineConfig(({ mode, command }) => {
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
      routerPure(),
      pageLanguage(russian ? 'ru' : 'en'),
      russian ? russianShell() : null,
      homeFirstPaint(russian ? 'ru' : 'en'),
    ],
    resolve: {
      alias: [
        {
          find: '@contract',
          replacement: fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
        },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The build takes react-router's production files (its development warnings left out,
        // about 0.5 KB gzip less on every page): the package exports only the development ones.
        // Both entries, so the app has one router (one set of contexts).
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
            ]
          : []),
      ],
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
      // No preload links for a lazy chunk's dependencies: the browser's module loader fetches
      // them as it reads the chunk's imports. Vite's preload helper added a <link> for each one
      // (about 20 for the product page) in the task after the first paint, which on a busy
      // phone was one of the longest tasks of the load; with them gone the product page's busy
      // Lighthouse median rose from 91 to 98 (docs/bench.md), and `/` lost 0.9 KB of the table
      // that listed them. The cost is a round trip per level of a page's chunk graph on its
      // first visit (decisions.md, First load).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Lazy chunks and their stylesheets are named by their hash alone: the entry names
          // every chunk it imports and, for the preload helper, their stylesheets, and longer
          // names were 0.4 KB gzip of every first load. The chunk groups keep theirs.
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            // What catalogue and product pages all use (queries, cards), with its dependencies,
            // as one chunk instead of a dozen 1 KB files fetched after the page's own: a round
            // trip less before the catalogue's first images. A group takes its modules'
            // dependencies along, so the entry's own modules (React, the router, the shell) are
            // claimed first: otherwise `storefront` would take them and every first load with them.
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 3 },
              { name: 'page-reads', test: PAGE_READS_MODULES, priority: 2 },
              { name: 'storefront', test: STOREFRONT_MODULES, priority: 1 },
              // The cart's operations (not in the shell) with the feature's door: one file for
              // the product page, the drawer and the checkout instead of three small ones.
              { name: 'cart', test: CART_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
