import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { ReviewList } from './review-list';
import { WriteReviewForm } from './write-review-form';
import './reviews.css';

/** Route /reviews: approved reviews and the write-review form. */
export function ReviewsPage() {
  return (
    <section className="glass page reviews" aria-labelledby="reviews-title">
      <PageTitle title={m.product_reviews_title()} description={m.product_reviews_intro()} />
      <header className="page-header">
        <p className="eyebrow">{m.product_reviews_eyebrow()}</p>
        <h1 id="reviews-title">{m.product_reviews_title()}</h1>
        <p>{m.product_reviews_intro()}</p>
      </header>
      <div className="reviews__layout">
        <section className="reviews__feed" aria-label={m.product_reviews_feed()}>
          <ReviewList />
        </section>
        <WriteReviewForm />
      </div>
    </section>
  );
}
