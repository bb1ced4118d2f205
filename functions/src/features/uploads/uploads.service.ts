import { auditLog } from '../../core/audit-log';
import { uploadStorageConfig } from '../../core/env';
import { cloudStorageStore } from './cloud-storage-store';
import { decodeImage, IMAGE_TYPES, type CheckedImage } from './image-data';
import { contentTypeOf, imageNameOf, newImageName, type ImageStore } from './image-store';
import { localFolderStore } from './local-folder-store';
import { uploadsLog } from './uploads.log';

const config = uploadStorageConfig();
/** Set only when images are kept in the local fallback folder (and served by us). */
const local = config.kind === 'local-folder' ? localFolderStore() : null;
const store: ImageStore =
  local ?? cloudStorageStore(config.kind === 'cloud-storage' ? config.emulatorOrigin : null);
uploadsLog.storeChosen(store.description);

export const uploadsService = {
  /**
   * Checks the data URL (base64, size, real type from the bytes), stores the image under a
   * generated name with the extension of its real type, logs it, and answers its URL.
   */
  async upload(dataUrl: string, actor: string): Promise<string> {
    const { url, name } = await uploadsService.save(decodeImage(dataUrl));
    await auditLog.write({ action: 'image.uploaded', actor, target: name });
    return url;
  },

  /** Stores an image already checked (`decodeImage`, `checkImageBytes`) under a generated name. */
  async save({ bytes, kind }: CheckedImage): Promise<{ url: string; name: string }> {
    const name = newImageName(kind);
    return { url: await store.save(name, bytes, IMAGE_TYPES[kind].contentType), name };
  },

  /**
   * Deletes stored images by name (best effort: a failure is logged with the names left
   * behind, never thrown, so the action that no longer needs them still succeeds).
   */
  async discard(names: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(names.map((name) => store.remove(name)));
    const left = names.filter((_, i) => results[i]?.status === 'rejected');
    if (left.length > 0)
      uploadsLog.discardFailed({ images: names.length, failed: left.length, left });
  },

  /**
   * Deletes the images behind URLs we answered (`save`); other URLs (seed images) are left
   * alone. Best effort, as `discard`.
   */
  discardUrls(urls: readonly string[]): Promise<void> {
    return uploadsService.discard(urls.flatMap((url) => imageNameOf(url) ?? []));
  },

  /** An image of the local fallback folder, or null (unknown name, or images live in Storage). */
  async localImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const contentType = contentTypeOf(name);
    if (!local || !contentType) return null;
    const bytes = await local.read(name);
    return bytes ? { bytes, contentType } : null;
  },
};
