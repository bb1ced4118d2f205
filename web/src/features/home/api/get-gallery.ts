import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryItem, GalleryResponse } from '@contract/gallery';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export async function getGallery(signal?: AbortSignal): Promise<GalleryItem[]> {
  const { items } = await apiGet('/gallery', unparsedAnswer<GalleryResponse>(), {
    fallbackMessage: m.home_gallery_error(),
    signal,
  });
  return [...items].sort((a, b) => a.order - b.order);
}

export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.gallery,
    queryFn: ({ signal }) => getGallery(signal),
    // The mosaic changes rarely.
    staleTime: 10 * 60_000,
  });

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
