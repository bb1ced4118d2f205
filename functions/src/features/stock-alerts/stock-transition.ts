type Fields = Readonly<Record<string, unknown>> | undefined;

/** A product's stock as a number: a missing document or field counts as none. */
const stockOf = (product: Fields): number =>
  typeof product?.stock === 'number' && Number.isFinite(product.stock) ? product.stock : 0;

/**
 * Whether this write of a product brought it back: stock was 0 (or less, or missing) and is
 * now above 0. Whatever wrote it (a restock, an admin's edit, a cancelled order returning
 * its units) counts alike; a change between two positive figures, or down to 0, does not.
 */
export function isRestock(before: Fields, after: Fields): boolean {
  return after !== undefined && stockOf(before) <= 0 && stockOf(after) > 0;
}
