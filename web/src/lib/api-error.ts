import { m } from '@/i18n/messages';

/**
 * The one error type every failed `/api` call turns into. Kept apart from the client so
 * the app shell can recognise it without loading zod.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The contract's machine-readable reason (ErrorCodeSchema), when the server gave one. */
  readonly code: string | undefined;
  /** Seconds the server asked the client to wait (`Retry-After`), when it did. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The client gave up waiting (status 0): the server may still act on the request, so a
   * write that timed out is 'not confirmed', not 'failed'.
   */
  readonly timedOut: boolean;

  constructor(
    status: number,
    message: string,
    details: {
      code?: string | undefined;
      retryAfterSeconds?: number | undefined;
      timedOut?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.timedOut = details.timedOut ?? false;
  }
}

/** What a timed-out call says, in the page's language. */
export const timeoutMessage = () => m.shell_timeout();

/** The English `timeoutMessage()`, as the specification words it. */
export const TIMEOUT_MESSAGE = m.shell_timeout({}, { locale: 'en' });

/** The client's own deadline passed before an answer came. */
export const isTimeout = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.timedOut;

/** `Retry-After` in whole seconds (our API never sends the date form); undefined otherwise. */
export function retryAfterSecondsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** Readable text for any thrown value ('Unknown error' otherwise). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return m.shell_unknown_error();
}
