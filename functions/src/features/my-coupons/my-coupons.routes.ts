import { Router } from 'express';
import type { MyCouponsResponse } from '../../contract/account';
import { identify, requireUser, signedInUser } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { myCouponsService } from './my-coupons.service';

export const myCouponsRouter = Router();

myCouponsRouter.get('/api/coupons/me', identify, requireUser, async (_req, res) => {
  const { uid, email, emailVerified } = signedInUser(res);
  const items = await myCouponsService.list({ uid, email, emailVerified });
  noStore(res);
  res.json({ items, meta: { total: items.length } } satisfies MyCouponsResponse);
});
