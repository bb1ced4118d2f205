import { Router } from 'express';
import type { GalleryResponse } from '../../contract/gallery';
import { publicCache } from '../../core/http-cache';
import { galleryRepository } from './gallery.repository';

export const galleryRouter = Router();

galleryRouter.get('/api/gallery', async (_req, res) => {
  const items = await galleryRepository.list();
  publicCache(res, { browser: 300, cdn: 3600 });
  res.json({ items } satisfies GalleryResponse);
});
