import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductResponseSchema, type ProductPatchRequest } from '@contract/admin-catalog';
import type { Product } from '@contract/product';
import { apiSend } from '@/lib/api-client';
import { syncProductChange } from './product-cache-sync';

/** PATCH /api/admin/products/{id}: any subset of the fields; the slug never changes. */
export async function updateProduct(id: string, patch: ProductPatchRequest): Promise<Product> {
  const { item } = await apiSend(
    'PATCH',
    `/admin/products/${encodeURIComponent(id)}`,
    patch,
    AdminProductResponseSchema,
    { fallbackMessage: 'Update product error' },
  );
  return item;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatchRequest }) =>
      updateProduct(id, patch),
    onSuccess: (saved) => syncProductChange(queryClient, { saved }),
  });
}
