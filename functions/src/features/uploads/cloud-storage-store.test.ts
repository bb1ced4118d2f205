import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudStorageStore } from './cloud-storage-store';

const save = vi.fn<(bytes: Buffer, options: unknown) => Promise<void>>();
const remove = vi.fn<(options: unknown) => Promise<void>>();
const file = vi.fn((path: string) => ({ path, save, delete: remove }));

vi.mock('firebase-admin/storage', () => ({
  getStorage: () => ({ bucket: () => ({ name: 'demo-toy-store.appspot.com', file }) }),
}));

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('cloudStorageStore', () => {
  beforeEach(() => {
    save.mockReset().mockResolvedValue(undefined);
    remove.mockReset().mockResolvedValue(undefined);
    file.mockClear();
  });

  it('when an image is saved, then it goes under uploads/ with its type, a long cache and a download token', async () => {
    const bytes = Buffer.from('png');
    const url = await cloudStorageStore(null).save('abc.png', bytes, 'image/png');

    expect(file).toHaveBeenCalledWith('uploads/abc.png');
    const [savedBytes, options] = save.mock.calls[0] ?? [];
    expect(savedBytes).toBe(bytes);
    expect(options).toMatchObject({
      resumable: false,
      contentType: 'image/png',
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
    const token = (options as { metadata: { metadata: { firebaseStorageDownloadTokens: string } } })
      .metadata.metadata.firebaseStorageDownloadTokens;
    expect(token).toMatch(TOKEN);
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/demo-toy-store.appspot.com/o/uploads%2Fabc.png?alt=media&token=${token}`,
    );
  });

  it('when a Storage emulator is used, then the URL is the same path on its host', async () => {
    const url = await cloudStorageStore('http://127.0.0.1:9199').save(
      'abc.webp',
      Buffer.from('webp'),
      'image/webp',
    );
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/demo-toy-store\.appspot\.com\/o\/uploads%2Fabc\.webp\?alt=media&token=/,
    );
  });

  it('when Storage fails, then the error is not swallowed', async () => {
    save.mockRejectedValue(new Error('bucket unavailable'));
    await expect(
      cloudStorageStore(null).save('abc.gif', Buffer.from('gif'), 'image/gif'),
    ).rejects.toThrow('bucket unavailable');
  });

  it('when an image is removed, then its uploads/ object is deleted, a missing one ignored', async () => {
    await cloudStorageStore(null).remove('abc.png');
    expect(file).toHaveBeenCalledWith('uploads/abc.png');
    expect(remove).toHaveBeenCalledWith({ ignoreNotFound: true });
  });
});
