import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import type { Product } from '@contract/product';
import { apiSend } from '@/lib/api-client';
import { syncProductChange } from './product-cache-sync';

/** What the restock button adds. */
export const RESTOCK_QTY = 5;

/** POST /api/admin/restock/{id}: the server adds `qty` atomically and answers the product. */
export async function restockProduct(id: string, qty: number): Promise<Product> {
  const { item } = await apiSend(
    'POST',
    `/admin/restock/${encodeURIComponent(id)}`,
    { qty },
    AdminProductResponseSchema,
    { fallbackMessage: 'Restock error' },
  );
  return item;
}

export function useRestockProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, qty }: { id: string; qty: number }) => restockProduct(id, qty),
    onSuccess: (saved) => syncProductChange(queryClient, { saved }),
  });
}
