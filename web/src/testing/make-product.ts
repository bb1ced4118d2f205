import type { Product } from '@contract/product';

let next = 1;

/** A valid contract Product with sensible defaults; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const n = next++;
  const slug = overrides.slug ?? `toy-${n}`;
  return {
    id: `p${n}`,
    slug,
    title: `Toy ${n}`,
    price: 20,
    stock: 20,
    tags: [],
    images: [`/img/seed/products/${slug}-1.svg`],
    description: '',
    specs: {},
    ...overrides,
  };
}
