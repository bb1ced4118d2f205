import { z } from 'zod';
import { apiSend } from '@/lib/api-client';

/** POST /api/auth/logout: clears the server session cookie. The answer is not used. */
export async function logout(): Promise<void> {
  await apiSend('POST', '/auth/logout', undefined, z.unknown(), {
    fallbackMessage: 'Logout error',
  });
}
