import { db } from '../../core/firebase';
import { productRef, productsById, type ProductsById } from '../products';

export const checkoutRepository = {
  /** Every requested product in one round trip (outside a transaction: quotes promise nothing). */
  async findProducts(ids: readonly string[]): Promise<ProductsById> {
    return productsById(await db.getAll(...ids.map(productRef)));
  },
};
