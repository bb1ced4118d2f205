import { useState } from 'react';
import { m } from '@/i18n/messages';

const MAIN_SIZE = 800;
const THUMB_SIZE = 72;

export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {current ? (
          <img
            src={current}
            alt={title}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className="product-gallery__placeholder" role="img" aria-label={title} />
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={m.product_images()}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={m.product_show_image({ index: i + 1, count: images.length })}
                aria-pressed={i === index}
                onClick={() => {
                  setIndex(i);
                }}
              >
                <img
                  src={src}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
