/** The one error type of the API. The error handler turns it into `{error}` JSON. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', message, 404);
export const badRequest = (message: string) => new AppError('bad_request', message, 400);
