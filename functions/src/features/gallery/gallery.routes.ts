import { Router } from 'express';
import { GalleryItemSchema, type GalleryItem, type GalleryResponse } from '../../contract/gallery';
import { db } from '../../core/firebase';
import { publicCache } from '../../core/http-cache';

export const galleryRouter = Router();

galleryRouter.get('/api/gallery', async (_req, res) => {
  const snap = await db.collection('gallery').orderBy('order').get();
  const items = snap.docs
    .map((doc) => GalleryItemSchema.safeParse({ ...doc.data(), id: doc.id }))
    .flatMap((r): GalleryItem[] => (r.success ? [r.data] : []));
  publicCache(res, { browser: 300, cdn: 3600 });
  res.json({ items } satisfies GalleryResponse);
});
