import { Router } from 'express';

export const adminCouponsRouter = Router();
