/**
 * The one error type every failed `/api` call turns into. Kept apart from the client so
 * the app shell can recognise it without loading zod.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Readable text for any thrown value (spec section 8: 'Unknown error' otherwise). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Unknown error';
}
