// The one door to the compiled messages (`npm run i18n` writes src/paraglide from
// web/messages/<area>/<locale>.json). Each message is a function that tree-shakes: a page
// bundles only the messages it calls, in both languages.
import './locale';

export { m } from '@/paraglide/messages';
