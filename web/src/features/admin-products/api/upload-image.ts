import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadResponseSchema } from '@contract/admin-catalog';
import { apiSend, UPLOAD_TIMEOUT_MS } from '@/lib/api-client';
import { adminLogsKeys } from '@/features/admin-logs';

/** POST /api/admin/upload: `image` is a data URL; answers where the stored image is served. */
export async function uploadImage(request: { image: string; name: string }): Promise<string> {
  const { url } = await apiSend('POST', '/admin/upload', request, UploadResponseSchema, {
    fallbackMessage: 'Upload error',
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return url;
}

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLogsKeys.all }),
  });
}
