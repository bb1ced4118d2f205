import { describe, expect, it } from 'vitest';
import {
  crc32,
  PLAIN_PNG,
  pngChunk,
  pngMetadataChunks,
  pngWith,
  SECRETS,
  secretsIn,
} from '../../testing/image-fixtures';
import { stripPngMetadata } from './png-metadata';

/**
 * The chunk types of a PNG, each checked for its CRC, walked here on its own (not by the
 * code under test): a broken length or CRC fails the test.
 */
function chunksOf(png: Buffer): string[] {
  expect(png.subarray(0, 8)).toEqual(PLAIN_PNG.subarray(0, 8));
  const types: string[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), 'CRC').toBe(crc32(body));
    types.push(body.toString('latin1', 0, 4));
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return types;
}

const strip = (bytes: Buffer): Buffer => {
  const stripped = stripPngMetadata(bytes);
  if (!stripped) throw new Error('expected a walkable PNG');
  return stripped;
};

describe('stripPngMetadata', () => {
  it('when a PNG has no metadata, then it comes back byte for byte', () => {
    expect(chunksOf(PLAIN_PNG)).toEqual(['IHDR', 'IDAT', 'IDAT', 'IEND']);
    expect(strip(PLAIN_PNG).equals(PLAIN_PNG)).toBe(true);
  });

  it('when a PNG carries eXIf, text, XMP, time, a private chunk and a trailer, then all of it goes and the image stays as it was', () => {
    const photo = pngWith(
      pngMetadataChunks(),
      [
        pngChunk('tEXt', Buffer.from(`Location\0${SECRETS.gps}`, 'latin1')),
        pngChunk('prVt', Buffer.from('x')),
      ],
      Buffer.from(SECRETS.camera, 'latin1'),
    );
    expect(chunksOf(photo.subarray(0, -SECRETS.camera.length))).toEqual([
      'IHDR',
      'eXIf',
      'tEXt',
      'iTXt',
      'zTXt',
      'tIME',
      'IDAT',
      'IDAT',
      'tEXt',
      'prVt',
      'IEND',
    ]);
    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    expect(stripped.equals(PLAIN_PNG)).toBe(true);
  });

  it('when a PNG has chunks that change how it looks, then they are kept in place', () => {
    const look = [
      pngChunk('sRGB', Buffer.from([0])),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
    ];
    const photo = pngWith([look[0] as Buffer, ...pngMetadataChunks(), ...look.slice(1)]);
    const stripped = strip(photo);
    expect(chunksOf(stripped)).toEqual(['IHDR', 'sRGB', 'gAMA', 'pHYs', 'IDAT', 'IDAT', 'IEND']);
    expect(stripped.equals(pngWith(look))).toBe(true);
  });

  it('when the chunks cannot be walked, then it is refused (null)', () => {
    const damaged = [
      PLAIN_PNG.subarray(0, -12), // no IEND
      PLAIN_PNG.subarray(0, 30), // cut inside IHDR
      Buffer.concat([PLAIN_PNG.subarray(0, 33), Buffer.from([0, 0, 0, 1, 0x31, 0x32, 0x33, 0x34])]),
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.from('not a png'),
    ];
    for (const bytes of damaged) expect(stripPngMetadata(bytes), bytes.toString('hex')).toBeNull();
  });
});
