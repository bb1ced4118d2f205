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
import { validate } from '../../core/validate';
import { adminCouponsService } from './admin-coupons.service';

export const adminCouponsRouter = Router();

type Params = z.output<typeof AdminCouponParamsSchema>;

adminCouponsRouter.get('/api/admin/coupons', ...adminOnly, async (_req, res) => {
  const items = await adminCouponsService.listCoupons();
  res.json({ items } satisfies AdminCouponsResponse);
});

adminCouponsRouter.post(
  '/api/admin/coupons',
  ...adminOnly,
  validate({ body: CouponCreateRequestSchema }),
  async (_req, res) => {
    const body = res.locals.body as z.output<typeof CouponCreateRequestSchema>;
    const item = await adminCouponsService.createCoupon(body, signedInUser(res).email);
    res.status(201).json({ item } satisfies AdminCouponResponse);
  },
);

adminCouponsRouter.post(
  '/api/admin/coupons/send',
  ...adminOnly,
  validate({ body: CouponSendRequestSchema }),
  async (_req, res) => {
    const { code, emails } = res.locals.body as z.output<typeof CouponSendRequestSchema>;
    const item = await adminCouponsService.sendCoupon(code, emails, signedInUser(res).email);
    res.json({ item } satisfies AdminCouponResponse);
  },
);

adminCouponsRouter.patch(
  '/api/admin/coupons/:code',
  ...adminOnly,
  validate({ params: AdminCouponParamsSchema, body: CouponPatchRequestSchema }),
  async (_req, res) => {
    const { code } = res.locals.params as Params;
    const patch = res.locals.body as z.output<typeof CouponPatchRequestSchema>;
    const item = await adminCouponsService.updateCoupon(code, patch, signedInUser(res).email);
    res.json({ item } satisfies AdminCouponResponse);
  },
);

adminCouponsRouter.delete(
  '/api/admin/coupons/:code',
  ...adminOnly,
  validate({ params: AdminCouponParamsSchema }),
  async (_req, res) => {
    const { code } = res.locals.params as Params;
    await adminCouponsService.deleteCoupon(code, signedInUser(res).email);
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  },
);
