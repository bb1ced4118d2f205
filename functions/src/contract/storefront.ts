// Storefront texts and rules that both the server-filled page heads (functions/src/features/pages)
// and the web app use, written once here.

/** The store's name in titles and link previews. */
export const STORE_NAME = 'Toy Store';

/** The default `<meta name="description">` (web/index.html carries the same text). */
export const STORE_DESCRIPTION = 'Collectible toys, vinyl figures and plush, shipped with care.';

/** The catalogue page's description, in its server-filled head and at runtime. */
export const CATALOG_DESCRIPTION =
  'Browse every collectible toy in the store: vinyl figures, plush, die-cast cars, mecha and more. Search, filter by price and line, and sort.';

/** The Russian catalogue's description (`/ru/catalog`). */
export const CATALOG_DESCRIPTION_RU =
  'Все коллекционные игрушки магазина: виниловые фигурки, плюш, литые модели машин, меха и многое другое. Ищите, фильтруйте по цене и серии, сортируйте.';

/** Stock at or under this shows "Only N left" (and is schema.org LimitedAvailability). */
export const LIMITED_STOCK_MAX = 3;

/** Search results show about this much of a description. */
export const META_DESCRIPTION_MAX = 160;

/** One line of at most `max` characters, cut at a word boundary with an ellipsis. */
export function metaSummary(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The external parcel-tracking portal (opened in a new tab; linked from tracking e-mails). */
export const TRACKING_PORTAL_URL = 'https://parcelsapp.com/en';

/** The portal's result page for one tracking number. */
export function trackingLookupUrl(code: string): string {
  return `${TRACKING_PORTAL_URL}/tracking/${encodeURIComponent(code.trim())}`;
}
