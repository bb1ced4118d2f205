import { PageTitle } from '@/components/ui/page-title';
import { ReviewList } from './review-list';
import { WriteReviewForm } from './write-review-form';
import './reviews.css';

/** Route /reviews: approved reviews and the write-review form. */
export function ReviewsPage() {
  return (
    <section className="glass page reviews" aria-labelledby="reviews-title">
      <PageTitle
        title="Reviews"
        description="What collectors say about their figures, packaging and delivery."
      />
      <header className="page-header">
        <p className="eyebrow">From our collectors</p>
        <h1 id="reviews-title">Reviews</h1>
        <p>What collectors say about their figures, packaging and delivery.</p>
      </header>
      <div className="reviews__layout">
        <section className="reviews__feed" aria-label="Customer reviews">
          <ReviewList />
        </section>
        <WriteReviewForm />
      </div>
    </section>
  );
}
