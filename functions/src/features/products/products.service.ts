import type { Product } from '../../contract/product';
import { notFound } from '../../core/errors';
import { productsRepository } from './products.repository';

export const productsService = {
  listProducts(): Promise<Product[]> {
    return productsRepository.list();
  },

  async getProductBySlug(slug: string): Promise<Product> {
    const product = await productsRepository.findBySlug(slug);
    if (!product) throw notFound('Product not found');
    return product;
  },
};
