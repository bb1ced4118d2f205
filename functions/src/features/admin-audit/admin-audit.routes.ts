import { Router } from 'express';

export const adminAuditRouter = Router();
