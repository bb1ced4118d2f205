import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import {
  jpegMetadataSegments,
  jpegOfSize,
  jpegWith,
  PLAIN_JPEG,
  PLAIN_PNG,
  pngMetadataChunks,
  pngWith,
  secretsIn,
} from '../../testing/image-fixtures';
import {
  checkImageBytes,
  dataUrlPayload,
  decodedSize,
  decodeImage,
  sniffImageType,
} from './image-data';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'ascii'));
const dataUrl = (content: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(content).toString('base64')}`;

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = Uint8Array.from([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')]);

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('sniffImageType', () => {
  it('when bytes start with an image signature, then the type is told from them', () => {
    expect(sniffImageType(JPEG)).toBe('jpeg');
    expect(sniffImageType(PNG)).toBe('png');
    expect(sniffImageType(ascii('GIF87a...'))).toBe('gif');
    expect(sniffImageType(ascii('GIF89a...'))).toBe('gif');
    expect(sniffImageType(WEBP)).toBe('webp');
  });

  it('when bytes are text, SVG, another RIFF file or cut short, then no type is found', () => {
    expect(sniffImageType(ascii('hello, I am a text file'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(ascii('GIF88a'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('dataUrlPayload', () => {
  it('when a data URL is base64, then its payload is given whatever the declared type', () => {
    expect(dataUrlPayload('data:image/png;base64,iVBORw==')).toBe('iVBORw==');
    expect(dataUrlPayload('data:;base64,AAAA')).toBe('AAAA');
    expect(dataUrlPayload('DATA:image/jpeg;name=a.jpg;BASE64,/9j/4A==')).toBe('/9j/4A==');
  });

  it('when a data URL is malformed, then it is a 400', () => {
    const bad = [
      'iVBORw==',
      'data:image/png,iVBORw==',
      'data:image/png;base64,',
      'data:image/png;base64,iVBORw=',
      'data:image/png;base64,iVB ORw==',
      'data:image/png;base64,iVB*Rw==',
      'data:image/png;base64,i===',
      'http://example.com/a.png',
    ];
    for (const url of bad) {
      const err = errorOf(() => dataUrlPayload(url));
      expect(err.status, url).toBe(400);
      expect(err.message).toBe('Image must be a base64 data URL');
    }
  });
});

describe('decodedSize', () => {
  it('when padding is present, then it is taken off the size', () => {
    for (const length of [1, 2, 3, 4, 5, 100]) {
      const payload = Buffer.alloc(length).toString('base64');
      expect(decodedSize(payload)).toBe(length);
    }
  });
});

describe('decodeImage', () => {
  it('when a PNG is sent, then its bytes and type come back', () => {
    const image = decodeImage(dataUrl(PLAIN_PNG));
    expect(image.kind).toBe('png');
    expect(image.bytes.equals(PLAIN_PNG)).toBe(true);
  });

  it('when a photo carries metadata, then what comes back to be stored has none', () => {
    const image = decodeImage(dataUrl(pngWith(pngMetadataChunks())));
    expect(image.kind).toBe('png');
    expect(image.bytes.equals(PLAIN_PNG)).toBe(true);
  });

  it('when an image file is cut short, then it is a 400 saying so', () => {
    const err = errorOf(() => decodeImage(dataUrl(PLAIN_PNG.subarray(0, 40))));
    expect(err.status).toBe(400);
    expect(err.message).toBe('The image file is damaged or incomplete');
  });

  it('when a text file is labelled image/png, then it is refused by its bytes', () => {
    const err = errorOf(() => decodeImage(dataUrl(ascii('not an image at all'))));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Only JPEG, PNG, WebP or GIF images');
  });

  it('when an image is over the limit, then it is a 413 naming the limit, before decoding', () => {
    const err = errorOf(() => decodeImage(dataUrl(jpegOfSize(1025), 'image/jpeg'), 1024));
    expect(err.status).toBe(413);
    expect(err.message).toMatch(/^Image is too large: at most /);
    expect(decodeImage(dataUrl(jpegOfSize(1024)), 1024).kind).toBe('jpeg');
  });
});

describe('checkImageBytes', () => {
  it('when a file (a multipart upload) carries metadata, then it is checked and stripped', () => {
    const photo = jpegWith(jpegMetadataSegments());
    expect(secretsIn(photo)).not.toEqual([]);
    const image = checkImageBytes(photo);
    expect(image.kind).toBe('jpeg');
    expect(image.bytes.equals(PLAIN_JPEG)).toBe(true);
  });

  it('when a file is over the limit, then it is a 413 before anything is walked', () => {
    const err = errorOf(() => checkImageBytes(Buffer.alloc(2048, 0xff), 1024));
    expect(err.status).toBe(413);
  });
});
