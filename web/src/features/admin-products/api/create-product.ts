import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductResponseSchema, type ProductCreateRequest } from '@contract/admin-catalog';
import type { Product } from '@contract/product';
import { apiSend } from '@/lib/api-client';
import { syncProductChange } from './product-cache-sync';

/** POST /api/admin/products: the server makes the slug. */
export async function createProduct(request: ProductCreateRequest): Promise<Product> {
  const { item } = await apiSend('POST', '/admin/products', request, AdminProductResponseSchema, {
    fallbackMessage: 'Create product error',
  });
  return item;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (saved) => syncProductChange(queryClient, { saved }),
  });
}
