import type { RequestHandler } from 'express';
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
