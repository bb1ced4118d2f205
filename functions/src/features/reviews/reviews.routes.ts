import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { IdSchema, type OkSchema } from '../../contract/common';
import {
  AdminReviewCreateRequestSchema,
  REVIEW_MAX_IMAGES,
  ReviewResponseRequestSchema,
  ReviewVoteRequestSchema,
  type AdminReviewResponseSchema,
  type AdminReviewsResponse,
  type ReviewCreatedResponseSchema,
  type ReviewsResponse,
  type ReviewVoteResponseSchema,
} from '../../contract/review';
import { UPLOAD_MAX_BYTES } from '../../contract/admin-catalog';
import { adminOnly } from '../../core/admin-guard';
import { currentUser, identify, requireUser, signedInUser } from '../../core/auth';
import { noStore, publicCache, sendPrepared } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { parseMultipart } from './review-multipart';
import { reviewErrors } from './reviews.repository';
import { reviewsService } from './reviews.service';

/**
 * Body cap of POST /api/reviews: five 5 MB images fit as multipart; it is also the Functions
 * runtime's own request limit (32 MB), so JSON with five full-size data URLs (about 33.5 MB)
 * is refused, 413.
 */
export const REVIEW_BODY_LIMIT = 32 * 1024 * 1024;

export const reviewsRouter = Router();

type Answer<S extends z.ZodType> = z.infer<S>;

/** A path id that could not be one of ours names no review: the same 404 as an unknown one. */
const reviewId = (req: Request): string => {
  const parsed = IdSchema.safeParse(req.params.id);
  if (!parsed.success) throw reviewErrors.notFound();
  return parsed.data;
};

const personal: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

reviewsRouter.get('/api/reviews', identify, async (req, res) => {
  const user = currentUser(res);
  if (!user) {
    // A guest's answer is this instance's copy, serialized (and gzipped) once per read.
    const reviews = await reviewsService.listPublic();
    publicCache(res, { browser: 30, cdn: 60 });
    sendPrepared(req, res, reviews);
    return;
  }
  const reviews = await reviewsService.listPublicFor(user);
  // The caller's own votes are in a signed-in answer: never in a shared cache.
  res.set('Cache-Control', 'private, no-store');
  res.json({ reviews } satisfies ReviewsResponse);
});

reviewsRouter.post('/api/reviews', identify, rateLimit('review'), async (req, res) => {
  const contentType = req.headers['content-type'] ?? '';
  const multipart = /^multipart\/form-data/i.test(contentType);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const form = multipart
    ? await parseMultipart(raw ?? Buffer.alloc(0), contentType, 'images', {
        maxFiles: REVIEW_MAX_IMAGES,
        maxFileBytes: UPLOAD_MAX_BYTES,
        maxFields: 10,
        maxFieldBytes: 64 * 1024,
      })
    : { fields: req.body as unknown, files: [] };
  const created = await reviewsService.submit({
    ...form,
    multipart,
    uid: currentUser(res)?.uid ?? null,
  });
  noStore(res);
  res.status(201).json(created satisfies Answer<typeof ReviewCreatedResponseSchema>);
});

reviewsRouter.post(
  '/api/reviews/:id/vote',
  identify,
  requireUser,
  personal,
  rateLimit('vote'),
  route({ body: ReviewVoteRequestSchema }, async ({ body: { vote }, req, res }) => {
    const review = await reviewsService.vote(reviewId(req), signedInUser(res), vote);
    res.json({ review } satisfies Answer<typeof ReviewVoteResponseSchema>);
  }),
);

// Moderation (admin only, every change audited).

reviewsRouter.get('/api/admin/reviews', ...adminOnly, async (_req, res) => {
  const reviews = await reviewsService.listAll();
  res.json({ reviews } satisfies AdminReviewsResponse);
});

for (const action of ['approve', 'reject'] as const) {
  reviewsRouter.post(`/api/admin/reviews/:id/${action}`, ...adminOnly, async (req, res) => {
    const review = await reviewsService.moderate(reviewId(req), action, signedInUser(res).email);
    res.json({ review } satisfies Answer<typeof AdminReviewResponseSchema>);
  });
}

reviewsRouter.post(
  '/api/reviews/admin',
  ...adminOnly,
  route({ body: AdminReviewCreateRequestSchema }, async ({ body, res }) => {
    const review = await reviewsService.createByAdmin(body, signedInUser(res));
    res.status(201).json({ review } satisfies Answer<typeof AdminReviewResponseSchema>);
  }),
);

reviewsRouter.post(
  '/api/reviews/:id/response',
  ...adminOnly,
  route({ body: ReviewResponseRequestSchema }, async ({ body: { response }, req, res }) => {
    const review = await reviewsService.respond(reviewId(req), response, signedInUser(res).email);
    res.json({ review } satisfies Answer<typeof AdminReviewResponseSchema>);
  }),
);

reviewsRouter.delete('/api/reviews/:id/response', ...adminOnly, async (req, res) => {
  const review = await reviewsService.removeResponse(reviewId(req), signedInUser(res).email);
  res.json({ review } satisfies Answer<typeof AdminReviewResponseSchema>);
});

reviewsRouter.delete('/api/reviews/:id', ...adminOnly, async (req, res) => {
  await reviewsService.delete(reviewId(req), signedInUser(res).email);
  res.json({ ok: true } satisfies Answer<typeof OkSchema>);
});
