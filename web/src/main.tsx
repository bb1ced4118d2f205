// Before any schema parses: no `new Function` probe under the CSP (see the file).
import '@/lib/zod-jitless';
// Global tokens and base styles first, so feature stylesheets can build on them.
import './styles/global.css';
import './styles/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { pageLocale, routerPath } from '@/i18n/locale';
import { preloadFirstData } from '@/app/preload-first-data';
import { scrubSavedDrafts } from '@/lib/checkout-draft-storage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first HTML already says it (ru/index.html, the server-filled heads); the dev server's does not.
document.documentElement.lang = pageLocale();

preloadFirstData(routerPath(window.location.pathname));

// Older versions kept passport fields in the saved checkout draft: take them off the disk.
scrubSavedDrafts();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
