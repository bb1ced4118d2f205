import { badRequest } from '../../core/errors';
import { stripGifMetadata } from './gif-metadata';
import type { ImageKind } from './image-data';
import { stripJpegMetadata } from './jpeg-metadata';
import { stripPngMetadata } from './png-metadata';
import { stripWebpMetadata } from './webp-metadata';

const STRIPPERS: Record<ImageKind, (bytes: Buffer) => Buffer | null> = {
  jpeg: stripJpegMetadata,
  png: stripPngMetadata,
  gif: stripGifMetadata,
  webp: stripWebpMetadata,
};

/**
 * The image without the metadata a camera or editor put in it (where and when it was taken,
 * the device, the author, thumbnails of the uncropped picture), found by walking the file's
 * own structure: nothing is decoded, so the picture is exactly what was sent. A file whose
 * structure cannot be walked is refused (400) rather than stored with whatever it hides.
 */
export function stripImageMetadata(bytes: Buffer, kind: ImageKind): Buffer {
  const stripped = STRIPPERS[kind](bytes);
  if (!stripped) throw badRequest('The image file is damaged or incomplete');
  return stripped;
}
