// What other features may use of the mail feature: writing one mail document inside their
// own transaction, the back-in-stock and order-confirmation messages, and deleting an
// account's mail.
import { verifiedEmailOf, type AccountToForget } from '../../core/forget-account';
import { mailRepository } from './mail.repository';

export { mailDocument, type MailDocument, type MailMessage } from './mail-document';
export { MAIL_COLLECTION, mailRepository } from './mail.repository';
export {
  orderConfirmationMessage,
  type OrderConfirmationFacts,
} from './order-confirmation-message';
export { restockMessage, type RestockMailFacts } from './restock-mail-message';
export {
  raffleNotServedMessage,
  raffleWinMessage,
  type RaffleMailFacts,
} from './raffle-mail-message';
export {
  stockAlertConfirmationMessage,
  type StockAlertConfirmationFacts,
} from './stock-alert-confirmation-message';

/** Mail's part of an account's deletion: its mail goes, by uid, and by address only when verified. */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  mailRepository.deleteMailOf(account.uid, verifiedEmailOf(account));
