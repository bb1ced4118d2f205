import type { GalleryItem, GalleryResponse } from '@contract/gallery';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { usePublicRead } from './public-read';

export async function getGallery(signal?: AbortSignal): Promise<GalleryItem[]> {
  const { items } = await apiGet('/gallery', unparsedAnswer<GalleryResponse>(), {
    fallbackMessage: m.home_gallery_error(),
    signal,
  });
  return [...items].sort((a, b) => a.order - b.order);
}

const loadGallery = () => getGallery();

export function useGallery() {
  // The mosaic changes rarely.
  return usePublicRead('gallery', loadGallery, 10 * 60_000);
}
