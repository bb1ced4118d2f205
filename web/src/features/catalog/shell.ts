// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports no script, so the app shell (router, layout) can use it and stay a small first load.
// The product page's top comes with it: the server paints it before any script (/p/{slug}).
import './product-first-paint.css';
// So is the catalogue's first screen (/catalog): header, toolbar and the first cards.
import './catalog-first-paint.css';
import '@/components/ui/product-card.css';
// The first paint's drop badge, and the rest of the catalogue's page (its filters panel): in the
// main stylesheet, so the catalogue's chunk has no stylesheet of its own, whose <link> the app
// would add (querying and inserting it) in the task right after the first paint.
import '@/components/ui/drop-badge.css';
import './components/catalog.css';

export const loadCatalogPage = () => import('./components/catalog-page');
export const loadProductPage = () => import('./components/product-page');
