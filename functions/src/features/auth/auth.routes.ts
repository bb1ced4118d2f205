import { Router, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  FirebaseLoginRequestSchema,
  LoginRequestSchema,
  ProfileUpdateRequestSchema,
  RegisterRequestSchema,
  SessionRefreshRequestSchema,
  type IsAdminResponseSchema,
  type ProfileResponseSchema,
  type SessionResponse,
} from '../../contract/auth';
import type { OkSchema } from '../../contract/common';
import {
  currentUser,
  identify,
  parseCookies,
  requireUser,
  SESSION_COOKIE,
  signedInUser,
} from '../../core/auth';
import { refuseForeignOrigin } from '../../core/csrf';
import {
  accountKey,
  addressKey,
  enforceAllowance,
  requestAddress,
  targetKey,
} from '../../core/rate-limit';
import { route } from '../../core/route';
import { profileService } from './profile.service';
import { clearSessionCookie, privateNoStore, setSessionCookie } from './session-cookie';
import { isFailedSignInCheck, sessionService, type StartedSession } from './session.service';

/**
 * Sign-in and the server session, and the profile: `/api/auth/*`. Account deletion asks many
 * features to forget the account: its route is composed above them (functions/src/account-deletion).
 */
export const authRouter = Router();

const personal: RequestHandler = (_req, res, next) => {
  privateNoStore(res);
  next();
};
const signedIn = [identify, requireUser, personal];

type Ok = z.infer<typeof OkSchema>;

function answerSession(res: Response, session: StartedSession): void {
  setSessionCookie(res, session.cookie);
  res.json({ ok: true, user: session.user } satisfies SessionResponse);
}

/**
 * Identity before address: the token's signature is checked first, then the sign-in counts
 * against its account. A valid token is never refused for its address (hundreds of shoppers
 * share one on a phone network); only tokens that fail the check count per address, and past
 * that address's limit the answer is 429 instead of 401.
 */
authRouter.post(
  '/api/auth/firebase-login',
  refuseForeignOrigin,
  route({ body: FirebaseLoginRequestSchema }, async ({ body: { idToken }, req, res }) => {
    const perAccount = (uid: string) => enforceAllowance('firebase-login', accountKey(uid));
    try {
      answerSession(res, await sessionService.start(idToken, perAccount));
    } catch (err) {
      if (isFailedSignInCheck(err)) {
        await enforceAllowance('firebase-login', addressKey(requestAddress(req)));
      }
      throw err;
    }
  }),
);

/**
 * After the e-mail is verified: the same account's session again, now saying so, whatever the
 * sign-in's age. The app-wide cookie check and `refuseForeignOrigin` keep other sites out.
 */
authRouter.post(
  '/api/auth/session-refresh',
  refuseForeignOrigin,
  route({ body: SessionRefreshRequestSchema }, async ({ body: { idToken }, req, res }) => {
    const cookie = parseCookies(req.headers.cookie)[SESSION_COOKIE];
    answerSession(res, await sessionService.refresh(cookie, idToken));
  }),
);

authRouter.post(
  '/api/auth/login',
  refuseForeignOrigin,
  route({ body: LoginRequestSchema }, async ({ body: { email, password }, res }) => {
    // Per target e-mail, wherever the tries come from: a password is guessed for an account.
    await enforceAllowance('password-login', targetKey('email', email));
    answerSession(res, await sessionService.login(email, password));
  }),
);

authRouter.post(
  '/api/auth/register',
  refuseForeignOrigin,
  route({ body: RegisterRequestSchema }, async ({ body, req, res }) => {
    // Anonymous by nature: per address, at the address multiple of RATE_LIMIT_REGISTER.
    await enforceAllowance('register', addressKey(requestAddress(req)));
    answerSession(res, await sessionService.register(body));
  }),
);

/** Logout by POST or GET, always 200: the cookie is cleared and its session revoked. */
const logout: RequestHandler = async (req, res) => {
  await sessionService.end(parseCookies(req.headers.cookie)[SESSION_COOKIE]);
  clearSessionCookie(res);
  res.json({ ok: true } satisfies Ok);
};
authRouter.post('/api/auth/logout', logout);
authRouter.get('/api/auth/logout', logout);

authRouter.get('/api/auth/me', ...signedIn, async (_req, res) => {
  const user = await sessionService.me(signedInUser(res));
  res.json({ ok: true, user } satisfies SessionResponse);
});

authRouter.get('/api/auth/is-admin', identify, personal, (_req, res) => {
  const isAdmin = currentUser(res)?.role === 'admin';
  res.json({ isAdmin } satisfies z.infer<typeof IsAdminResponseSchema>);
});

authRouter.get('/api/auth/profile', ...signedIn, async (_req, res) => {
  const user = await profileService.get(signedInUser(res));
  res.json({ user } satisfies z.infer<typeof ProfileResponseSchema>);
});

authRouter.patch(
  '/api/auth/profile',
  ...signedIn,
  route({ body: ProfileUpdateRequestSchema }, async ({ body: update, res }) => {
    const user = await profileService.update(signedInUser(res), update);
    res.json({ user } satisfies z.infer<typeof ProfileResponseSchema>);
  }),
);
