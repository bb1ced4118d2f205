// Before any schema parses: no `new Function` probe under the CSP (see the file).
import '@/lib/zod-jitless';
// Before any store: their start-up reads of web storage wait for `openStorage` below.
import '@/app/defer-storage';
// Global tokens and base styles first, so feature stylesheets can build on them.
import './styles/global.css';
import './styles/ui.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, preloadFirstPage } from '@/app/router';
import { pageLocale, routerPath } from '@/i18n/locale';
import { preloadFirstData } from '@/app/preload-first-data';
import { afterFirstPaint, hasStaticFirstPaint } from '@/app/after-first-paint';
import { listenToStorage, openStorage, storageKeys, storedKeys } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first HTML already says it (ru/index.html, the server-filled heads); the dev server's does not.
document.documentElement.lang = pageLocale();

// When the HTML paints the page itself, its requests (the page's chunks, its data) start once
// that paint is on screen: on a fast network they would end before it, and Lighthouse's
// simulated load then counts them into the first paint and the LCP (after-first-paint.ts).
// Its own image and the head's preloads are requested by the HTML, before any of this.
const firstPath = routerPath(window.location.pathname);
const firstPage = (hasStaticFirstPaint(root) ? afterFirstPaint() : Promise.resolve()).then(() => {
  preloadFirstData(firstPath);
  const pageLoaded = preloadFirstPage(firstPath);
  // The stores' start-up reads, while those requests are under way: here, in the first
  // paint's callback, not in the entry's evaluation, which is one task (lib/storage.ts).
  openStorage();
  scrubSavedDrafts();
  return pageLoaded;
});

// Older versions kept passport fields in the saved checkout draft: take them off the disk.
// Only a browser with a saved draft fetches the scrub; a first visit has none to scrub.
function scrubSavedDrafts() {
  if (storedKeys(storageKeys.checkoutDraftPrefix).length === 0) return;
  import('@/lib/checkout-draft-storage').then(
    (drafts) => {
      drafts.scrubSavedDrafts();
    },
    () => {
      // Offline: the next page load scrubs.
    },
  );
}

// The first render is a transition, which React renders in slices that yield to the browser
// every few milliseconds instead of one long task: the static first paint stays until it commits.
// It starts once the first page's chunks are in, so that it commits the page itself: a lazy page
// whose chunk is still loading would put the page loader in place of the static first paint
// (index.html's hero, the server's first block) for as long as the chunk takes.
void firstPage.then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
  // Other tabs' changes to the cart and wishlist: once the first render has had the thread.
  whenIdle(listenToStorage);
});
