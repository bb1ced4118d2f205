import { Router } from 'express';
import type { Challenge } from '../../contract/challenge';
import { noStore } from '../../core/http-cache';
import { challengeService } from './challenge.service';

export const challengeRouter = Router();

/**
 * A fresh ALTCHA v2 challenge for the widget (drop orders and raffle entries need it solved).
 * Stateless and cheap (one SHA-256 and two HMACs), so it needs no limit of its own.
 */
challengeRouter.get('/api/challenge', async (_req, res) => {
  const challenge = await challengeService.issue();
  noStore(res);
  res.json(challenge satisfies Challenge);
});
