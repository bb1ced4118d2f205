import { logger } from 'firebase-functions';

/** The named log line of an account's deletion: uids and counts only, never e-mails. */
export const accountDeletionLog = {
  deleted(fields: { uid: string; anonymisedOrders: number; referralCodes: number }) {
    logger.info('account_deleted', fields);
  },
};
