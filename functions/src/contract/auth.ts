import { z } from 'zod';
import { ProfileSchema, RoleSchema } from './user';

export const PASSWORD_MIN = 6;

/** The signed-in user as the server sees them; role comes from the admin e-mail list. */
export const AuthUserSchema = z.object({
  uid: z.string().min(1).max(128),
  email: z.string().max(254),
  name: z.string().max(200),
  role: RoleSchema,
  /**
   * Whether the account's e-mail is verified (the ID token's `email_verified`). The admin role
   * and the attachment of guest orders need it; shopping does not.
   */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /api/auth/firebase-login */
export const FirebaseLoginRequestSchema = z.strictObject({
  idToken: z.string().min(1).max(8192),
});

/**
 * POST /api/auth/session-refresh: re-mints the `__session` cookie for the same account after
 * its e-mail was verified, however old the sign-in. Needs the current session cookie and a
 * fresh ID token of the same uid that says `email_verified: true`. Answers SessionResponse.
 */
export const SessionRefreshRequestSchema = FirebaseLoginRequestSchema;

/** POST /api/auth/login */
export const LoginRequestSchema = z.strictObject({
  email: z.string().trim().pipe(z.email('Please enter a valid email')),
  password: z.string().min(1, 'Password is required').max(200),
});

/** POST /api/auth/register */
export const RegisterRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().pipe(z.email('Please enter a valid email')),
  password: z.string().min(PASSWORD_MIN, 'At least 6 characters').max(200),
});

/** Answer of firebase-login, login, register and GET /api/auth/me. */
export const SessionResponseSchema = z.object({ ok: z.literal(true), user: AuthUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** GET /api/auth/is-admin */
export const IsAdminResponseSchema = z.object({ isAdmin: z.boolean() });

/** GET /api/auth/profile */
export const ProfileResponseSchema = z.object({ user: ProfileSchema });

/** PATCH /api/auth/profile: the whole profile; `email` may be sent but is read-only. */
export const ProfileUpdateRequestSchema = ProfileSchema.extend({
  email: z.string().max(254).optional(),
}).strict();
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;
