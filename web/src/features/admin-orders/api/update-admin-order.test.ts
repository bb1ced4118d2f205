import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/make-order';
import { routeFetch } from '@/testing/route-fetch';
import { adminOrdersKeys } from './query-keys';
import { useUpdateAdminOrder } from './update-admin-order';

const order = makeOrder({ id: 'abc123xyz789' });
/** Another feature's query an order change makes stale (the app names such keys). */
const otherKey = ['admin', 'stats', '30d'];
const listKey = adminOrdersKeys.pages('all');
const detailKey = adminOrdersKeys.detail(order.id);

function renderUpdate() {
  const queryClient = new QueryClient();
  for (const key of [otherKey, listKey, detailKey]) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(() => useUpdateAdminOrder([otherKey]), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { mutation: () => result.current, stale };
}

describe('useUpdateAdminOrder', () => {
  it("when the change is saved, then the admin lists and the app's other queries are stale, not the logged passport detail", async () => {
    routeFetch({ 'PATCH /api/admin/orders/abc123xyz789': () => ({ order }) });
    const { mutation, stale } = renderUpdate();
    await mutation().mutateAsync({ id: order.id, patch: { status: 'paid' } });
    expect(stale(listKey)).toBe(true);
    expect(stale(otherKey)).toBe(true);
    expect(stale(detailKey)).toBe(false);
  });

  it('when the change fails, then nothing is marked stale', async () => {
    routeFetch({
      'PATCH /api/admin/orders/abc123xyz789': () => Response.json({}, { status: 500 }),
    });
    const { mutation, stale } = renderUpdate();
    await expect(
      mutation().mutateAsync({ id: order.id, patch: { status: 'paid' } }),
    ).rejects.toMatchObject({ status: 500 });
    expect(stale(listKey)).toBe(false);
    expect(stale(otherKey)).toBe(false);
  });
});
