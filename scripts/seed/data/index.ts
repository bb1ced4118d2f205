// The whole seed as plain data: importable by tests and the image generator without
// touching Firebase.
export { coupons } from './coupons';
export { faq } from './faq';
export { gallery, seedGallery } from './gallery';
export { products, seedProducts } from './products';
export { reviews } from './reviews';
export { baseStats, publicStats } from './stats';
export { seedUsers } from './users';
export type { ProductLine, SeedGalleryItem, SeedProduct, SeedUser } from './define';
