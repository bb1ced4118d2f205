import { logger } from 'firebase-functions';
import { log } from '../../core/log';

export const uploadsLog = {
  /** Once per process: where this instance keeps uploaded images. */
  storeChosen(description: string) {
    log.startup({ uploadStore: description });
  },
  /**
   * Images no longer needed (a failed submission, a rejected or deleted review) that could not
   * be deleted: orphans for a person to clear, named by their random file names.
   */
  discardFailed(fields: { images: number; failed: number; left: string[] }) {
    logger.warn('upload_discard_failed', fields);
  },
};
