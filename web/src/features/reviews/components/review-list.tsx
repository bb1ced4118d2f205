import { PageLoader } from '@/components/ui/page-loader';
import { m } from '@/i18n/messages';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { RetryLink } from '@/components/ui/retry-link';

/**
 * Approved reviews, newest first (the server's order). A failed load shows the empty
 * list, with a quiet note and a retry.
 */
export function ReviewList() {
  const { data: reviews, isError, isPending, isFetching, refetch } = useReviews();

  if (isPending) return <PageLoader label={m.product_reviews_loading()} />;

  // A failed first load leaves no data: the list is simply empty.
  const list = reviews ?? [];
  return (
    <>
      {isError && (
        <p className="reviews__load-note muted" role="status">
          {m.product_reviews_load_failed()} <RetryLink busy={isFetching} onRetry={refetch} />
        </p>
      )}
      {list.length === 0 ? (
        <p className="reviews__empty muted">{m.product_reviews_empty()}</p>
      ) : (
        <ul className="reviews__list">
          {list.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
