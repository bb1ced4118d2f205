import type { ErrorBody } from '@contract/common';
import { env } from '@/config/env';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { ApiError, retryAfterSecondsOf, timeoutMessage } from './api-error';
import { withRecentSignIn } from './recent-sign-in';
import { recordServerDate } from './server-clock';

/**
 * How long one attempt may take before the shopper hears about it. 8 s fits the API's own
 * deadlines (about 5 s for a read, 10 s for a transaction answers 503 sooner) and, with
 * at most one retry of a query, an error with 'Try again' shows within 20 s.
 */
export const REQUEST_TIMEOUT_MS = 8_000;
/** Uploads carry megabytes over slow links: they get a longer deadline of their own. */
export const UPLOAD_TIMEOUT_MS = 60_000;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs of an answer's schema; the contract's zod schemas fit it. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * For the storefront's public reads (products, gallery, stats): the answer is typed by the
 * contract but not parsed again in the browser, so zod stays out of a guest's first load
 * (docs/decisions.md). The server parses what it stores and sends; anything but a JSON
 * object (an HTML page, an empty body) still counts as an unexpected answer.
 */
export function unparsedAnswer<T>(): AnswerSchema<T> {
  return {
    safeParse: (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { success: true, data: value as T }
        : { success: false },
  };
}

/** The server's `{error, code?}` body (ErrorBodySchema), checked by hand to keep zod out. */
function errorBodyOf(body: unknown): ErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, code } = body as Record<string, unknown>;
  if (typeof error !== 'string' || (code !== undefined && typeof code !== 'string')) {
    return undefined;
  }
  return code === undefined ? { error } : { error, code: code as ErrorBody['code'] };
}

/**
 * One signal for fetch that aborts on the caller's cancel or on the deadline, whichever
 * comes first. A plain timer (not `AbortSignal.timeout` / `AbortSignal.any`) so it works
 * in every browser we support and under fake timers in tests.
 */
function withDeadline(callerSignal: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  const onCancel = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCancel();
  else callerSignal?.addEventListener('abort', onCancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCancel);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface RequestParts {
  method: 'GET' | Method;
  headers?: Record<string, string>;
  body?: string | FormData | null;
  signal?: AbortSignal | null;
  credentials?: RequestCredentials;
  cache?: RequestCache;
  timeoutMs?: number;
}

/**
 * One fetch under the deadline: the answer and its body, read as JSON (or by `readOk` when
 * the answer succeeded, for a file). No answer at all becomes an ApiError with status 0.
 */
async function exchange(
  path: string,
  init: RequestParts,
  readOk: (response: Response) => Promise<unknown> = readJson,
): Promise<{ response: Response; body: unknown }> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, signal: callerSignal, ...fetchInit } = init;
  const deadline = withDeadline(callerSignal, timeoutMs);
  try {
    // The deadline covers the body too: a stalled stream is as stuck as a stalled answer.
    const sentAt = Date.now();
    const response = await fetch(`${env.apiBaseUrl}${path}`, {
      ...fetchInit,
      signal: deadline.signal,
      // The page's language, so the server's `{error}` texts come back in it (issue 25).
      headers: {
        Accept: 'application/json',
        'Accept-Language': pageLocale(),
        ...fetchInit.headers,
      },
    });
    // Only a fresh answer's `Date` tells the server's time; a cached copy keeps its old one.
    if (/no-store/i.test(response.headers.get('Cache-Control') ?? '')) {
      recordServerDate(response.headers.get('Date'), sentAt, Date.now());
    }
    const body = response.ok ? await readOk(response) : await readJson(response);
    return { response, body };
  } catch (error) {
    // A cancelled query is not a failure to report; let the caller see the abort.
    if (callerSignal?.aborted) throw error;
    if (deadline.timedOut()) throw new ApiError(0, timeoutMessage(), { timedOut: true });
    throw new ApiError(0, m.shell_network_error());
  } finally {
    deadline.done();
  }
}

/** A failed answer as the one ApiError: the server's `{error, code?}`, else the fallback text. */
function failure(response: Response, body: unknown, fallbackMessage: string): ApiError {
  const errorBody = errorBodyOf(body);
  return new ApiError(response.status, errorBody?.error ?? fallbackMessage, {
    code: errorBody?.code,
    retryAfterSeconds: retryAfterSecondsOf(response.headers.get('Retry-After')),
  });
}

async function requestOnce<T>(
  path: string,
  schema: AnswerSchema<T>,
  init: RequestParts,
  fallbackMessage: string,
): Promise<T> {
  const { response, body } = await exchange(path, init);
  if (!response.ok) throw failure(response, body, fallbackMessage);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, m.shell_unexpected_answer({ path }));
  }
  return parsed.data;
}

/**
 * Every JSON call. An admin asked for a recent sign-in (`reauth_required`) is prompted, and
 * the call repeated once they signed in again (lib/recent-sign-in.ts): the server refuses
 * before acting, so repeating is safe for writes too.
 */
function request<T>(
  path: string,
  schema: AnswerSchema<T>,
  init: RequestParts,
  fallbackMessage: string,
): Promise<T> {
  return withRecentSignIn(() => requestOnce(path, schema, init, fallbackMessage));
}

export interface CallOptions {
  /** Fixed text used when the server sends no `{error}`. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Extra headers for this call (for example `Idempotency-Key` or `Authorization`). */
  headers?: Record<string, string>;
  /** Cookies go along by default; `'omit'` for calls the spec sends without credentials. */
  credentials?: RequestCredentials;
  /** The browser's HTTP cache mode; `'no-cache'` revalidates a cached public answer. */
  cache?: RequestCache;
  /** Per-attempt deadline; `REQUEST_TIMEOUT_MS` unless given (uploads use `UPLOAD_TIMEOUT_MS`). */
  timeoutMs?: number;
}

export function apiGet<T>(path: string, schema: AnswerSchema<T>, options: CallOptions = {}) {
  return request(
    path,
    schema,
    {
      method: 'GET',
      signal: options.signal ?? null,
      headers: options.headers ?? {},
      credentials: options.credentials ?? 'include',
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    },
    options.fallbackMessage ?? m.shell_request_failed(),
  );
}

export function apiSend<T>(
  method: Method,
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: CallOptions = {},
) {
  return request(
    path,
    schema,
    {
      method,
      signal: options.signal ?? null,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      credentials: options.credentials ?? 'include',
      body: body === undefined ? null : JSON.stringify(body),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    },
    options.fallbackMessage ?? m.shell_request_failed(),
  );
}

/**
 * A multipart POST (`FormData`): the browser writes the Content-Type with its boundary,
 * so none is set here. Forms carry files, so the upload deadline applies unless given.
 */
export function apiPostForm<T>(
  path: string,
  form: FormData,
  schema: AnswerSchema<T>,
  options: CallOptions = {},
) {
  return request(
    path,
    schema,
    {
      method: 'POST',
      signal: options.signal ?? null,
      headers: options.headers ?? {},
      credentials: options.credentials ?? 'include',
      body: form,
      timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    },
    options.fallbackMessage ?? m.shell_request_failed(),
  );
}

/** A file the API sent: its bytes and the name the server gave it, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The `filename` of a `Content-Disposition: attachment; filename="..."` header. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/i.exec(disposition ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * A GET whose answer is a file (the orders export), as a Blob: never parsed, and sent with
 * the cookies like any call. A failure is the usual ApiError from the `{error}` JSON, a
 * recent sign-in prompted for as in `request`. Files take the long deadline: an export
 * streams for a while.
 */
export function apiGetFile(path: string, options: CallOptions = {}): Promise<DownloadedFile> {
  const init: RequestParts = {
    method: 'GET',
    signal: options.signal ?? null,
    headers: { Accept: '*/*', ...options.headers },
    credentials: options.credentials ?? 'include',
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
  };
  return withRecentSignIn(async () => {
    const { response, body } = await exchange(path, init, (ok) => ok.blob());
    if (!response.ok)
      throw failure(response, body, options.fallbackMessage ?? m.shell_request_failed());
    return {
      blob: body as Blob, // what `ok.blob()` read
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
  });
}
