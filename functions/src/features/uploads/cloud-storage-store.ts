import { randomUUID } from 'node:crypto';
import { IMMUTABLE_CACHE, type ImageStore } from './image-store';

/**
 * Cloud Storage through the Admin SDK (the default bucket of the Firebase project), with a
 * Firebase download token so the URL works in a browser without signing: the same URL the
 * console and `getDownloadURL` give. With a Storage emulator, the same path on its host.
 */
export function cloudStorageStore(emulatorOrigin: string | null): ImageStore {
  const apiOrigin = emulatorOrigin ?? 'https://firebasestorage.googleapis.com';
  return {
    description: emulatorOrigin
      ? `Cloud Storage emulator at ${emulatorOrigin}`
      : 'Cloud Storage (default bucket)',
    async save(name, bytes, contentType) {
      // Loaded on first upload only: most requests never need the Storage client.
      const { getStorage } = await import('firebase-admin/storage');
      const bucket = getStorage().bucket();
      const path = `uploads/${name}`;
      const token = randomUUID();
      await bucket.file(path).save(bytes, {
        resumable: false,
        contentType,
        metadata: {
          cacheControl: IMMUTABLE_CACHE,
          metadata: { firebaseStorageDownloadTokens: token },
        },
      });
      return `${apiOrigin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
    },
    async remove(name) {
      const { getStorage } = await import('firebase-admin/storage');
      await getStorage().bucket().file(`uploads/${name}`).delete({ ignoreNotFound: true });
    },
  };
}
