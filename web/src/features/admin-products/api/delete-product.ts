import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@contract/product';
import { OkSchema } from '@contract/common';
import { apiSend } from '@/lib/api-client';
import { syncProductChange } from './product-cache-sync';

/** DELETE /api/admin/products/{id}. */
export async function deleteProduct(id: string): Promise<void> {
  await apiSend('DELETE', `/admin/products/${encodeURIComponent(id)}`, undefined, OkSchema, {
    fallbackMessage: 'Delete product error',
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: (_answer, deleted) => syncProductChange(queryClient, { deleted }),
  });
}
