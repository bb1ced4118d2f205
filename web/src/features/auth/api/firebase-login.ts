import { SessionResponseSchema, type SessionResponse } from '@contract/auth';
import { apiSend } from '@/lib/api-client';

/** POST /api/auth/firebase-login: trades an ID token for the httpOnly `__session` cookie. */
export function firebaseLogin(idToken: string): Promise<SessionResponse> {
  return apiSend('POST', '/auth/firebase-login', { idToken }, SessionResponseSchema, {
    fallbackMessage: 'Login error',
  });
}
