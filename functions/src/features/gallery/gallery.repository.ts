import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { GalleryItemSchema, type GalleryItem } from '../../contract/gallery';
import { db } from '../../core/firebase';

/** `gallery/{id}` {src, alt, width, height, order}: the home page mosaic. */
const gallery = () => db.collection('gallery');

/** A stored photo as the contract has it; a broken one is skipped and logged. */
function toGalleryItem(doc: QueryDocumentSnapshot): GalleryItem[] {
  const parsed = GalleryItemSchema.safeParse({ ...doc.data(), id: doc.id });
  if (parsed.success) return [parsed.data];
  logger.warn('invalid_gallery_document', { id: doc.id, issue: parsed.error.issues[0]?.message });
  return [];
}

export const galleryRepository = {
  /** Every photo in mosaic order. */
  async list(): Promise<GalleryItem[]> {
    const snap = await gallery().orderBy('order').get();
    return snap.docs.flatMap(toGalleryItem);
  },
};
