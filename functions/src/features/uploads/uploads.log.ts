import { log } from '../../core/log';

export const uploadsLog = {
  /** Once per process: where this instance keeps uploaded images. */
  storeChosen(description: string) {
    log.startup({ uploadStore: description });
  },
};
