import { SessionResponseSchema, type SessionResponse } from '@contract/auth';
import { apiSend } from '@/lib/api-client';

/**
 * POST /api/auth/session-refresh: with the current `__session` cookie and a fresh ID token
 * that says the e-mail is verified, the server re-mints the session (role and guest orders
 * follow). 401 otherwise.
 */
export function refreshSession(idToken: string): Promise<SessionResponse> {
  return apiSend('POST', '/auth/session-refresh', { idToken }, SessionResponseSchema, {
    fallbackMessage: 'Session error',
  });
}
