import type { RequestHandler } from 'express';
import { identify, requireAdmin } from './auth';

const personal: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/**
 * In front of every `/api/admin/*` route: the role comes from the verified session (cookie
 * or Bearer ID token) and the server's admin list, never from the request body. Guests get
 * 401, other users 403; answers are never cached.
 */
export const adminOnly: RequestHandler[] = [identify, requireAdmin, personal];
