import type { Product } from '@contract/product';
import type { SeedProduct } from '../define';
import { chibiProducts } from './chibi';
import { dinoProducts } from './dinos';
import { locomotiveProducts } from './locomotives';
import { mechaProducts } from './mecha';
import { plushProducts } from './plush';
import { raceCarProducts } from './race-cars';
import { spaceshipProducts } from './spaceships';
import { tinToyProducts } from './tin-toys';

/** Every seeded product with its line and drawing data, in id order. */
export const seedProducts: SeedProduct[] = [
  ...mechaProducts,
  ...plushProducts,
  ...raceCarProducts,
  ...dinoProducts,
  ...spaceshipProducts,
  ...chibiProducts,
  ...tinToyProducts,
  ...locomotiveProducts,
];

/** The contract records alone, as the API serves them. */
export const products: Product[] = seedProducts.map((p) => p.product);
