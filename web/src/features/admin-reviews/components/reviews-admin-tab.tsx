import type { Review } from '@contract/review';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { useAdminReviews } from '../api/get-admin-reviews';
import { ReviewsAdminForm } from './reviews-admin-form';
import { ReviewsAdminItem } from './reviews-admin-item';
import './reviews-admin.css';

/** Admin reviews view: the create form, pending and approved reviews. */
export function ReviewsAdminTab() {
  return (
    <div className="reviews-admin">
      <ReviewsAdminForm />
      <ReviewsAdminLists />
    </div>
  );
}

function ReviewsAdminLists() {
  const query = useAdminReviews();
  return (
    <QueryState query={query} loadingLabel="Loading reviews...">
      {(reviews) => <ReviewsByStatus reviews={reviews} />}
    </QueryState>
  );
}

function ReviewsByStatus({ reviews }: { reviews: readonly Review[] }) {
  const pending = reviews.filter((review) => review.status === 'pending');
  const approved = reviews.filter((review) => review.status === 'approved');
  const rejected = reviews.length - pending.length - approved.length;
  return (
    <div className="reviews-admin__lists">
      <ReviewSection title="Pending" reviews={pending} empty="No reviews wait for moderation." />
      <ReviewSection title="Approved" reviews={approved} empty="No approved reviews yet." />
      {rejected > 0 && (
        <p className="muted">
          {rejected === 1
            ? '1 rejected review is hidden from shoppers.'
            : `${formatNumber(rejected)} rejected reviews are hidden from shoppers.`}
        </p>
      )}
    </div>
  );
}

function ReviewSection({
  title,
  reviews,
  empty,
}: {
  title: string;
  reviews: readonly Review[];
  empty: string;
}) {
  const headingId = `reviews-admin-${title.toLowerCase()}`;
  return (
    <section className="reviews-admin__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="reviews-admin__heading">
        {title} ({formatNumber(reviews.length)})
      </h3>
      {reviews.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ul className="reviews-admin__list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewsAdminItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
