import { deflateSync } from 'node:zlib';

/**
 * Real, tiny images (made by Chromium's encoders, 2x1 or 1x1 pixels) and builders that put
 * the metadata cameras and editors write into them, for the tests of metadata stripping (unit
 * tests here, API tests in tests/api). Every marker below is a string a test can look for.
 */

/** What the metadata of these fixtures says: none of it may be stored. */
export const SECRETS = {
  camera: 'SpyCam Pro 9',
  gps: 'GPS 52.5200N 13.4050E',
  xmp: 'xmp:CreatorTool="SecretEditor"',
  comment: 'Taken at 12 Hidden Lane',
  iptc: 'Byline: Ann Lee',
} as const;

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** 2x1 JPEG: SOI, APP0 JFIF, tables, frame, scan, EOI. */
export const PLAIN_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAQMENHKx/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EAB0RAAAFBQAAAAAAAAAAAAAAAAABBDRyAgMFsbL/2gAMAwEAAhEDEQA/AIa3x6WscAMyJraiWiAllH6idXRj/9k=',
  'base64',
);

/** 2x1 PNG: IHDR, two IDAT, IEND. */
export const PLAIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEklEQVR4AWI6YKn9X7Nh538AAAAA//+rjUu6AAAABklEQVQDABI8BId2szsJAAAAAElFTkSuQmCC',
  'base64',
);

/** 2x1 simple (lossy) WebP: RIFF, WEBP, one VP8 chunk. */
export const PLAIN_WEBP = Buffer.from(
  'UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoCAAEAAMASJZQCdAEsYmRYAAD+80pVSkyr1eZV3Z2i0u0AAAA=',
  'base64',
);

/** 1x1 GIF89a: header, colour table, graphic control, one frame, trailer. */
export const PLAIN_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

// JPEG

/** `PLAIN_JPEG` grown to `size` bytes with zeros in its compressed data (size limit tests). */
export function jpegOfSize(size: number): Buffer {
  const padding = Math.max(0, size - PLAIN_JPEG.length);
  return Buffer.concat([
    PLAIN_JPEG.subarray(0, -2),
    Buffer.alloc(padding),
    PLAIN_JPEG.subarray(-2),
  ]);
}

/** One JPEG segment: marker, big-endian length (counting itself), data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/** `PLAIN_JPEG` with `segments` after its APP0, and `trailer` after its EOI. */
export function jpegWith(segments: Buffer[], trailer: Buffer = Buffer.alloc(0)): Buffer {
  const app0End = 4 + PLAIN_JPEG.readUInt16BE(4);
  return Buffer.concat([
    PLAIN_JPEG.subarray(0, app0End),
    ...segments,
    PLAIN_JPEG.subarray(app0End),
    trailer,
  ]);
}

type TiffEntry =
  | { tag: number; ascii: string }
  | { tag: number; short: number }
  | { tag: number; rationals: [number, number][] }
  | { tag: number; ifd: TiffEntry[] };

/**
 * A little-endian TIFF block as EXIF holds it: one directory of `entries` (a nested `ifd` is
 * written after it and pointed to, as the GPS directory is), values past 4 bytes after that.
 */
export function exifTiff(entries: TiffEntry[]): Buffer {
  const chunks: Buffer[] = [];
  let size = 8;
  const place = (bytes: Buffer) => {
    const offset = size;
    chunks.push(bytes);
    size += bytes.length + (bytes.length % 2);
    if (bytes.length % 2) chunks.push(Buffer.alloc(1));
    return offset;
  };
  const writeIfd = (list: TiffEntry[]): number => {
    const ifd = Buffer.alloc(2 + list.length * 12 + 4);
    const offset = place(ifd);
    ifd.writeUInt16LE(list.length, 0);
    list.forEach((entry, i) => {
      const at = 2 + i * 12;
      ifd.writeUInt16LE(entry.tag, at);
      if ('short' in entry) {
        ifd.writeUInt16LE(3, at + 2);
        ifd.writeUInt32LE(1, at + 4);
        ifd.writeUInt16LE(entry.short, at + 8);
      } else if ('ascii' in entry) {
        const text = latin1(`${entry.ascii}\0`);
        ifd.writeUInt16LE(2, at + 2);
        ifd.writeUInt32LE(text.length, at + 4);
        if (text.length <= 4) text.copy(ifd, at + 8);
        else ifd.writeUInt32LE(place(text), at + 8);
      } else if ('rationals' in entry) {
        const values = Buffer.alloc(entry.rationals.length * 8);
        entry.rationals.forEach(([n, d], k) => {
          values.writeUInt32LE(n, k * 8);
          values.writeUInt32LE(d, k * 8 + 4);
        });
        ifd.writeUInt16LE(5, at + 2);
        ifd.writeUInt32LE(entry.rationals.length, at + 4);
        ifd.writeUInt32LE(place(values), at + 8);
      } else {
        ifd.writeUInt16LE(4, at + 2);
        ifd.writeUInt32LE(1, at + 4);
        ifd.writeUInt32LE(writeIfd(entry.ifd), at + 8);
      }
    });
    return offset;
  };
  writeIfd(entries);
  const header = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  return Buffer.concat([header, ...chunks]);
}

/** A phone's EXIF: camera, orientation (when given), and a GPS directory. */
export function cameraExif(orientation?: number): Buffer {
  return exifTiff([
    { tag: 0x010f, ascii: SECRETS.camera },
    ...(orientation === undefined ? [] : [{ tag: 0x0112, short: orientation }]),
    {
      tag: 0x8825,
      ifd: [
        { tag: 0x0001, ascii: 'N' },
        {
          tag: 0x0002,
          rationals: [
            [52, 1],
            [31, 1],
            [1234, 100],
          ],
        },
        { tag: 0x001b, ascii: SECRETS.gps },
      ],
    },
  ]);
}

const XMP_PACKET = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description ${SECRETS.xmp}/></x:xmpmeta><?xpacket end="w"?>`;

/** The metadata segments a camera and an editor leave in a JPEG. */
export function jpegMetadataSegments(orientation?: number): Buffer[] {
  return [
    jpegSegment(0xe1, Buffer.concat([latin1('Exif\0\0'), cameraExif(orientation)])),
    jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${XMP_PACKET}`)),
    jpegSegment(0xe2, latin1(`MPF\0${SECRETS.camera}`)),
    jpegSegment(0xed, latin1(`Photoshop 3.0\x008BIM\x04\x04${SECRETS.iptc}`)),
    jpegSegment(0xfe, latin1(SECRETS.comment)),
  ];
}

// PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `PLAIN_PNG` with `before` after IHDR, `after` between IDAT and IEND, `trailer` past IEND. */
export function pngWith(before: Buffer[], after: Buffer[] = [], trailer = Buffer.alloc(0)) {
  const ihdrEnd = 8 + 12 + PLAIN_PNG.readUInt32BE(8);
  const iendStart = PLAIN_PNG.length - 12;
  return Buffer.concat([
    PLAIN_PNG.subarray(0, ihdrEnd),
    ...before,
    PLAIN_PNG.subarray(ihdrEnd, iendStart),
    ...after,
    PLAIN_PNG.subarray(iendStart),
    trailer,
  ]);
}

/** The metadata chunks editors leave in a PNG. */
export function pngMetadataChunks(): Buffer[] {
  return [
    pngChunk('eXIf', cameraExif(6)),
    pngChunk('tEXt', latin1(`Comment\0${SECRETS.comment}`)),
    pngChunk('iTXt', latin1(`XML:com.adobe.xmp\0\0\0\0\0${XMP_PACKET}`)),
    pngChunk('zTXt', Buffer.concat([latin1('Author\0\0'), deflateSync(latin1(SECRETS.iptc))])),
    pngChunk('tIME', Buffer.from([7, 0xe9, 6, 1, 12, 0, 0])),
  ];
}

// WebP

/** One RIFF chunk, padded to an even size. */
export function riffChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/** A RIFF WEBP file of these chunks (its size field right). */
export function webpOf(chunks: Buffer[], trailer = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body, trailer]);
}

/** A VP8X chunk with these flags for the 2x1 canvas of `PLAIN_WEBP`. */
export function vp8x(flags: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = flags;
  data.writeUIntLE(2 - 1, 4, 3);
  data.writeUIntLE(1 - 1, 7, 3);
  return riffChunk('VP8X', data);
}

/** The VP8 chunk of `PLAIN_WEBP`. */
export const PLAIN_VP8_CHUNK = PLAIN_WEBP.subarray(12);

/** An extended WebP with an ICC profile, the image, then EXIF and XMP (flags saying so). */
export function webpWithMetadata(): Buffer {
  return webpOf([
    vp8x(0x20 | 0x08 | 0x04),
    riffChunk('ICCP', latin1('tiny-icc-profile')),
    PLAIN_VP8_CHUNK,
    riffChunk('EXIF', cameraExif(6)),
    riffChunk('XMP ', latin1(XMP_PACKET)),
  ]);
}

// GIF

/** A GIF extension block: introducer, label, then `data` in one sub-block and a terminator. */
export function gifExtension(label: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x21, label, data.length]), data, Buffer.from([0])]);
}

/** `PLAIN_GIF` with `blocks` after its header and colour table, `trailer` past its end. */
export function gifWith(blocks: Buffer[], trailer = Buffer.alloc(0)): Buffer {
  const headerEnd = 13 + 6; // header and screen descriptor, then a 2-colour table
  return Buffer.concat([
    PLAIN_GIF.subarray(0, headerEnd),
    ...blocks,
    PLAIN_GIF.subarray(headerEnd),
    trailer,
  ]);
}

/** An application extension: the 11-byte identifier block, then `data` in one sub-block. */
export function gifApplication(identifier: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    latin1(identifier),
    Buffer.from([data.length]),
    data,
    Buffer.from([0]),
  ]);
}

/** Every string of `SECRETS` found in `bytes` (latin1, as metadata is written). */
export function secretsIn(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  return Object.values(SECRETS).filter((secret) => text.includes(secret));
}
