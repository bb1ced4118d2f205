import { AdminProductResponseSchema, type ProductCreateRequest } from '@contract/admin-catalog';
import type { Product } from '@contract/product';
import { call } from './accounts';
import type { TestUser } from './auth';
import { adminDb } from './emulators';

/**
 * A product of the test's own, made through the admin API (so the stock and the caches move
 * as they do for a real product), in the 'Test line' collection with the seed's test image.
 * Runner-agnostic (Vitest and Playwright both use it), so a failure throws.
 */
export async function createTestProduct(
  admin: TestUser,
  fields: { title: string; price: number; stock: number } & Partial<
    Pick<ProductCreateRequest, 'description' | 'titleRu' | 'descriptionRu'>
  >,
): Promise<Product> {
  const res = await call('POST', '/api/admin/products', {
    bearer: admin,
    body: { ...fields, tags: ['Test line'], images: ['/img/seed/test.svg'] },
  });
  if (res.status !== 201) {
    throw new Error(
      `Creating a test product failed: ${String(res.status)} ${JSON.stringify(res.body)}`,
    );
  }
  return AdminProductResponseSchema.parse(res.body).item;
}

/** Deletes test products, their slugs and the back-in-stock requests waiting on them. */
export async function removeTestProducts(products: readonly Product[]): Promise<void> {
  const db = adminDb();
  const alerts = await Promise.all(
    products.map((p) => db.collection('stockAlerts').where('productId', '==', p.id).get()),
  );
  await Promise.all([
    ...alerts.flatMap((snap) => snap.docs.map((doc) => doc.ref.delete())),
    ...products.flatMap((p) => [
      db.doc(`products/${p.id}`).delete(),
      db.doc(`productSlugs/${p.slug}`).delete(),
    ]),
  ]);
}
