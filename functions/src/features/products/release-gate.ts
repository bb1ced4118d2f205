import { beforeRelease } from '../../contract/drop';
import type { Product } from '../../contract/product';
import { AppError } from '../../core/errors';
import type { ProductsById } from './product-document';

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
