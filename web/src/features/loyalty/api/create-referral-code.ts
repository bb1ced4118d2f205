import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralCreateResponseSchema } from '@contract/account';
import { apiSend } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/referrals/create: gives the user their 8-character code. */
export function createReferralCode() {
  return apiSend('POST', '/referrals/create', undefined, ReferralCreateResponseSchema, {
    fallbackMessage: 'Create referral error',
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
