import { beforeRelease } from '../../contract/drop';
import type { Product } from '../../contract/product';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { productRef, productsById, type ProductsById } from './product-document';

/** A release time as the refusal states it: UTC to the second (the shopper's page shows local). */
const saleTime = (releaseAt: string) =>
  `${new Date(releaseAt).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * A product whose release time is still to come cannot be quoted or ordered (contract/drop.ts).
 * Unknown or unreadable products are left to the caller (priceLines answers them 400); the
 * first line not on sale yet fails the whole request with a 409 saying when it goes on sale.
 */
export function assertReleased(
  lines: readonly { id: string }[],
  products: ProductsById,
  nowMs: number,
): void {
  for (const { id } of lines) {
    const product: Product | null | undefined = products.get(id);
    if (!product?.releaseAt || !beforeRelease(product, nowMs)) continue;
    throw new AppError(
      'not_released',
      `'${product.title}' goes on sale at ${saleTime(product.releaseAt)}`,
      409,
    );
  }
}

/**
 * The order's check, before its transaction: the requested products read in one round trip
 * (no locks, nothing held), then `assertReleased` by the server's clock. Only an admin's edit
 * moves a release time, so a read just before the transaction is as good as one inside it.
 */
export async function assertOnSale(
  lines: readonly { id: string }[],
  nowMs = Date.now(),
): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.id))];
  if (ids.length === 0) return;
  assertReleased(lines, productsById(await db.getAll(...ids.map(productRef))), nowMs);
}
