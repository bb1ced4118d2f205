import { UPLOAD_MAX_BYTES } from '../../contract/admin-catalog';
import { AppError, badRequest } from '../../core/errors';
import { stripImageMetadata } from './image-metadata';

/** The image types we accept, told apart by their first bytes, never by a name or a label. */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

export const IMAGE_TYPES: Record<ImageKind, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => Array.from(Buffer.from(text, 'ascii'));

/** The real type from the magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The base64 payload of a `data:<anything>;base64,<payload>` URL, checked to be canonical
 * base64 (Node's decoder would silently skip bad characters). The declared media type is
 * ignored: the bytes decide what the file is.
 */
export function dataUrlPayload(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const header = comma === -1 ? '' : dataUrl.slice(0, comma);
  const payload = comma === -1 ? '' : dataUrl.slice(comma + 1);
  if (!/^data:[^,]*;base64$/i.test(header) || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw badRequest('Image must be a base64 data URL');
  }
  return payload;
}

/** Decoded size of a checked base64 payload, worked out before decoding anything. */
export const decodedSize = (payload: string): number =>
  (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);

const tooLarge = (maxBytes: number) =>
  new AppError(
    'image_too_large',
    `Image is too large: at most ${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`,
    413,
  );

/** An image of an accepted type and size, its metadata already taken out: ready to store. */
export interface CheckedImage {
  bytes: Buffer;
  kind: ImageKind;
}

/** A data URL to image bytes of an accepted type and size, or a 400/413 saying what is wrong. */
export function decodeImage(dataUrl: string, maxBytes = UPLOAD_MAX_BYTES): CheckedImage {
  const payload = dataUrlPayload(dataUrl);
  if (decodedSize(payload) > maxBytes) throw tooLarge(maxBytes);
  return checkImageBytes(Buffer.from(payload, 'base64'), maxBytes);
}

/**
 * Raw file bytes (a multipart upload) to an image of an accepted type and size, without its
 * metadata (`stripImageMetadata`), or a 400/413. Every stored image comes through here.
 */
export function checkImageBytes(bytes: Buffer, maxBytes = UPLOAD_MAX_BYTES): CheckedImage {
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const kind = sniffImageType(bytes);
  if (!kind) throw badRequest('Only JPEG, PNG, WebP or GIF images');
  return { bytes: stripImageMetadata(bytes, kind), kind };
}
