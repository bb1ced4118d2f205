import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { jpegOfSize } from '../../functions/src/testing/image-fixtures';
import type { Answer } from './accounts';
import type { TestUser } from './auth';
import { adminDb, baseUrl, uniqueSuffix } from './emulators';

/** Calls and data for the reviews, votes, support and rate-limit tests. */

// Client addresses live in client-address.ts; re-exported for the tests that import them here.
import { forwardedFor, guestAddress } from './client-address';
export { forwardedFor, guestAddress };

export interface SendOptions {
  bearer?: TestUser | null;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (fetch sets the content type with its boundary). */
  form?: FormData;
  /** The caller's address (`guestAddress()`); by default a fresh one per call. */
  client?: string;
  headers?: Record<string, string>;
}

/** One call through Hosting, as `call` makes it, plus multipart and the client's address. */
export async function send(method: string, path: string, options: SendOptions = {}) {
  const headers: Record<string, string> = {
    'x-forwarded-for': forwardedFor(options.client ?? guestAddress()),
    ...options.headers,
  };
  if (options.bearer) headers.authorization = options.bearer.bearer.authorization;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  return {
    status: res.status,
    body: parsed,
    headers: res.headers,
    setCookies: res.headers.getSetCookie(),
  } satisfies Answer;
}

export function expectError(res: Answer, status: number, message: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toMatch(message);
}

// Images: real, tiny ones. The server walks each file's structure (and strips its metadata),
// so a file must be a well-formed image of its type, not just start like one.

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export { PLAIN_GIF as GIF, PLAIN_WEBP as WEBP } from '../../functions/src/testing/image-fixtures';
/** A real JPEG, grown to `size` bytes inside its compressed data when asked (size limits). */
export const jpegOf = (size?: number) => jpegOfSize(size ?? 0);
export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A review form as the web app sends it: text fields plus repeated `images` files. */
export function reviewForm(fields: Record<string, unknown>, files: Buffer[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  files.forEach((bytes, i) =>
    form.append('images', new Blob([new Uint8Array(bytes)]), `photo-${String(i)}.png`),
  );
  return form;
}

/** Valid review fields with a title of its own (tests find their review by it). */
export function reviewFields(over: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return {
    name: 'Robin Reviewer',
    email: `robin-${suffix}@example.com`,
    rating: 4,
    title: `Lovely robot ${suffix}`,
    comment: 'Arrived quickly and well packed.',
    ...over,
  };
}

export interface SeededReview {
  status?: 'pending' | 'approved' | 'rejected';
  adminResponse?: string;
  helpfulVotes?: number;
  unhelpfulVotes?: number;
  createdAt?: Timestamp;
  images?: string[];
}

/** A review stored as the API stores one (straight into Firestore); returns its id. */
export async function seedReview(over: SeededReview = {}): Promise<string> {
  const id = `rev-test-${uniqueSuffix()}`;
  const { adminResponse, ...rest } = over;
  await adminDb()
    .doc(`reviews/${id}`)
    .set({
      name: 'Seeded Reviewer',
      email: `seeded-${id}@example.com`,
      rating: 4,
      title: `Seeded ${id}`,
      comment: 'A seeded review.',
      images: [],
      createdAt: Timestamp.now(),
      status: 'pending',
      helpfulVotes: 0,
      unhelpfulVotes: 0,
      ...rest,
      ...(adminResponse === undefined ? {} : { adminResponse, adminResponseAt: Timestamp.now() }),
    });
  return id;
}

export async function storedReview(id: string) {
  return (await adminDb().doc(`reviews/${id}`).get()).data();
}

/** Reviews stored with this title (what a submission created, if anything). */
export async function reviewsTitled(title: string) {
  const snap = await adminDb().collection('reviews').where('title', '==', title).get();
  return snap.docs;
}

/** Where the local fallback keeps images (no Storage emulator runs on these machines). */
const localUploads = fileURLToPath(new URL('../../emulator-data/uploads/', import.meta.url));

/** The local fallback's file behind an image URL (`/api/uploads/x`), or null for other URLs. */
export function localUploadFile(url: string): string | null {
  const name = decodeURIComponent(new URL(url, baseUrl).pathname).split('/').pop() ?? '';
  return /^[0-9a-f]{32}\.\w+$/.test(name) ? `${localUploads}${name}` : null;
}

/** Deletes stored images by their URLs (local `/api/uploads/x`). */
export function removeUploads(urls: string[]): void {
  for (const url of urls) {
    const file = localUploadFile(url);
    if (file) rmSync(file, { force: true, recursive: true });
  }
}

/**
 * Rate limits count in fixed windows aligned to the clock (10 minutes by default): a test
 * that fills a window starts well clear of its end, so the count cannot reset half-way.
 */
export async function clearOfWindowEdge(windowMs = 600_000, marginMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
