import { randomBytes } from 'node:crypto';
import { IMAGE_TYPES, type ImageKind } from './image-data';

/** Where uploaded images are kept; the URL it answers must work in the browser. */
export interface ImageStore {
  /** For the start-up log: which backend, and where. */
  readonly description: string;
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes a stored image; an unknown name is not an error. */
  remove(name: string): Promise<void>;
}

/** Uploaded images never change under their name: browsers and CDNs may keep them a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `<32 hex>.<ext>`: generated, never the client's name. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export function newImageName(kind: ImageKind): string {
  return `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[kind].ext}`;
}

/** Content type of a stored name (by its extension, which we chose from the bytes). */
export function contentTypeOf(name: string): string | null {
  const ext = UPLOAD_NAME.exec(name)?.[1];
  const kind = Object.values(IMAGE_TYPES).find((t) => t.ext === ext);
  return kind?.contentType ?? null;
}

/**
 * The stored name behind an image URL we answered (`/api/uploads/<name>` from the local
 * folder, or a Cloud Storage download URL of `uploads/<name>`), or null for any other URL
 * (seed images, another site's): only images we stored are ever deleted by URL.
 */
export function imageNameOf(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://local.invalid').pathname);
  } catch {
    return null;
  }
  const match = /\/uploads\/([^/]+)$/.exec(path);
  const name = match?.[1] ?? '';
  return UPLOAD_NAME.test(name) ? name : null;
}
