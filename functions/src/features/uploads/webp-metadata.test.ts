import { describe, expect, it } from 'vitest';
import {
  PLAIN_VP8_CHUNK,
  PLAIN_WEBP,
  riffChunk,
  SECRETS,
  secretsIn,
  vp8x,
  webpOf,
  webpWithMetadata,
} from '../../testing/image-fixtures';
import { stripWebpMetadata } from './webp-metadata';

/**
 * The chunk types of a WebP and its VP8X flags, walked here on its own (not by the code
 * under test): a RIFF size or chunk size that does not add up fails the test.
 */
function chunksOf(webp: Buffer): { types: string[]; flags: number | null } {
  expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
  expect(webp.readUInt32LE(4)).toBe(webp.length - 8);
  expect(webp.toString('latin1', 8, 12)).toBe('WEBP');
  const types: string[] = [];
  let flags: number | null = null;
  let at = 12;
  while (at < webp.length) {
    const type = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (type === 'VP8X') flags = webp[at + 8] ?? null;
    types.push(type);
    at += 8 + size + (size % 2);
  }
  expect(at).toBe(webp.length);
  return { types, flags };
}

const strip = (bytes: Buffer): Buffer => {
  const stripped = stripWebpMetadata(bytes);
  if (!stripped) throw new Error('expected a walkable WebP');
  return stripped;
};

const ICC = 0x20;
const EXIF = 0x08;
const XMP = 0x04;

describe('stripWebpMetadata', () => {
  it('when a simple WebP is sent, then it comes back byte for byte', () => {
    expect(chunksOf(PLAIN_WEBP)).toEqual({ types: ['VP8 '], flags: null });
    expect(strip(PLAIN_WEBP).equals(PLAIN_WEBP)).toBe(true);
  });

  it('when an extended WebP carries EXIF and XMP, then they go, the flags say so and the RIFF size fits', () => {
    const photo = webpWithMetadata();
    expect(chunksOf(photo)).toEqual({
      types: ['VP8X', 'ICCP', 'VP8 ', 'EXIF', 'XMP '],
      flags: ICC | EXIF | XMP,
    });
    expect(secretsIn(photo)).toEqual([SECRETS.camera, SECRETS.gps, SECRETS.xmp]);

    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    expect(chunksOf(stripped)).toEqual({ types: ['VP8X', 'ICCP', 'VP8 '], flags: ICC });
    expect(
      stripped.equals(
        webpOf([vp8x(ICC), riffChunk('ICCP', Buffer.from('tiny-icc-profile')), PLAIN_VP8_CHUNK]),
      ),
    ).toBe(true);
  });

  it('when unknown chunks or bytes past the RIFF end are there, then they go too', () => {
    const photo = webpOf(
      [
        vp8x(EXIF),
        PLAIN_VP8_CHUNK,
        riffChunk('EXIF', Buffer.from(SECRETS.gps)),
        riffChunk('XYZW', Buffer.from(SECRETS.comment)),
      ],
      Buffer.from(SECRETS.camera),
    );
    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    expect(chunksOf(stripped)).toEqual({ types: ['VP8X', 'VP8 '], flags: 0 });
  });

  it('when an odd-sized chunk is kept, then its pad byte stays and the sizes still add up', () => {
    const odd = riffChunk('ICCP', Buffer.from('odd'));
    expect(odd.length).toBe(12);
    const stripped = strip(
      webpOf([vp8x(ICC | XMP), odd, riffChunk('XMP ', Buffer.from(SECRETS.xmp)), PLAIN_VP8_CHUNK]),
    );
    expect(chunksOf(stripped)).toEqual({ types: ['VP8X', 'ICCP', 'VP8 '], flags: ICC });
  });

  it('when the chunks cannot be walked, then it is refused (null)', () => {
    const tooLong = Buffer.from(PLAIN_WEBP);
    tooLong.writeUInt32LE(PLAIN_WEBP.length, 4); // the RIFF says more than the file has
    const chunkTooLong = Buffer.from(PLAIN_WEBP);
    chunkTooLong.writeUInt32LE(1000, 16);
    const damaged = [
      tooLong,
      chunkTooLong,
      webpOf([]),
      webpOf([riffChunk('EXIF', Buffer.from(SECRETS.gps))]), // nothing but metadata
      Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1'),
      Buffer.from('RIFF'),
    ];
    for (const bytes of damaged) expect(stripWebpMetadata(bytes), bytes.toString('hex')).toBeNull();
  });
});
