import { Router } from 'express';
import type { z } from 'zod';
import {
  AdminCouponParamsSchema,
  CouponCreateRequestSchema,
  CouponPatchRequestSchema,
  CouponSendRequestSchema,
  type AdminCouponResponse,
  type AdminCouponsResponse,
} from '../../contract/admin-coupons';
import type { OkSchema } from '../../contract/common';
import { adminOnly } from '../../core/admin-guard';
import { signedInUser } from '../../core/auth';
import { route } from '../../core/route';
import { adminCouponsService } from './admin-coupons.service';

export const adminCouponsRouter = Router();

adminCouponsRouter.get('/api/admin/coupons', ...adminOnly, async (_req, res) => {
  const items = await adminCouponsService.listCoupons();
  res.json({ items } satisfies AdminCouponsResponse);
});

adminCouponsRouter.post(
  '/api/admin/coupons',
  ...adminOnly,
  route({ body: CouponCreateRequestSchema }, async ({ body, res }) => {
    const item = await adminCouponsService.createCoupon(body, signedInUser(res).email);
    res.status(201).json({ item } satisfies AdminCouponResponse);
  }),
);

adminCouponsRouter.post(
  '/api/admin/coupons/send',
  ...adminOnly,
  route({ body: CouponSendRequestSchema }, async ({ body: { code, emails }, res }) => {
    const item = await adminCouponsService.sendCoupon(code, emails, signedInUser(res).email);
    res.json({ item } satisfies AdminCouponResponse);
  }),
);

adminCouponsRouter.patch(
  '/api/admin/coupons/:code',
  ...adminOnly,
  route(
    { params: AdminCouponParamsSchema, body: CouponPatchRequestSchema },
    async ({ params: { code }, body: patch, res }) => {
      const item = await adminCouponsService.updateCoupon(code, patch, signedInUser(res).email);
      res.json({ item } satisfies AdminCouponResponse);
    },
  ),
);

adminCouponsRouter.delete(
  '/api/admin/coupons/:code',
  ...adminOnly,
  route({ params: AdminCouponParamsSchema }, async ({ params: { code }, res }) => {
    await adminCouponsService.deleteCoupon(code, signedInUser(res).email);
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  }),
);
