import { describe, expect, it } from 'vitest';
import { parseMultipart, type MultipartLimits } from './review-multipart';

const limits: MultipartLimits = { maxFiles: 2, maxFileBytes: 8, maxFields: 4, maxFieldBytes: 16 };
const boundary = 'xXbOuNdArYXx';
const contentType = `multipart/form-data; boundary=${boundary}`;

type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart body as a browser's FormData sends it. */
function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const file = (bytes: number[], filename = 'a.png'): Part => ({
  name: 'images',
  value: Buffer.from(bytes),
  filename,
});

describe('parseMultipart', () => {
  it('when fields and files are sent, then fields come by name and files in order', async () => {
    const body = form([
      { name: 'name', value: 'Ann <b>' },
      file([1, 2, 3]),
      { name: 'rating', value: '4' },
      file([4, 5], 'b.jpg'),
    ]);
    const parsed = await parseMultipart(body, contentType, 'images', limits);
    expect(parsed.fields).toEqual({ name: 'Ann <b>', rating: '4' });
    expect(parsed.files.map((f) => [...f])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('when more files than allowed are sent, then it is a 400 saying how many', async () => {
    const body = form([file([1]), file([2]), file([3])]);
    await expect(parseMultipart(body, contentType, 'images', limits)).rejects.toMatchObject({
      status: 400,
      message: 'At most 2 images',
    });
  });

  it('when a file is over the size, then it is kept one byte past it for the check to refuse', async () => {
    const body = form([file(Array.from({ length: 20 }, (_, i) => i))]);
    const parsed = await parseMultipart(body, contentType, 'images', limits);
    expect(parsed.files[0]?.length).toBe(9);
  });

  it('when a field is too long, repeated or a file comes under another name, then it is a 400', async () => {
    const long = form([{ name: 'comment', value: 'x'.repeat(17) }]);
    await expect(parseMultipart(long, contentType, 'images', limits)).rejects.toMatchObject({
      status: 400,
      message: 'comment is too long',
    });
    const twice = form([
      { name: 'name', value: 'A' },
      { name: 'name', value: 'B' },
    ]);
    await expect(parseMultipart(twice, contentType, 'images', limits)).rejects.toMatchObject({
      message: 'name is given more than once',
    });
    const other = form([{ name: 'avatar', value: Buffer.from([1]), filename: 'x.png' }]);
    await expect(parseMultipart(other, contentType, 'images', limits)).rejects.toMatchObject({
      message: 'Files are accepted only as images',
    });
  });

  it('when the content type has no boundary, then it is a 400', async () => {
    await expect(
      parseMultipart(Buffer.from('x'), 'multipart/form-data', 'images', limits),
    ).rejects.toMatchObject({ status: 400, message: 'Malformed multipart form' });
  });
});
