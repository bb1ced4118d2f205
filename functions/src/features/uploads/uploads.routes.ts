import { Router } from 'express';
import { UploadRequestSchema, type UploadResponse } from '../../contract/admin-catalog';
import { adminOnly } from '../../core/admin-guard';
import { signedInUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { route } from '../../core/route';
import { IMMUTABLE_CACHE } from './image-store';
import { uploadsService } from './uploads.service';

export const uploadsRouter = Router();

uploadsRouter.post(
  '/api/admin/upload',
  ...adminOnly,
  route({ body: UploadRequestSchema }, async ({ body: { image }, res }) => {
    const url = await uploadsService.upload(image, signedInUser(res).email);
    res.status(201).json({ url } satisfies UploadResponse);
  }),
);

/** The local fallback's images (public, like the Storage bucket's `uploads/`). */
uploadsRouter.get('/api/uploads/:name', async (req, res) => {
  const image = await uploadsService.localImage(req.params.name);
  if (!image) throw notFound('Image not found');
  res.set({
    'Content-Type': image.contentType,
    'Cache-Control': IMMUTABLE_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.send(image.bytes);
});
