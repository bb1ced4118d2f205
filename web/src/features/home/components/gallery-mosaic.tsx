import type { GalleryItem } from '@contract/gallery';
import { QueryState } from '@/components/ui/query-state';
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
        <h2 id="gallery-title">From collectors&rsquo; shelves</h2>
        <p className="muted">Photos shared by our community.</p>
      </div>
      <QueryState query={query} retry={false} empty={<p className="muted">No photos yet.</p>}>
        {(data) => (
          <ul className="mosaic">
            {data.map((item) => (
              <li key={item.id} className={`mosaic__tile ${tileShape(item)}`}>
                <img
                  src={item.src}
                  alt={item.alt}
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
