import { queryOptions, useQuery } from '@tanstack/react-query';
import { BonusBalanceSchema, type BonusBalance } from '@contract/loyalty';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

export function getBonusBalance(signal?: AbortSignal): Promise<BonusBalance> {
  return apiGet('/bonuses/balance', BonusBalanceSchema, {
    fallbackMessage: m.account_bonus_balance_failed(),
    signal,
  });
}

/** Keyed by user so one shopper never sees another's balance after switching accounts. */
export const bonusBalanceQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: loyaltyKeys.bonusBalance(uid),
    queryFn: ({ signal }) => getBonusBalance(signal),
  });

/** The signed-in user's bonus balance; 0 while loading and when it cannot be loaded. */
export function useBonusBalance(uid: string): number {
  const { data } = useQuery(bonusBalanceQueryOptions(uid));
  return data?.balance ?? 0;
}
