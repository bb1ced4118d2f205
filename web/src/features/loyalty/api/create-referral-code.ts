import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralCreateResponseSchema } from '@contract/account';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/referrals/create: gives the user their 8-character code. */
export function createReferralCode() {
  return apiSend('POST', '/referrals/create', undefined, ReferralCreateResponseSchema, {
    fallbackMessage: m.account_create_referral_failed(),
  });
}

/** Refetches the referral info (now with the code) before it reports success. */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.referrals }),
  });
}
