import { SessionResponseSchema, type SessionResponse } from '@contract/auth';
import { apiGet } from '@/lib/api-client';

/** GET /api/auth/me: the server session's user and role (401 without a session). */
export function getMe(): Promise<SessionResponse> {
  return apiGet('/auth/me', SessionResponseSchema, { fallbackMessage: 'Session error' });
}
