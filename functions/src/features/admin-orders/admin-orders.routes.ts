import { Router } from 'express';

export const adminOrdersRouter = Router();
