import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ProductCreateRequest, ProductPatchRequest } from '../../contract/admin-catalog';
import type { Product } from '../../contract/product';
import { auditLog, type AuditEntry } from '../../core/audit-log';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';
import { parseProduct, productRef, productsCollection as products } from './product-document';
import { slugCandidate } from './slug';
import { stockBuckets } from './stock-buckets.repository';

/**
 * Layout: `products/{autoId}` {slug, title, price, stock, tags, images, description, specs,
 * createdAt, updatedAt}; `productSlugs/{slug}` {productId, createdAt, deletedAt?} reserves a
 * slug for good (seeded products have none: their `slug` field is checked as well).
 */
const slugRef = (slug: string) => db.collection('productSlugs').doc(slug);

/** How many `-N` choices are tried before a create gives up. */
const SLUG_CHOICES = 50;

const productNotFound = () => notFound('Product not found');

/** The stored product as the contract has it; a document that does not parse cannot be answered. */
function readableProduct(id: string, data: Record<string, unknown>): Product {
  const parsed = parseProduct(id, data);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'invalid_product',
    `Product ${id} is stored in a form the store cannot read: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    409,
  );
}

async function slugTaken(tx: Transaction, slug: string): Promise<boolean> {
  if ((await tx.get(slugRef(slug))).exists) return true;
  return !(await tx.get(products().where('slug', '==', slug).limit(1))).empty;
}

/** The first free `base`, `base-2`, `base-3`..., read in the transaction that reserves it. */
async function freeSlug(tx: Transaction, base: string): Promise<string> {
  for (let n = 1; n <= SLUG_CHOICES; n++) {
    const slug = slugCandidate(base, n);
    if (!(await slugTaken(tx, slug))) return slug;
  }
  throw new AppError('slug_exhausted', 'Too many products share this title: change the title', 409);
}

/** The fields a create stores only when set (limits, release time, Russian content). */
type OptionalField = 'maxPerOrder' | 'maxPerCustomer' | 'releaseAt' | 'titleRu' | 'descriptionRu';

/** What a create stores: every field, the optional ones only when set. */
type NewProduct = Required<Omit<ProductCreateRequest, OptionalField>> &
  Pick<Product, OptionalField>;

/**
 * A patch as Firestore writes it: a null (a cleared limit, release time or Russian text)
 * deletes the field.
 */
function toUpdate(patch: ProductPatchRequest): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      value === null ? FieldValue.delete() : value,
    ]),
  );
}

/** The product after a patch, as the contract answers it: cleared limits are absent. */
function patched(stored: Record<string, unknown>, patch: ProductPatchRequest) {
  const merged = Object.entries({ ...stored, ...patch }).filter(([, value]) => value !== null);
  return Object.fromEntries(merged);
}

/** The admin panel's catalogue writes (features/admin-catalog), each with its audit entry. */
export const catalogWrites = {
  /** Reserves a unique slug and creates the product with it, in one transaction. */
  create(
    fields: NewProduct,
    baseSlug: string,
    audit: Omit<AuditEntry, 'target'>,
  ): Promise<Product> {
    return db.runTransaction(async (tx) => {
      const slug = await freeSlug(tx, baseSlug);
      const ref = products().doc();
      const now = Timestamp.now();
      tx.create(ref, { slug, ...fields, createdAt: now, updatedAt: now });
      tx.create(slugRef(slug), { productId: ref.id, createdAt: now });
      auditLog.inTransaction(tx, { ...audit, target: ref.id }, now);
      return { id: ref.id, slug, ...fields };
    });
  },

  /** Merges the fields into the product (the slug never changes); 404 when it does not exist. */
  update(
    id: string,
    patch: ProductPatchRequest,
    audit: Omit<AuditEntry, 'target'>,
  ): Promise<Product> {
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(productRef(id));
      if (!snap.exists) throw productNotFound();
      const product = readableProduct(id, patched(snap.data() ?? {}, patch));
      const now = Timestamp.now();
      // A drop's buckets (stock-buckets.ts) are rebuilt from the edited stock by its next order.
      const retired = stockBuckets.retire(tx, snap);
      tx.update(snap.ref, { ...toUpdate(patch), ...retired, updatedAt: now });
      auditLog.inTransaction(tx, { ...audit, target: id }, now);
      return product;
    });
  },

  /**
   * Deletes the product and keeps its slug reserved (marked deleted), so its old URL never
   * leads to another product.
   */
  delete(id: string, audit: Omit<AuditEntry, 'target'>): Promise<void> {
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(productRef(id));
      if (!snap.exists) throw productNotFound();
      const now = Timestamp.now();
      const slug: unknown = snap.get('slug');
      if (typeof slug === 'string' && slug !== '') {
        tx.set(slugRef(slug), { productId: id, deletedAt: now }, { merge: true });
      }
      stockBuckets.remove(tx, snap);
      tx.delete(snap.ref);
      auditLog.inTransaction(tx, { ...audit, target: id }, now);
    });
  },

  /**
   * Adds to the stock with a server-side increment (no read, so simultaneous restocks all
   * count); `update` fails on a missing document, so an unknown id creates nothing.
   */
  async restock(id: string, qty: number, audit: Omit<AuditEntry, 'target'>): Promise<Product> {
    try {
      await db.runTransaction((tx) => {
        const now = Timestamp.now();
        tx.update(productRef(id), { stock: FieldValue.increment(qty), updatedAt: now });
        auditLog.inTransaction(tx, { ...audit, target: id }, now);
        return Promise.resolve(); // writes only: nothing to read, nothing to wait for
      });
    } catch (err) {
      // NOT_FOUND: the `update` found no product.
      if (isFirestoreError(err, 'NOT_FOUND')) throw productNotFound();
      throw err;
    }
    const snap: DocumentSnapshot = await productRef(id).get();
    if (!snap.exists) throw productNotFound(); // deleted just after the restock
    return readableProduct(id, snap.data() ?? {});
  },
};
