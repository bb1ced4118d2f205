import { logger } from 'firebase-functions';

/** An error's name, message and code (gRPC number or Auth string), never its payload. */
function errorSummary(err: unknown): { name: string; message: string; code?: unknown } | string {
  if (!(err instanceof Error)) return String(err);
  const { code } = err as { code?: unknown };
  return { name: err.name, message: err.message, ...(code === undefined ? {} : { code }) };
}

/**
 * Named log helpers. Structured fields only; never pass request bodies, tokens,
 * cookies or passport data here.
 */
export const log = {
  unexpectedError(err: unknown, context: { method: string; path: string }) {
    logger.error('unexpected_error', {
      ...context,
      error:
        err instanceof Error
          ? { name: err.name, message: err.message, stack: err.stack }
          : String(err),
    });
  },
  /** A backend did not answer in time; the client heard 503. */
  deadlineExceeded(context: { method: string; path: string; ms: number }) {
    logger.warn('request_deadline_exceeded', context);
  },
  /** A handler that failed after the request deadline had already answered 503. */
  /** Firestore or Auth did not answer (the client heard 503): which error, so a burst's 503s have a cause. */
  backendUnavailable(err: unknown, context: { method: string; path: string }) {
    logger.warn('backend_unavailable', { ...context, error: errorSummary(err) });
  },
  afterDeadline(err: unknown, context: { method: string; path: string }) {
    logger.warn('failed_after_deadline', { ...context, error: errorSummary(err) });
  },
  /** A paged list's last row has no Timestamp `createdAt`, so no cursor can follow it. */
  pageCursorUnavailable(context: { path: string }) {
    logger.warn('page_cursor_unavailable', context);
  },
  /** A `logs` entry that does not match the contract: left out of the admin's Logs tab. */
  invalidLogEntry(fields: { id: string; issue: string | undefined }) {
    logger.warn('invalid_log_document', fields);
  },
  startup(fields: Record<string, string | number | boolean>) {
    logger.info('api_startup', fields);
  },
};
