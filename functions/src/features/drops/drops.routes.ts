import { Router } from 'express';
import { ALTCHA_HEADER } from '../../contract/challenge';
import {
  DropParamsSchema,
  DropSettingsRequestSchema,
  EntryRequestSchema,
  type AdminDropResponse,
  type DropStateResponse,
  type EntryResponse,
} from '../../contract/raffle';
import { requestLocale } from '../../core/accept-language';
import { adminOnly } from '../../core/admin-guard';
import { currentUser, identify, requireUser, signedInUser } from '../../core/auth';
import { route } from '../../core/route';
import { dropsService } from './drops.service';

export const dropsRouter = Router();

/**
 * A drop's state; a signed-in shopper's own entry with it. Every product page asks, so the
 * first-come answer (the same for everyone) may be cached for a minute; a raffle's is never
 * cached: it moves on by the clock and carries the caller's entry.
 */
dropsRouter.get(
  '/api/drops/:productId',
  identify,
  route({ params: DropParamsSchema }, async ({ params: { productId }, res }) => {
    const answer = await dropsService.state(productId, currentUser(res));
    const firstCome = answer.drop.mode === 'first-come';
    res.set('Cache-Control', firstCome ? 'public, max-age=60' : 'private, no-store');
    res.json(answer satisfies DropStateResponse);
  }),
);

dropsRouter.post(
  '/api/drops/:productId/entries',
  identify,
  requireUser,
  route(
    { params: DropParamsSchema, body: EntryRequestSchema },
    async ({ params, body, req, res }) => {
      // The page's language (issue 25), else Accept-Language's: the raffle's e-mails use it.
      const locale = requestLocale(req, body.locale);
      const altcha = req.get(ALTCHA_HEADER);
      const entry = await dropsService.enter(params.productId, signedInUser(res), altcha, {
        locale,
      });
      res.status(201).json({ entry } satisfies EntryResponse);
    },
  ),
);

dropsRouter.get(
  '/api/admin/drops/:productId',
  ...adminOnly,
  route({ params: DropParamsSchema }, async ({ params: { productId }, res }) => {
    res.json((await dropsService.adminState(productId)) satisfies AdminDropResponse);
  }),
);

dropsRouter.put(
  '/api/admin/drops/:productId',
  ...adminOnly,
  route(
    { params: DropParamsSchema, body: DropSettingsRequestSchema },
    async ({ params: { productId }, body, res }) => {
      await dropsService.configure(productId, body, signedInUser(res));
      res.json((await dropsService.adminState(productId)) satisfies AdminDropResponse);
    },
  ),
);
