import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ErrorCodeSchema, type ErrorBody } from '../contract/common';
import { localeFromAcceptLanguage } from './accept-language';
import { answeredByDeadline, isUnavailable, unavailable } from './deadline';
import { localiseError } from './error-language';
import { AppError } from './errors';
import { log } from './log';

/**
 * `{error}` in the request's language (issue 25): the web sends its page's language as
 * `Accept-Language`; English answers are exactly the thrown text.
 */
const errorIn = (req: Request, message: string): string =>
  localiseError(message, localeFromAcceptLanguage(req.get('Accept-Language')));

/** Unknown `/api` paths are a JSON 404, never the SPA's HTML. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'no-store');
  res.status(404).json({ error: errorIn(req, 'Not found') } satisfies ErrorBody);
};

/** The only place that turns errors into `{error}` JSON. */
export const errorHandler: ErrorRequestHandler = (thrown: unknown, req, res, next) => {
  if (res.headersSent) {
    // The request deadline already answered 503: the handler's late failure goes to the log.
    if (answeredByDeadline(res)) log.afterDeadline(thrown, { method: req.method, path: req.path });
    else next(thrown);
    return;
  }
  res.set('Cache-Control', 'no-store');
  // Firestore or Auth down or slow (UNAVAILABLE, DEADLINE_EXCEEDED, our own deadlines): a 503
  // the client may retry, never a 500.
  const backendDown = isUnavailable(thrown);
  if (backendDown) log.backendUnavailable(thrown, { method: req.method, path: req.path });
  const err = backendDown ? unavailable(req) : thrown;
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(err.retryAfterSeconds));
    const code = ErrorCodeSchema.safeParse(err.code);
    const error = errorIn(req, err.message);
    const body: ErrorBody = code.success ? { error, code: code.data } : { error };
    res.status(err.status).json(body);
    return;
  }
  // body-parser errors (malformed JSON, too large) carry a 4xx status of their own.
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body too large' : 'Malformed request body';
    res.status(status).json({ error: errorIn(req, message) } satisfies ErrorBody);
    return;
  }
  log.unexpectedError(err, { method: req.method, path: req.path });
  res.status(500).json({ error: errorIn(req, 'Internal server error') } satisfies ErrorBody);
};
