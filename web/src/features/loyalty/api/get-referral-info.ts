import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralInfoSchema, type ReferralInfo } from '@contract/loyalty';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/referrals/my: the user's code (if any), referred users and earnings. */
export function getReferralInfo(signal?: AbortSignal): Promise<ReferralInfo> {
  return apiGet('/referrals/my', ReferralInfoSchema, {
    fallbackMessage: m.account_referral_info_failed(),
    signal,
  });
}

export const referralInfoQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: loyaltyKeys.myReferrals(uid),
    queryFn: ({ signal }) => getReferralInfo(signal),
  });

export function useReferralInfo(uid: string) {
  return useQuery(referralInfoQueryOptions(uid));
}
