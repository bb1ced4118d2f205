import { z } from 'zod';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/** DELETE /api/auth/delete-account: removes the account and its personal data. */
export async function deleteAccount(): Promise<void> {
  await apiSend('DELETE', '/auth/delete-account', undefined, z.unknown(), {
    fallbackMessage: m.account_delete_request_failed(),
  });
}
