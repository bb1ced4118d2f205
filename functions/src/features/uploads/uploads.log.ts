import { logger } from 'firebase-functions';
import { log } from '../../core/log';

export const uploadsLog = {
  /** Once per process: where this instance keeps uploaded images. */
  storeChosen(description: string) {
    log.startup({ uploadStore: description });
  },
  /** Images of a failed submission that could not be deleted: orphans for a person to clear. */
  discardFailed(fields: { images: number; failed: number }) {
    logger.warn('upload_discard_failed', fields);
  },
};
