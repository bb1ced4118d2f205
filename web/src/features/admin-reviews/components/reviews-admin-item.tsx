import { useId, useState } from 'react';
import type { Review } from '@contract/review';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { useDeleteReview } from '../api/delete-review';
import { useModerateReview, type ReviewDecision } from '../api/moderate-review';
import { useDeleteReviewResponse, useRespondToReview } from '../api/review-response';
import { ResponseForm } from '@/features/admin';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * One review with what its state allows: pending ones are approved,
 * rejected or deleted; approved ones are rejected, deleted, or given (or lose) the one
 * store response.
 */
export function ReviewsAdminItem({ review }: { review: Review }) {
  const headingId = useId();
  const notify = useNotify();
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const respond = useRespondToReview();
  const unrespond = useDeleteReviewResponse();
  const busy = moderate.isPending || remove.isPending || respond.isPending || unrespond.isPending;
  // The last action's failure, in the server's words; the next action clears it.
  const [problem, setProblem] = useState<string | null>(null);

  const onError = (error: Error) => {
    setProblem(errorMessage(error));
  };
  const decide = (decision: ReviewDecision) => {
    setProblem(null);
    moderate.mutate(
      { id: review.id, decision },
      {
        onSuccess: () =>
          notify.success(decision === 'approve' ? 'Review approved' : 'Review rejected'),
        onError,
      },
    );
  };
  const deleteReview = () => {
    if (!window.confirm(`Delete the review "${review.title}"? This cannot be undone.`)) return;
    setProblem(null);
    remove.mutate(review.id, { onSuccess: () => notify.success('Review deleted'), onError });
  };
  const deleteResponse = () => {
    if (!window.confirm('Delete the store response to this review?')) return;
    setProblem(null);
    unrespond.mutate(review.id, { onSuccess: () => notify.success('Response deleted'), onError });
  };

  return (
    <article className="reviews-admin-item" aria-labelledby={headingId}>
      <header className="reviews-admin-item__header">
        <h4 id={headingId} className="reviews-admin-item__title">
          {review.title}
        </h4>
        <span
          className="reviews-admin-item__stars"
          role="img"
          aria-label={`Rated ${review.rating} out of 5`}
        >
          {stars(review.rating)}
        </span>
      </header>
      <p className="reviews-admin-item__meta muted">
        {review.name} · {review.email} ·{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.status === 'approved' &&
          ` · Helpful ${review.helpfulVotes}, unhelpful ${review.unhelpfulVotes}`}
      </p>
      <p className="reviews-admin-item__comment">{review.comment}</p>
      {review.images.length > 0 && (
        <ul className="reviews-admin-item__images" aria-label="Photos">
          {review.images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={`Photo ${index + 1}`} width={56} height={56} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.adminResponse && (
        <div className="reviews-admin-item__response">
          <p className="reviews-admin-item__response-label">Store response</p>
          <p>{review.adminResponse}</p>
        </div>
      )}

      <div className="reviews-admin-item__actions">
        {review.status === 'pending' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-label={`Approve ${review.title}`}
            onClick={() => {
              decide('approve');
            }}
          >
            Approve
          </button>
        )}
        {review.status !== 'rejected' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={`Reject ${review.title}`}
            onClick={() => {
              decide('reject');
            }}
          >
            Reject
          </button>
        )}
        {review.status === 'approved' && review.adminResponse && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={`Delete response to ${review.title}`}
            onClick={deleteResponse}
          >
            Delete response
          </button>
        )}
        <button
          type="button"
          className="button button--ghost-danger"
          disabled={busy}
          aria-label={`Delete ${review.title}`}
          onClick={deleteReview}
        >
          Delete
        </button>
      </div>
      {review.status === 'approved' && !review.adminResponse && (
        <ResponseForm
          label={
            <>
              Store response<span className="visually-hidden"> to {review.title}</span>
            </>
          }
          submitLabel="Publish response"
          className="reviews-admin-item__respond"
          rows={2}
          busy={busy}
          onSend={(response, then) => {
            setProblem(null);
            respond.mutate(
              { id: review.id, response },
              {
                onSuccess: () => {
                  then();
                  notify.success('Response published');
                },
                onError,
              },
            );
          }}
        />
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
