import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyCouponsResponseSchema, type MyCouponsResponse } from '@contract/account';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/coupons/me: the promocodes this user may use now. */
export function getMyCoupons(signal?: AbortSignal): Promise<MyCouponsResponse> {
  return apiGet('/coupons/me', MyCouponsResponseSchema, {
    fallbackMessage: m.account_promocodes_failed(),
    signal,
  });
}

/** Keyed by user: promocodes can be assigned to one account's e-mail. */
export const myCouponsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: loyaltyKeys.myCoupons(uid),
    queryFn: ({ signal }) => getMyCoupons(signal),
  });

export function useMyCoupons(uid: string) {
  return useQuery(myCouponsQueryOptions(uid));
}
