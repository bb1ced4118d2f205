import { useState } from 'react';
import type { PublicReview } from '@contract/review';
import { m } from '@/i18n/messages';
import { formatDate } from '@/lib/date-format';
import { ReviewLightbox } from './review-lightbox';
import { ReviewStars } from './review-stars';
import { ReviewVotes } from './review-votes';

/** One approved review. Text is rendered by React, so any HTML in it shows as text. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const [openImage, setOpenImage] = useState<number | null>(null);
  const headingId = `review-${review.id}`;

  return (
    <article className="review-card" aria-labelledby={headingId}>
      <header className="review-card__header">
        <ReviewStars rating={review.rating} />
        <h3 id={headingId} className="review-card__title">
          {review.title}
        </h3>
        <p className="review-card__meta muted">
          {review.name} · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </p>
      </header>
      <p className="review-card__comment">{review.comment}</p>

      {review.images.length > 0 && (
        <ul className="review-card__images" aria-label={m.product_review_photos()}>
          {review.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="review-card__thumb"
                aria-label={m.product_review_open_photo({
                  index: index + 1,
                  count: review.images.length,
                })}
                onClick={() => {
                  setOpenImage(index);
                }}
              >
                <img src={src} alt="" loading="lazy" width={88} height={88} />
              </button>
            </li>
          ))}
        </ul>
      )}

      {review.adminResponse && (
        <aside className="review-card__response" aria-label={m.product_review_response()}>
          <p className="review-card__response-label">
            {m.product_review_response()}
            {review.adminResponseAt && (
              <>
                {' · '}
                <time dateTime={review.adminResponseAt}>{formatDate(review.adminResponseAt)}</time>
              </>
            )}
          </p>
          <p>{review.adminResponse}</p>
        </aside>
      )}

      <ReviewVotes review={review} />

      {openImage !== null && (
        <ReviewLightbox
          images={review.images}
          startIndex={openImage}
          title={review.title}
          onClose={() => {
            setOpenImage(null);
          }}
        />
      )}
    </article>
  );
}
