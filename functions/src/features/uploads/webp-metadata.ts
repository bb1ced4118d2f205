/**
 * WebP without metadata, by walking its RIFF chunks (the image data is copied as it is).
 *
 * A simple WebP (one VP8 or VP8L chunk) has no room for metadata. An extended one (VP8X) may
 * carry EXIF and XMP chunks: those, and any chunk a decoder does not use, are dropped; the
 * VP8X flags stop announcing EXIF and XMP, and the RIFF size is written anew. Anything after
 * the RIFF's declared end is dropped.
 */

const CHUNK_HEADER = 8;
/** VP8X flag bits: EXIF and XMP metadata present. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/** The chunks a decoder reads (WebP container specification); everything else is dropped. */
const IMAGE_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);

/** The WebP without its metadata, or null when its chunks cannot be walked. */
export function stripWebpMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 12) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return null;
  }
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const chunks: Buffer[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + CHUNK_HEADER > riffEnd) return null;
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    // Chunks are padded to an even size; a file may end without the last pad byte.
    const end = at + CHUNK_HEADER + size + (size % 2);
    if (at + CHUNK_HEADER + size > riffEnd) return null;
    if (IMAGE_CHUNKS.has(type)) {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
      if (type === 'VP8X' && size >= 1) {
        chunk[CHUNK_HEADER] = (chunk[CHUNK_HEADER] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
      }
      chunks.push(
        size % 2 === 1 && end > riffEnd ? Buffer.concat([chunk, Buffer.alloc(1)]) : chunk,
      );
    }
    at = end;
  }
  if (chunks.length === 0) return null;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
