import { orderConfirmationService, type VerifiedAccount } from './order-confirmation.service';
import { orderOwnershipRepository } from './order-ownership.repository';

export const guestOrdersService = {
  /**
   * A sign-in of an account whose e-mail is verified (auth `establish`): its guest orders
   * placed with that e-mail become its own, and those still waiting for that e-mail's
   * confirmation (issue 21) are confirmed first, since the sign-in proves the same mailbox.
   * Confirmed before attached: an order is never the account's while still waiting for a
   * proof the account gave, and if the sign-in stops in between, the next one attaches what
   * is left. The caller checks that the e-mail is verified.
   */
  async attachToVerifiedAccount(
    account: VerifiedAccount,
  ): Promise<{ attached: number; confirmed: number }> {
    const confirmed = await orderConfirmationService.confirmGuestOrdersOf(account);
    const attached = await orderOwnershipRepository.attachGuestOrders(account.uid, account.email);
    return { attached, confirmed: confirmed.length };
  },
};
