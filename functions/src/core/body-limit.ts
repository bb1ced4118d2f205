import type { RequestHandler } from 'express';
import { UPLOAD_MAX_BYTES } from '../contract/admin-catalog';
import { REVIEW_MAX_IMAGES } from '../contract/review';
import { AppError } from './errors';

/**
 * The Cloud Functions runtime parses JSON bodies before our Express app runs, so
 * `express.json({limit})` never sees them: the size cap is enforced here, from the raw
 * body the runtime keeps (or the declared length).
 */
export function bodyLimit(
  maxBytes: number,
  /** Larger caps for exact paths (`/api/admin/upload`). */
  byPath: Record<string, number> = {},
): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const size = raw ? raw.length : Number(req.headers['content-length'] ?? 0);
    if (size > (byPath[req.path] ?? maxBytes)) {
      next(new AppError('payload_too_large', 'Request body too large', 413));
      return;
    }
    next();
  };
}

export const DEFAULT_BODY_LIMIT = 100 * 1024;
/** A 5 MB image as a base64 data URL is about 6.7 MB. */
export const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024;

/*
 * Memory of the `api` function (issue 12, point 7). The Cloud Functions runtime reads every
 * request body up to its own 32 MiB limit (Cloud Run's request cap too) before our caps run,
 * and parses JSON, so the budget counts the copies the runtime and our code hold at once:
 *
 *   JSON body of B bytes (runtime): rawBody B + decoded text B + parsed values B    = 3 B
 *   data-URL JSON (upload, reviews): 3 B + base64 payload B + decoded image 0.75 B
 *                                   + Cloud Storage write buffer 0.75 B             = 5.5 B
 *   multipart review: rawBody B (also req.body) + busboy's file buffers (at most
 *                     5 x 5 MB) + Cloud Storage write buffers (the same again)
 *
 * The largest accepted body is a JSON review at the runtime's 32 MiB: 5.5 x 32 = 176 MiB.
 * memory >= baseline + concurrency x 176 MiB: 256 MiB + 10 x 176 MiB = 2016 MiB <= 2048 MiB.
 * (Node with our bundle loaded is about 100 MiB RSS; the baseline leaves room for gRPC and
 * the heap's own slack.) Checked by body-limit.test.ts.
 */
const MiB = 1024 * 1024;

/** Bodies the runtime reads before our code runs; also Cloud Run's request size limit. */
export const RUNTIME_BODY_LIMIT = 32 * MiB;

/** The `api` function's memory and concurrency (functions/src/index.ts). */
export const API_MEMORY = '2GiB' as const;
export const API_MEMORY_BYTES = 2048 * MiB;
export const API_CONCURRENCY = 10;
/** Node, the bundle, firebase-admin's gRPC channels and heap slack, without any request. */
export const API_BASELINE_BYTES = 256 * MiB;

/** How a route's body is handled, which decides how many copies of it are held at once. */
export type BodyHandling = 'json' | 'data-url-json' | 'multipart-images';

/** Image bytes a review may carry as multipart files (5 x 5 MB). */
const MULTIPART_FILE_BYTES = REVIEW_MAX_IMAGES * UPLOAD_MAX_BYTES;

/** Peak bytes one request of `bodyBytes` holds (see the table above). */
export function peakRequestBytes(handling: BodyHandling, bodyBytes: number): number {
  switch (handling) {
    case 'json':
      return 3 * bodyBytes;
    case 'data-url-json':
      return 5.5 * bodyBytes;
    case 'multipart-images':
      return bodyBytes + 2 * Math.min(bodyBytes, MULTIPART_FILE_BYTES);
  }
}
