import type { GalleryItem } from '@contract/gallery';
import { localText } from '@contract/product-text';
import { QueryState } from '@/components/ui/query-state';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { useGallery } from '../api/get-gallery';

/** Wide photos span two columns and tall ones two rows; dense packing fills the gaps. */
function tileShape(item: GalleryItem): string {
  const ratio = item.width / item.height;
  if (ratio >= 1.5) return 'mosaic__tile--wide';
  if (ratio < 1) return 'mosaic__tile--tall';
  return '';
}

export function GalleryMosaic() {
  const query = useGallery();

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <div className="section-heading">
        <h2 id="gallery-title">{m.home_gallery_title()}</h2>
        <p className="muted">{m.home_gallery_text()}</p>
      </div>
      <QueryState
        query={query}
        retry={false}
        empty={<p className="muted">{m.home_gallery_empty()}</p>}
      >
        {(data) => (
          <ul className="mosaic">
            {data.map((item) => (
              <li key={item.id} className={`mosaic__tile ${tileShape(item)}`}>
                <img
                  src={item.src}
                  alt={localText(item.alt, item.altRu, pageLocale())}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
