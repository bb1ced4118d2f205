import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReferralUseRequestSchema } from '@contract/account';
import { ReferralUseResultSchema, type ReferralUseResult } from '@contract/loyalty';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

export type ReferralUseRequest = z.output<typeof ReferralUseRequestSchema>;

/** POST /api/referrals/use: a friend's code earns this user their welcome bonus. */
export function redeemReferralCode(request: ReferralUseRequest): Promise<ReferralUseResult> {
  return apiSend('POST', '/referrals/use', request, ReferralUseResultSchema, {
    fallbackMessage: m.account_use_referral_failed(),
  });
}

/** The balance and the referral info both change, so both are refetched. */
export function useRedeemReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReferralCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.bonuses }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.referrals }),
      ]),
  });
}
