/**
 * GIF without metadata, by walking its blocks (the compressed frames are copied as they are).
 *
 * Kept: the header, colour tables, frames, graphic control (timing, transparency), plain-text
 * extensions (drawn on screen) and the looping application extensions (NETSCAPE2.0,
 * ANIMEXTS1.0). Dropped: comment extensions, every other application extension (XMP is one,
 * `XMP DataXMP`), and anything after the trailer.
 */

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const COMMENT = 0xfe;
const APPLICATION = 0xff;
const LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** Where a run of data sub-blocks starting at `at` ends (after its 0 terminator), or null. */
function subBlocksEnd(bytes: Buffer, at: number): number | null {
  let pos = at;
  for (;;) {
    if (pos >= bytes.length) return null;
    const size = bytes[pos] ?? 0;
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

/** Bytes of a colour table announced by a packed field (flag 0x80, size in the low bits). */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The GIF without its metadata, or null when its blocks cannot be walked. */
export function stripGifMetadata(bytes: Buffer): Buffer | null {
  const headerEnd = 13 + colourTableBytes(bytes[10] ?? 0);
  if (bytes.length < headerEnd || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) {
    return null;
  }
  const out: Buffer[] = [bytes.subarray(0, headerEnd)];
  let at = headerEnd;
  for (;;) {
    const block = bytes[at];
    // A GIF that ends without its trailer still shows (browsers are lenient): one is added.
    if (block === TRAILER || at === bytes.length) {
      out.push(Buffer.from([TRAILER]));
      return Buffer.concat(out);
    }
    let end: number | null;
    let keep = true;
    if (block === IMAGE) {
      const descriptorEnd = at + 10 + colourTableBytes(bytes[at + 9] ?? 0);
      // After the descriptor (and local colour table): the LZW code size, then the data.
      end = descriptorEnd < bytes.length ? subBlocksEnd(bytes, descriptorEnd + 1) : null;
    } else if (block === EXTENSION) {
      const label = bytes[at + 1];
      end = subBlocksEnd(bytes, at + 2);
      if (label === COMMENT) keep = false;
      if (label === APPLICATION) {
        const identifier = bytes.toString('latin1', at + 3, at + 14);
        keep = bytes[at + 2] === 11 && LOOPING_APPLICATIONS.has(identifier);
      }
    } else {
      return null; // an unknown block, or the file ended without a trailer
    }
    if (end === null || end > bytes.length) return null;
    if (keep) out.push(bytes.subarray(at, end));
    at = end;
  }
}
