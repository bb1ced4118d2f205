import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { SessionUser } from '../../functions/src/core/auth';
import { adminDb } from './emulators';

/**
 * What the back-in-stock tests run the product trigger's handler with, in process: products
 * of their own, which stay sold out in `products` (so the deployed trigger never mails for
 * them), and restock snapshots from collections of their own.
 */

/** A signed-in account with this verified address: its own request is active at once. */
export const verifiedOwner = (email: string): SessionUser => ({
  uid: `uid-${email}`,
  email,
  name: '',
  emailVerified: true,
  role: 'user',
});

/** How a test product is named: its slug, title and (optional) Russian title. */
export interface RestockProductText {
  slug: string;
  title: string;
  titleRu?: string;
}

/** A catalogue product's document with this stock. */
export const restockProduct = (text: RestockProductText, stock: number) => ({
  ...text,
  price: 10,
  stock,
  tags: [],
  images: [],
  description: '',
  specs: {},
});

/** The trigger's before and after snapshots of a stock change of product `id`. */
export async function stockChange(
  id: string,
  text: RestockProductText,
  from: number,
  to: number,
): Promise<{ before: DocumentSnapshot; after: DocumentSnapshot }> {
  const db = adminDb();
  const before = db.collection('mailTestProducts-before').doc(id);
  const after = db.collection('mailTestProducts-after').doc(id);
  await Promise.all([before.set(restockProduct(text, from)), after.set(restockProduct(text, to))]);
  return { before: await before.get(), after: await after.get() };
}

/** The mails of one kind about one product. */
export async function mailsOf(productId: string, kind: string): Promise<QueryDocumentSnapshot[]> {
  const snap = await adminDb()
    .collection('mail')
    .where('productId', '==', productId)
    .where('kind', '==', kind)
    .get();
  return snap.docs;
}
