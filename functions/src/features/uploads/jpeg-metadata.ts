/**
 * JPEG without metadata, by walking its segments (nothing is decoded or re-encoded, so the
 * pixels and the file's quality are exactly what was sent).
 *
 * Kept: what a decoder needs (tables, frame and scan headers, the compressed data), the JFIF
 * header without its thumbnail, the ICC colour profile (APP2 `ICC_PROFILE`) and Adobe's colour
 * transform (APP14 `Adobe`), and the EXIF orientation alone, rewritten as a minimal EXIF block:
 * without it a phone's portrait photo would show on its side.
 * Dropped: every other APPn segment (APP1 EXIF with GPS, camera and time, and its thumbnail of
 * the uncropped photo; APP1 XMP and extended XMP; APP2 MPF; APP13 Photoshop/IPTC; maker
 * notes), comments (COM), and anything after the end-of-image marker (MPF's second images,
 * vendor trailers).
 */

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const JFIF_HEADER = Buffer.from('JFIF\0', 'latin1');
/** A JFIF APP0's fixed part: identifier, version, units, densities and thumbnail size. */
const JFIF_FIXED_BYTES = 14;
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

const startsWith = (data: Buffer, prefix: Buffer) =>
  data.length >= prefix.length && data.subarray(0, prefix.length).equals(prefix);

/** Markers that stand alone, with no length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The orientation (2-8) an EXIF block's first image directory names, or null when it names
 * none, the upright 1, or cannot be read. `tiff` is the block after `Exif\0\0`.
 */
export function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const directory = u32(4);
  if (directory + 2 > tiff.length) return null;
  const entries = u16(directory);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== SHORT || u32(entry + 4) !== 1) return null;
    const value = u16(entry + 8);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 EXIF segment holding the orientation and nothing else (big-endian TIFF). */
export function orientationOnlyExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the first directory follows the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18); // left-justified in the 4-byte value field
  // Bytes 22-25 stay 0: no next directory (so no thumbnail directory either).
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + EXIF_HEADER.length + tiff.length);
  return Buffer.concat([Buffer.from([MARKER, APP1]), length, EXIF_HEADER, tiff]);
}

/** The JFIF header with its thumbnail (if any) taken out. */
function jfifWithoutThumbnail(data: Buffer): Buffer {
  const fixed = Buffer.from(data.subarray(0, JFIF_FIXED_BYTES));
  fixed[12] = 0; // thumbnail width
  fixed[13] = 0; // thumbnail height
  return Buffer.concat([Buffer.from([MARKER, APP0, 0, 2 + JFIF_FIXED_BYTES]), fixed]);
}

/** What to write in place of one segment: itself, a cleaned copy, or nothing. */
function keptSegment(marker: number, segment: Buffer, data: Buffer): Buffer | null {
  if (marker === APP0) {
    const isJfif = startsWith(data, JFIF_HEADER) && data.length >= JFIF_FIXED_BYTES;
    return isJfif ? jfifWithoutThumbnail(data) : null;
  }
  if (marker === APP1) {
    if (!startsWith(data, EXIF_HEADER)) return null;
    const orientation = exifOrientation(data.subarray(EXIF_HEADER.length));
    return orientation === null ? null : orientationOnlyExif(orientation);
  }
  if (marker === APP2)
    return startsWith(data, Buffer.from('ICC_PROFILE\0', 'latin1')) ? segment : null;
  if (marker === APP14) return startsWith(data, Buffer.from('Adobe', 'latin1')) ? segment : null;
  if ((marker >= APP0 && marker <= 0xef) || marker === COM) return null;
  return segment;
}

/**
 * Where the entropy-coded data that starts at `from` ends: the next marker that is not a
 * stuffed 0xFF00 or a restart marker, or the end of the file (a truncated scan).
 */
function scanEnd(bytes: Buffer, from: number): number {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== MARKER) continue;
    const next = bytes[at + 1] ?? 0;
    if (next !== 0 && next !== MARKER && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.length;
}

/** The JPEG without its metadata, or null when its segments cannot be walked. */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes[0] !== MARKER || bytes[1] !== SOI) return null;
  const out: Buffer[] = [Buffer.from([MARKER, SOI])];
  let at = 2;
  for (;;) {
    if (at >= bytes.length) return null; // ended before any image data
    if (bytes[at] !== MARKER) return null;
    while (bytes[at] === MARKER) at++; // fill bytes may pad before a marker
    if (at >= bytes.length) return null;
    const start = at - 1;
    const marker = bytes[at++] ?? 0;
    if (marker === EOI) {
      out.push(Buffer.from([MARKER, EOI]));
      return Buffer.concat(out); // anything after the image is dropped
    }
    if (isStandalone(marker)) {
      out.push(Buffer.from([MARKER, marker]));
      continue;
    }
    if (marker === 0 || marker === SOI || at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return null;
    const end = at + length;
    const kept = keptSegment(marker, bytes.subarray(start, end), bytes.subarray(at + 2, end));
    if (kept) out.push(kept);
    at = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(bytes, at);
      out.push(bytes.subarray(at, dataEnd));
      // A file cut off in its compressed data still shows what it has; nothing can hide after.
      if (dataEnd === bytes.length) return Buffer.concat(out);
      at = dataEnd;
    }
  }
}
