import type { CartItem } from '../../contract/order';
import type { Product } from '../../contract/product';
import { AppError } from '../../core/errors';
import type { ProductsById } from '../products';

/** What the client asks for: only the id and quantity of each line are trusted. */
export interface RequestedLine {
  id: string;
  qty: number;
}

function productOf(products: ProductsById, id: string): Product {
  const product = products.get(id);
  if (!product) throw new AppError('unknown_product', `Product not found: ${id}`, 400);
  return product;
}

/**
 * Order lines priced from the server's own product documents: the client's title, price
 * and image are never used. An unknown product is the client's mistake: 400 naming it.
 */
export function priceLines(
  requested: readonly RequestedLine[],
  products: ProductsById,
): CartItem[] {
  return requested.map(({ id, qty }) => {
    const product = productOf(products, id);
    return { id, title: product.title, price: product.price, qty, image: product.images[0] ?? '' };
  });
}

/** The first line that cannot be filled fails the whole order, saying what is left. */
export function assertInStock(requested: readonly RequestedLine[], products: ProductsById): void {
  for (const { id, qty } of requested) {
    const { title, stock } = productOf(products, id);
    if (stock >= qty) continue;
    const message = stock > 0 ? `Only ${stock} left of '${title}'` : `'${title}' is out of stock`;
    throw new AppError('insufficient_stock', message, 409);
  }
}
