import { Router } from 'express';

export const adminStatsRouter = Router();
