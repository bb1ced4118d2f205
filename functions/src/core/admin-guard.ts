import type { RequestHandler } from 'express';
import { identify, requireAdmin } from './auth';
import { requireRecentSignIn } from './recent-sign-in';

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

/**
 * `adminOnly`, and a sign-in of the last 10 minutes (401 `reauth_required` otherwise): in
 * front of admin answers with passport data and the orders export.
 */
export const recentAdminOnly: RequestHandler[] = [...adminOnly, requireRecentSignIn];
