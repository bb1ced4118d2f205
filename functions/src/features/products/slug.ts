/** Longest slug made from a title, leaving room for a `-N` suffix within SlugSchema's 120. */
export const SLUG_BASE_MAX = 100;

/** Long slugs are cut at the last hyphen that fits, so no word is cut in half. */
function cutAtWord(slug: string): string {
  if (slug.length <= SLUG_BASE_MAX) return slug;
  const lastHyphen = slug.lastIndexOf('-', SLUG_BASE_MAX);
  return slug.slice(0, lastHyphen > 0 ? lastHyphen : SLUG_BASE_MAX);
}

/**
 * A URL slug from a product title: accents dropped (é -> e), lower-case ASCII letters and
 * digits joined by single hyphens. A title with no ASCII letter or digit at all (only
 * symbols, or another script) becomes 'product'; uniqueness then adds `-2`, `-3`...
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutAtWord(slug).replace(/-+$/, '') || 'product';
}

/** The n-th choice for a base slug: `base`, then `base-2`, `base-3`... */
export const slugCandidate = (base: string, n: number): string => (n === 1 ? base : `${base}-${n}`);
