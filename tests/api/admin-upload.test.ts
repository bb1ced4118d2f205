import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UploadResponseSchema } from '@contract/admin-catalog';
import { ErrorBodySchema } from '@contract/common';
import { call, createAccount, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { orientationOnlyExif } from '../../functions/src/features/uploads/jpeg-metadata';
import {
  jpegMetadataSegments,
  jpegOfSize,
  jpegWith,
  secretsIn,
} from '../../functions/src/testing/image-fixtures';
import { adminDb, baseUrl } from '../support/emulators';

/** Where the local fallback keeps images (no Storage emulator runs on these machines). */
const localUploads = fileURLToPath(new URL('../../emulator-data/uploads/', import.meta.url));

let admin: TestUser;
let user: TestUser;
const uploaded: string[] = [];

beforeAll(async () => {
  [admin, user] = await Promise.all([seededAdmin(), createAccount('upload-user')]);
});

afterAll(() => {
  for (const name of uploaded) rmSync(`${localUploads}${name}`, { force: true });
});

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real JPEG, grown to `size` bytes inside its compressed data (size limits). */
const jpegOf = jpegOfSize;
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** As the admin unless another caller (null: a guest) is given. */
const upload = (body: unknown, bearer: TestUser | null = admin) =>
  call('POST', '/api/admin/upload', { bearer, body });

function expectError(res: Answer, status: number, message: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toMatch(message);
}

/** The generated name of an uploaded image, from its URL (local `/api/uploads/x` or Storage). */
function nameOf(url: string): string {
  const name = decodeURIComponent(new URL(url, baseUrl).pathname).split('/').pop() ?? '';
  uploaded.push(name);
  return name;
}

async function uploadsLoggedAs(name: string): Promise<string[]> {
  const snap = await adminDb().collection('logs').where('target', '==', name).get();
  return snap.docs.map((d) => `${d.get('action') as string} by ${d.get('actor') as string}`);
}

describe('POST /api/admin/upload', () => {
  it('when the admin uploads a PNG, then the URL serves the same bytes as an image', async () => {
    const res = await upload({ image: dataUrl(PNG), name: 'My Photo (1).png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { url } = UploadResponseSchema.parse(res.body);
    const name = nameOf(url);
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(url).not.toContain('My Photo');

    const image = await fetch(new URL(url, baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await uploadsLoggedAs(name)).toEqual(['image.uploaded by admin@example.com']);
  });

  it('when a JPEG is sent named and labelled as PNG, then it is stored and served as JPEG', async () => {
    const jpeg = jpegOf(64);
    const res = await upload({ image: dataUrl(jpeg, 'image/png'), name: 'photo.png' });
    expect(res.status).toBe(201);
    const { url } = UploadResponseSchema.parse(res.body);
    expect(nameOf(url)).toMatch(/\.jpg$/);
    const image = await fetch(new URL(url, baseUrl));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('when a photo carries EXIF with GPS, XMP, IPTC and a comment, then the stored file has none of it and keeps the orientation', async () => {
    const photo = jpegWith(jpegMetadataSegments(6));
    expect(secretsIn(photo)).toHaveLength(5);
    const res = await upload({ image: dataUrl(photo, 'image/jpeg'), name: 'IMG_0001.jpg' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { url } = UploadResponseSchema.parse(res.body);
    nameOf(url);
    const stored = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    expect(secretsIn(stored)).toEqual([]);
    expect(stored.equals(jpegWith([orientationOnlyExif(6)]))).toBe(true);
  });

  it('when an image file is cut short, then 400 and nothing is stored', async () => {
    const res = await upload({ image: dataUrl(PNG.subarray(0, 40)), name: 'cut.png' });
    expectError(res, 400, 'The image file is damaged or incomplete');
  });

  it('when a text file is renamed .png and sent as image/png, then 400 by its real type', async () => {
    const text = Buffer.from('just some text, not an image\n');
    const res = await upload({ image: dataUrl(text), name: 'notes.png' });
    expectError(res, 400, 'Only JPEG, PNG, WebP or GIF images');
  });

  it('when an SVG is sent, then 400 (it could carry script)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const res = await upload({ image: dataUrl(svg, 'image/svg+xml'), name: 'logo.svg' });
    expectError(res, 400, 'Only JPEG, PNG, WebP or GIF images');
  });

  it('when an image is just over the size limit, then 413 saying the limit', async () => {
    const res = await upload({ image: dataUrl(jpegOf(UPLOAD_MAX_BYTES + 1)), name: 'big.jpg' });
    expectError(res, 413, 'Image is too large: at most 5 MB');
  });

  it('when an image is far over the limit, then 413 before it is read', async () => {
    const res = await upload({ image: dataUrl(jpegOf(6 * 1024 * 1024)), name: 'huge.jpg' });
    expectError(res, 413, 'Request body too large');
  });

  it.each([
    ['not a data URL', 'hello.png'],
    ['a data URL without base64', 'data:image/png,iVBORw0KGgo='],
    ['broken base64', 'data:image/png;base64,iVBOR%%w0KGgo='],
    ['an empty payload', 'data:image/png;base64,'],
  ])('when the image is %s, then 400', async (_case, image) => {
    expectError(await upload({ image, name: 'a.png' }), 400, 'Image must be a base64 data URL');
  });

  it('when the image or the name is missing, then 400', async () => {
    expectError(await upload({ name: 'a.png' }), 400, /^image: /);
    expectError(await upload({ image: dataUrl(PNG) }), 400, /^name: /);
  });

  it('when a guest or a non-admin uploads, then 401 and 403', async () => {
    const body = { image: dataUrl(PNG), name: 'a.png' };
    expectError(await upload(body, null), 401, 'Sign in required');
    expectError(await upload(body, user), 403, 'Admin access required');
  });
});

describe('GET /api/uploads/{name}', () => {
  it('when a name was never uploaded or is not one we generate, then 404 and no file is read', async () => {
    for (const name of [
      `${'0'.repeat(32)}.png`,
      'notes.txt',
      `${'A'.repeat(32)}.png`,
      '..%2F..%2Ffirebase.json',
      '..%5C..%5Cfirebase.json',
    ]) {
      // Raw fetch: Hosting itself may answer a path it normalises with its own HTML 404.
      const res = await fetch(new URL(`/api/uploads/${name}`, baseUrl));
      expect(res.status, name).toBe(404);
      expect(await res.text(), name).not.toContain('"emulators"');
    }
  });
});
