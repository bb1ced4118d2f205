import { m } from '@/i18n/messages';

/** The rating as five stars, read out as 'Rated 4 out of 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={m.product_review_rated({ rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={star <= rating ? 'review-stars__on' : 'review-stars__off'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
