import type { z } from 'zod';
import { ErrorBodySchema } from '@contract/common';
import { env } from '@/config/env';
import { ApiError, retryAfterSecondsOf } from './api-error';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
}

async function request<T>(
  path: string,
  schema: z.ZodType<T>,
  init: RequestParts,
  fallbackMessage: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    // A cancelled query is not a failure to report; let the caller see the abort.
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'Network error: check your connection and try again.');
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : fallbackMessage, {
      code: parsed.success ? parsed.data.code : undefined,
      retryAfterSeconds: retryAfterSecondsOf(response.headers.get('Retry-After')),
    });
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, `Unexpected answer from ${path}`);
  }
  return parsed.data;
}

export interface CallOptions {
  /** Fixed text used when the server sends no `{error}` (spec section 8). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Extra headers for this call (for example `Idempotency-Key` or `Authorization`). */
  headers?: Record<string, string>;
  /** Cookies go along by default; `'omit'` for calls the spec sends without credentials. */
  credentials?: RequestCredentials;
  /** The browser's HTTP cache mode; `'no-cache'` revalidates a cached public answer. */
  cache?: RequestCache;
}

export function apiGet<T>(path: string, schema: z.ZodType<T>, options: CallOptions = {}) {
  return request(
    path,
    schema,
    {
      method: 'GET',
      signal: options.signal ?? null,
      headers: options.headers ?? {},
      credentials: options.credentials ?? 'include',
      ...(options.cache ? { cache: options.cache } : {}),
    },
    options.fallbackMessage ?? 'Request failed',
  );
}

export function apiSend<T>(
  method: Method,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
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
    },
    options.fallbackMessage ?? 'Request failed',
  );
}

/**
 * A multipart POST (`FormData`): the browser writes the Content-Type with its boundary,
 * so none is set here.
 */
export function apiPostForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
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
    },
    options.fallbackMessage ?? 'Request failed',
  );
}
