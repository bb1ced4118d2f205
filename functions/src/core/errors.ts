/**
 * The one error type of the API. The error handler turns it into `{error}` JSON; a `code`
 * the contract lists (ErrorCodeSchema) goes along as `code`, and `retryAfterSeconds` becomes
 * the `Retry-After` header.
 */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string) => new AppError('not_found', message, 404);
export const badRequest = (message: string) => new AppError('bad_request', message, 400);
