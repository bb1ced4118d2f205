import { queryOptions, useQuery } from '@tanstack/react-query';
import { FaqResponseSchema, type FaqEntry } from '@contract/review';
import { apiGet } from '@/lib/api-client';
import { supportKeys } from './query-keys';

/** GET /api/faq: the support page's questions and answers, in order. */
export async function getFaq(signal?: AbortSignal): Promise<FaqEntry[]> {
  const { items } = await apiGet('/faq', FaqResponseSchema, {
    fallbackMessage: 'FAQ error',
    signal,
  });
  return items;
}

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.faq,
    queryFn: ({ signal }) => getFaq(signal),
  });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
