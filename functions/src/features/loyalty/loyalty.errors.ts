import { AppError } from '../../core/errors';

/** Each failure in words the account area shows after 'Error: '. */
export const loyaltyErrors = {
  /** Also for someone else's order, so order ids cannot be probed. */
  orderNotFound: () => new AppError('order_not_found', 'Order not found', 404),
  referralNotFound: () => new AppError('referral_not_found', 'Referral code not found', 404),
  ownReferralCode: () =>
    new AppError('referral_own_code', 'You cannot use your own referral code', 400),
  verifyEmailForReferral: () =>
    new AppError('email_unverified', 'Verify your e-mail to use a referral code', 403),
  referralAlreadyUsed: () =>
    new AppError('referral_already_used', 'You have already used a referral code', 409),
  busy: () => new AppError('busy', 'Too many requests at once right now. Please try again.', 503),
};
