import { logger } from 'firebase-functions';

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
  startup(fields: Record<string, string | number | boolean>) {
    logger.info('api_startup', fields);
  },
};
