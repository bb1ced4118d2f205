import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import {
  BonusSpendRequestSchema,
  OrderBonusRequestSchema,
  ReferralUseRequestSchema,
  type BonusSpendResponseSchema,
  type OrderBonusResponseSchema,
  type ReferralCreateResponseSchema,
} from '../../contract/account';
import type { BonusBalance, ReferralInfo, ReferralUseResult } from '../../contract/loyalty';
import { identify, requireUser, signedInUser } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { bonusesService } from './bonuses.service';
import { referralsService } from './referrals.service';

/** Referrals and bonuses: personal, so every route needs an account and is never cached. */
export const loyaltyRouter = Router();

const personal: RequestHandler = (_req, res, next) => {
  noStore(res);
  next();
};
const signedIn = [identify, requireUser, personal];

loyaltyRouter.get('/api/bonuses/balance', ...signedIn, async (_req, res) => {
  const balance = await bonusesService.balance(signedInUser(res).uid);
  res.json(balance satisfies BonusBalance);
});

loyaltyRouter.post(
  '/api/bonuses/spend',
  ...signedIn,
  route({ body: BonusSpendRequestSchema }, async ({ body, res }) => {
    const { balance } = await bonusesService.spend(signedInUser(res).uid, body);
    res.json({ ok: true, balance } satisfies z.infer<typeof BonusSpendResponseSchema>);
  }),
);

loyaltyRouter.post('/api/referrals/create', ...signedIn, async (_req, res) => {
  const referralCode = await referralsService.createCode(signedInUser(res).uid);
  res.json({ referralCode } satisfies z.infer<typeof ReferralCreateResponseSchema>);
});

loyaltyRouter.get('/api/referrals/my', ...signedIn, async (_req, res) => {
  const info = await referralsService.info(signedInUser(res).uid);
  res.json(info satisfies ReferralInfo);
});

loyaltyRouter.post(
  '/api/referrals/use',
  ...signedIn,
  rateLimit('referral-use'),
  route({ body: ReferralUseRequestSchema }, async ({ body: { code }, res }) => {
    const result = await referralsService.useCode(signedInUser(res), code);
    res.json(result satisfies ReferralUseResult);
  }),
);

loyaltyRouter.post(
  '/api/referrals/order-bonus',
  ...signedIn,
  // orderAmount is accepted for the client's sake and ignored: the stored order decides.
  // It only answers; the order trigger credits once the order is paid.
  route({ body: OrderBonusRequestSchema }, async ({ body: { orderId }, res }) => {
    const bonusAmount = await referralsService.orderBonus(signedInUser(res).uid, orderId);
    res.json({ ok: true, bonusAmount } satisfies z.infer<typeof OrderBonusResponseSchema>);
  }),
);
