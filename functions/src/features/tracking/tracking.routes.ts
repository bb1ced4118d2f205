import { Router } from 'express';

export const trackingRouter = Router();
