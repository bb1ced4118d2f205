import { PageLoader } from '@/components/ui/page-loader';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { RetryLink } from '@/components/ui/retry-link';

/**
 * Approved reviews, newest first (the server's order). A failed load shows the empty
 * list, with a quiet note and a retry.
 */
export function ReviewList() {
  const { data: reviews, isError, isPending, isFetching, refetch } = useReviews();

  if (isPending) return <PageLoader label="Loading reviews..." />;

  // A failed first load leaves no data: the list is simply empty.
  const list = reviews ?? [];
  return (
    <>
      {isError && (
        <p className="reviews__load-note muted" role="status">
          Reviews could not be loaded right now. <RetryLink busy={isFetching} onRetry={refetch} />
        </p>
      )}
      {list.length === 0 ? (
        <p className="reviews__empty muted">No reviews yet. Be the first to write one!</p>
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
