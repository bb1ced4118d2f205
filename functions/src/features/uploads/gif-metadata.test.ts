import { describe, expect, it } from 'vitest';
import {
  gifApplication,
  gifExtension,
  gifWith,
  PLAIN_GIF,
  SECRETS,
  secretsIn,
} from '../../testing/image-fixtures';
import { stripGifMetadata } from './gif-metadata';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const loop = gifApplication('NETSCAPE2.0', Buffer.from([1, 0, 0]));

const strip = (bytes: Buffer): Buffer => {
  const stripped = stripGifMetadata(bytes);
  if (!stripped) throw new Error('expected a walkable GIF');
  return stripped;
};

describe('stripGifMetadata', () => {
  it('when a GIF has no metadata, then it comes back byte for byte', () => {
    expect(strip(PLAIN_GIF).equals(PLAIN_GIF)).toBe(true);
  });

  it('when a GIF carries comments, XMP and a trailer, then they go and its looping stays', () => {
    const photo = gifWith(
      [
        loop,
        gifExtension(0xfe, latin1(SECRETS.comment)),
        gifApplication('XMP DataXMP', latin1(SECRETS.xmp)),
      ],
      latin1(SECRETS.camera),
    );
    expect(secretsIn(photo)).toEqual([SECRETS.camera, SECRETS.xmp, SECRETS.comment]);
    const stripped = strip(photo);
    expect(secretsIn(stripped)).toEqual([]);
    expect(stripped.equals(gifWith([loop]))).toBe(true);
  });

  it('when a GIF ends without its trailer, then one is added', () => {
    expect(strip(PLAIN_GIF.subarray(0, -1)).equals(PLAIN_GIF)).toBe(true);
  });

  it('when the blocks cannot be walked, then it is refused (null)', () => {
    const damaged = [
      PLAIN_GIF.subarray(0, 10), // cut in the header
      PLAIN_GIF.subarray(0, 30), // cut inside the frame
      gifWith([Buffer.from([0x99])]), // an unknown block
      Buffer.from('GIF87a'),
    ];
    for (const bytes of damaged) expect(stripGifMetadata(bytes), bytes.toString('hex')).toBeNull();
  });
});
