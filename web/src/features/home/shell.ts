// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports no script, so the app shell (router, layout) can use it and stay a small first load.
// The hero's styles come with it: the built index.html paints the hero before any script.
import './hero.css';

export const loadHomePage = () => import('./components/home-page');
