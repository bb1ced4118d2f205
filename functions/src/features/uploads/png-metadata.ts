/**
 * PNG without metadata, by walking its chunks (the image data is copied as it is).
 *
 * Kept: the critical chunks (header, palette, image data, end) and the ancillary chunks that
 * change how the image looks (transparency, colour space and profile, gamma, physical size,
 * background, animation). Dropped: everything else, above all the text chunks (tEXt, zTXt,
 * iTXt: XMP, author, software, comments), eXIf (GPS, camera, time), tIME, content
 * credentials, private chunks, and anything after IEND.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Ancillary chunks that affect rendering: the only ones kept. */
const RENDERING_CHUNKS = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** Critical chunks have an upper-case first letter (bit 5 clear); decoders need them all. */
const isCritical = (type: string) => /^[A-Z]/.test(type);

/** The PNG without its metadata, or null when its chunks cannot be walked. */
export function stripPngMetadata(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const out: Buffer[] = [SIGNATURE];
  let at = SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) return null; // no IEND: cut short
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
    if (isCritical(type) || RENDERING_CHUNKS.has(type)) out.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
}
