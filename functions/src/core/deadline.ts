import type { Request, RequestHandler, Response } from 'express';
import type { ErrorBody } from '../contract/common';
import { localeFromAcceptLanguage } from './accept-language';
import { localiseError } from './error-language';
import { AppError } from './errors';
import { isAdminError, isFirestoreError } from './firebase-errors';
import { log } from './log';

/**
 * Deadlines for calls the API depends on (Firestore, the Auth Admin SDK). Racing a timer does
 * not cancel the RPC: a write may still commit after the caller heard 503. So every write that
 * can time out is either idempotent (orders, by Idempotency-Key) or answered as "could not
 * confirm" rather than "failed" (docs/reliability.md).
 */

/** A single read the hot paths depend on (products, the Auth Admin SDK's verification). */
export const READ_DEADLINE_MS = 5_000;
/** Each readiness check. */
export const PROBE_DEADLINE_MS = 2_000;
/**
 * The whole request: an answer must start by then. Under the Functions timeout (60 s) and
 * inside the web app's per-attempt timeout, so the shopper hears a clear 503, never a 504.
 */
export const REQUEST_DEADLINE_MS = 9_000;
/**
 * Requests that carry images (admin upload, reviews) store them before answering: they get
 * longer, as the web app's upload timeout does.
 */
export const UPLOAD_REQUEST_DEADLINE_MS = 25_000;
/** What the 503 asks the client to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const READ_MESSAGE = 'The store is not answering right now. Please try again in a moment.';
const WRITE_MESSAGE =
  'The store could not confirm your change in time. Please check before trying again.';
const ORDER_MESSAGE =
  'The store could not confirm your order in time. Try again with the same order: it will not be placed twice.';

/** A call that did not answer within its deadline. */
export class DeadlineExceeded extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${String(ms)} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * `promise`, or a DeadlineExceeded after `ms`. The timer never keeps the process alive and is
 * cleared once the promise settles; a late settlement is ignored (and a late rejection handled).
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new DeadlineExceeded(what, ms));
    }, ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** Whether `err` says a backend is down or slow (ours, Firestore's or the Admin SDK's). */
export function isUnavailable(err: unknown): boolean {
  return (
    err instanceof DeadlineExceeded ||
    isFirestoreError(err, 'UNAVAILABLE', 'DEADLINE_EXCEEDED') ||
    isAdminError(err, 'app/network-error', 'app/network-timeout')
  );
}

const isWrite = (req: Request) => !['GET', 'HEAD', 'OPTIONS'].includes(req.method);

/**
 * The 503 for a request whose backend did not answer. Reads may simply be retried; a write
 * may still commit after this answer, so it says "could not confirm", and checkout (safe to
 * retry with its key) says so.
 */
export function unavailable(req: Request): AppError {
  const message = !isWrite(req)
    ? READ_MESSAGE
    : req.path === '/api/orders'
      ? ORDER_MESSAGE
      : WRITE_MESSAGE;
  return new AppError('unavailable', message, 503, {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/** Set once the deadline answered for the handler; what the handler does later goes nowhere. */
export function answeredByDeadline(res: Response): boolean {
  return res.locals.deadlineAnswered === true;
}

/**
 * Answers 503 JSON with Retry-After when no answer has started within `ms` (or the `writes`
 * entry for a write to that exact path), then turns the handler's own later writes into
 * no-ops, so its eventual answer (or error) is harmless.
 */
export function requestDeadline(
  defaultMs: number = REQUEST_DEADLINE_MS,
  writes: Record<string, number> = {},
): RequestHandler {
  return (req, res, next) => {
    const ms = (isWrite(req) ? writes[req.path] : undefined) ?? defaultMs;
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      const err = unavailable(req);
      log.deadlineExceeded({ method: req.method, path: req.path, ms });
      res.set('Cache-Control', 'no-store');
      res.set('Retry-After', String(err.retryAfterSeconds));
      // In the request's language, as the error handler answers (issue 25).
      const locale = localeFromAcceptLanguage(req.get('Accept-Language'));
      res.status(503).json({ error: localiseError(err.message, locale) } satisfies ErrorBody);
      res.locals.deadlineAnswered = true;
      silence(res);
    }, ms);
    timer.unref();
    const stop = () => {
      clearTimeout(timer);
    };
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}

/** Makes every later header or body write on `res` a no-op. */
function silence(res: Response): void {
  const chain = () => res;
  Object.assign(res, {
    status: chain,
    set: chain,
    header: chain,
    setHeader: chain,
    removeHeader: () => undefined,
    json: chain,
    send: chain,
    end: chain,
    write: () => true,
    redirect: () => undefined,
    sendStatus: chain,
    attachment: chain,
    type: chain,
    cookie: chain,
    clearCookie: chain,
  });
}
