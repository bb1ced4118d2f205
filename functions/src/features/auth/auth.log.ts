import { logger } from 'firebase-functions';
import type { Role } from '../../contract/user';

/**
 * Named log lines of accounts and sessions. Uids, roles and counts only: never e-mails,
 * names, tokens, cookies, passwords, profile or passport fields.
 */
export const authLog = {
  sessionStarted(fields: {
    uid: string;
    role: Role;
    newAccount: boolean;
    attachedOrders: number;
    /** Guest orders of the verified e-mail confirmed by this sign-in (issue 21). */
    confirmedOrders: number;
  }) {
    logger.info('session_started', fields);
  },
  sessionEnded(fields: { uid: string }) {
    logger.info('session_ended', fields);
  },
  revokeFailed(fields: { uid: string; error: string }) {
    logger.warn('session_revoke_failed', fields);
  },
  /** A user document the admin's Users tab leaves out: it does not match the contract. */
  invalidUserDocument(fields: { uid: string; issue: PropertyKey[] | undefined }) {
    logger.warn('invalid_user_document', fields);
  },
};
