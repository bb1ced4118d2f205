import { Link } from '@/components/ui/link';
import type { PublicReview, ReviewVote } from '@contract/review';
import { paths } from '@/config/paths';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useVoteReview } from '../api/vote-review';

const VOTES: readonly { vote: ReviewVote; label: () => string }[] = [
  { vote: 'helpful', label: m.product_review_helpful },
  { vote: 'unhelpful', label: m.product_review_unhelpful },
];

/**
 * Helpful and unhelpful counts. Signed-in users vote with toggle buttons whose pressed
 * state is their current vote (one vote each; choosing the other moves it); guests see
 * the counts and a way to sign in.
 */
export function ReviewVotes({ review }: { review: PublicReview }) {
  const user = useSessionStore(selectUser);
  const voteMutation = useVoteReview();

  const counts = (vote: ReviewVote) =>
    formatNumber(vote === 'helpful' ? review.helpfulVotes : review.unhelpfulVotes);

  if (!user) {
    return (
      <div className="review-votes">
        <p className="review-votes__counts muted">
          {m.product_review_vote_counts({
            helpful: counts('helpful'),
            unhelpful: counts('unhelpful'),
          })}
        </p>
        <Link className="review-votes__hint" to={paths.signIn.to()}>
          {m.product_review_sign_in_to_vote()}
        </Link>
      </div>
    );
  }

  return (
    <div className="review-votes">
      <div
        className="review-votes__buttons"
        role="group"
        aria-label={m.product_review_was_helpful()}
      >
        {VOTES.map(({ vote, label }) => {
          const pressed = review.userVote === vote;
          return (
            <button
              key={vote}
              type="button"
              className="chip review-votes__button"
              aria-pressed={pressed}
              disabled={voteMutation.isPending}
              onClick={() => {
                // The vote already counts; the API has no "un-vote".
                if (pressed) return;
                voteMutation.mutate({ id: review.id, vote });
              }}
            >
              {label()} ({counts(vote)})
            </button>
          );
        })}
      </div>
      {voteMutation.isError && (
        <p className="form-error" role="alert">
          {errorMessage(voteMutation.error)}
        </p>
      )}
    </div>
  );
}
