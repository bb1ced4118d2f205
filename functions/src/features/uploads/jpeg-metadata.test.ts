import { describe, expect, it } from 'vitest';
import {
  exifTiff,
  jpegMetadataSegments,
  jpegSegment,
  jpegWith,
  PLAIN_JPEG,
  SECRETS,
  secretsIn,
} from '../../testing/image-fixtures';
import { exifOrientation, orientationOnlyExif, stripJpegMetadata } from './jpeg-metadata';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * The markers of a JPEG up to its first scan, then whether it ends in EOI: walked here on its
 * own (not by the code under test), so a broken length or marker fails the test.
 */
function markersOf(jpeg: Buffer): { markers: string[]; endsWithEoi: boolean } {
  expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  const markers: string[] = [];
  let at = 2;
  while (at < jpeg.length) {
    expect(jpeg[at], `marker at ${String(at)}`).toBe(0xff);
    const marker = jpeg[at + 1] ?? 0;
    markers.push(marker.toString(16).toUpperCase());
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return { markers, endsWithEoi: jpeg.subarray(-2).equals(Buffer.from([0xff, 0xd9])) };
}

const strip = (bytes: Buffer): Buffer => {
  const stripped = stripJpegMetadata(bytes);
  if (!stripped) throw new Error('expected a walkable JPEG');
  return stripped;
};

describe('stripJpegMetadata', () => {
  it('when a JPEG has no metadata, then it comes back byte for byte', () => {
    expect(strip(PLAIN_JPEG).equals(PLAIN_JPEG)).toBe(true);
    expect(markersOf(PLAIN_JPEG)).toEqual({
      markers: ['E0', 'DB', 'DB', 'C0', 'C4', 'C4', 'C4', 'C4', 'DA'],
      endsWithEoi: true,
    });
  });

  it('when a photo carries EXIF with GPS, XMP, MPF, IPTC, a comment and a trailer, then all of it goes and the image stays as it was', () => {
    const photo = jpegWith(jpegMetadataSegments(), latin1(`trailer ${SECRETS.camera}`));
    expect(secretsIn(photo)).toEqual(Object.values(SECRETS));
    expect(markersOf(photo).markers.slice(0, 6)).toEqual(['E0', 'E1', 'E1', 'E2', 'ED', 'FE']);

    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    expect(stripped.includes(latin1('Exif'))).toBe(false);
    expect(stripped.includes(latin1('http://ns.adobe.com/xap/1.0/'))).toBe(false);
    expect(stripped.equals(PLAIN_JPEG)).toBe(true);
  });

  it('when the EXIF names an orientation, then only the orientation stays, in a minimal EXIF block', () => {
    const stripped = strip(jpegWith(jpegMetadataSegments(6)));
    expect(secretsIn(stripped)).toEqual([]);
    expect(markersOf(stripped)).toEqual({
      markers: ['E0', 'E1', 'DB', 'DB', 'C0', 'C4', 'C4', 'C4', 'C4', 'DA'],
      endsWithEoi: true,
    });
    const app1 = orientationOnlyExif(6);
    expect(app1.length).toBe(36);
    expect(stripped.equals(jpegWith([app1]))).toBe(true);
    expect(exifOrientation(app1.subarray(10))).toBe(6);
  });

  it('when the orientation is upright (1), then no EXIF is kept at all', () => {
    const stripped = strip(jpegWith(jpegMetadataSegments(1)));
    expect(stripped.equals(PLAIN_JPEG)).toBe(true);
  });

  it('when a JPEG has an ICC profile and an Adobe colour segment, then both are kept', () => {
    const icc = jpegSegment(0xe2, latin1('ICC_PROFILE\0\x01\x01tiny-profile'));
    const adobe = jpegSegment(
      0xee,
      Buffer.concat([latin1('Adobe'), Buffer.from([0, 100, 0, 0, 0, 0, 1])]),
    );
    const photo = jpegWith([icc, ...jpegMetadataSegments(), adobe]);
    expect(strip(photo).equals(jpegWith([icc, adobe]))).toBe(true);
  });

  it('when the JFIF header carries a thumbnail, or a JFXX thumbnail follows, then the thumbnails go', () => {
    const jfifWithThumb = Buffer.concat([
      latin1('JFIF\0'),
      Buffer.from([1, 1, 0, 0, 1, 0, 1, 1, 1]),
      latin1(SECRETS.camera.slice(0, 3)),
    ]);
    const jfxx = jpegSegment(0xe0, latin1(`JFXX\0\x10${SECRETS.camera}`));
    const app0End = 4 + PLAIN_JPEG.readUInt16BE(4);
    const photo = Buffer.concat([
      PLAIN_JPEG.subarray(0, 2),
      jpegSegment(0xe0, jfifWithThumb),
      jfxx,
      PLAIN_JPEG.subarray(app0End),
    ]);
    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    const app0 = stripped.subarray(2, 20);
    expect(app0.readUInt16BE(2)).toBe(16);
    expect([app0[16], app0[17]]).toEqual([0, 0]); // no thumbnail
    expect(markersOf(stripped).markers.filter((m) => m === 'E0')).toHaveLength(1);
  });

  it('when markers have fill bytes and the scans hold stuffed bytes, restarts and a comment between them, then the scans stay whole and the comment goes', () => {
    const sos = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
    const scan1 = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
    const scan2 = Buffer.from([0x78, 0xff, 0xd1, 0x9a]);
    const photo = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xff]), // SOI, then fill bytes before the next marker
      jpegSegment(0xdb, Buffer.alloc(65)),
      sos,
      scan1,
      jpegSegment(0xfe, latin1(SECRETS.comment)),
      sos,
      scan2,
      Buffer.from([0xff, 0xd9]),
    ]);
    const stripped = strip(photo);
    expect(stripped).toEqual(
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        jpegSegment(0xdb, Buffer.alloc(65)),
        sos,
        scan1,
        sos,
        scan2,
        Buffer.from([0xff, 0xd9]),
      ]),
    );
  });

  it('when the file is cut off inside its compressed data, then what it has is kept', () => {
    const cut = jpegWith(jpegMetadataSegments()).subarray(0, -10);
    const stripped = strip(cut);
    expect(secretsIn(stripped)).toEqual([]);
    expect(stripped.equals(PLAIN_JPEG.subarray(0, -10))).toBe(true);
  });

  it('when the segments cannot be walked, then it is refused (null)', () => {
    const app0End = 4 + PLAIN_JPEG.readUInt16BE(4);
    const damaged = [
      Buffer.from([0xff, 0xd8]), // nothing after the start
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), // APP0 longer than the file
      Buffer.concat([PLAIN_JPEG.subarray(0, app0End), Buffer.from([0x00, 0x11])]), // not a marker
      Buffer.concat([PLAIN_JPEG.subarray(0, app0End), Buffer.from([0xff, 0xe1, 0x00, 0x01])]), // length < 2
      Buffer.concat([PLAIN_JPEG.subarray(0, app0End), Buffer.from([0xff, 0xd8])]), // a second SOI
      jpegWith(jpegMetadataSegments()).subarray(0, 300), // cut before the scan
      Buffer.from('not a jpeg'),
    ];
    for (const bytes of damaged) expect(stripJpegMetadata(bytes), bytes.toString('hex')).toBeNull();
  });
});

describe('exifOrientation', () => {
  it('when the first directory has an orientation, then it is read in either byte order', () => {
    expect(exifOrientation(exifTiff([{ tag: 0x0112, short: 8 }]))).toBe(8);
    expect(exifOrientation(orientationOnlyExif(3).subarray(10))).toBe(3); // big-endian
    expect(exifOrientation(exifTiff([{ tag: 0x010f, ascii: 'Cam' }]))).toBeNull();
    expect(exifOrientation(exifTiff([{ tag: 0x0112, short: 9 }]))).toBeNull();
  });

  it('when the block is short or its offsets point outside it, then null', () => {
    const tiff = exifTiff([{ tag: 0x0112, short: 6 }]);
    expect(exifOrientation(tiff.subarray(0, 12))).toBeNull();
    const wild = Buffer.from(tiff);
    wild.writeUInt32LE(10_000, 4);
    expect(exifOrientation(wild)).toBeNull();
    expect(exifOrientation(latin1('XX*\0\x08\0\0\0'))).toBeNull();
  });
});
