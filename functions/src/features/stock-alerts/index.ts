// What other features may use of back-in-stock requests: deleting an account's requests.
import { stockAlertsRepository } from './stock-alerts.repository';

/** Deletes the account's requests: by uid, and by address only when it is verified. */
export const deleteStockAlertsOf = (uid: string, verifiedEmail: string | null) =>
  stockAlertsRepository.deleteAlertsOf(uid, verifiedEmail);
