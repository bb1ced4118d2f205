import { useId, useState, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { focusFirstError } from '@/lib/form-errors';
import { useCreateReview } from '../api/create-review';
import {
  REVIEW_TEXT_FIELDS,
  validateReview,
  type ReviewFormErrors,
  type ReviewFormValues,
  type ReviewTextField,
} from '../review-form';
import { ReviewImagePicker, revokePreviews, type PickedImage } from './review-image-picker';

const RATINGS = [
  { value: 5, label: m.product_review_rating_5 },
  { value: 4, label: m.product_review_rating_4 },
  { value: 3, label: m.product_review_rating_3 },
  { value: 2, label: m.product_review_rating_2 },
  { value: 1, label: m.product_review_rating_1 },
];

/**
 * Write a review: name, e-mail, title and comment are required, else
 * nothing is sent; rating defaults to 5; up to 5 photos. A signed-in user's name and
 * e-mail are filled in. The review appears once the store approves it.
 */
export function WriteReviewForm() {
  const user = useSessionStore(selectUser);
  // A new user (signing in or out) starts a fresh form with their own details.
  return (
    <ReviewForm key={user?.uid ?? 'guest'} name={user?.name ?? ''} email={user?.email ?? ''} />
  );
}

function ReviewForm({ name, email }: { name: string; email: string }) {
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const notify = useNotify();
  const create = useCreateReview();
  const blank = (): ReviewFormValues => ({ name, email, rating: 5, title: '', comment: '' });
  const [values, setValues] = useState(blank);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [sent, setSent] = useState(false);

  const change = (field: ReviewTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateReview(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form, REVIEW_TEXT_FIELDS, result.errors);
      return;
    }
    setErrors({});
    create.mutate(
      { ...result.review, images: images.map((image) => image.file) },
      {
        onSuccess: () => {
          revokePreviews(images);
          setImages([]);
          setValues(blank());
          setSent(true);
          notify.success(m.product_review_thanks_toast());
        },
      },
    );
  };

  if (sent) {
    return (
      <section className="review-form review-form--sent" aria-labelledby={headingId}>
        <h2 id={headingId}>{m.product_review_thanks()}</h2>
        <p role="status">{m.product_review_sent()}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            create.reset();
            setSent(false);
          }}
        >
          {m.product_review_write_another()}
        </button>
      </section>
    );
  }

  const field = (key: ReviewTextField) => ({
    id: `${idBase}-${key}`,
    error: errors[key],
  });
  const busy = create.isPending;

  return (
    <section className="review-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.product_review_write()}</h2>
      <p className="muted">{m.product_review_form_hint()}</p>
      <form noValidate onSubmit={submit} className="review-form__form">
        <FormField {...field('name')} label={m.product_review_name()} required>
          {(control) => (
            <input
              {...control}
              name="name"
              className="input"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={(event) => {
                change('name', event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField {...field('email')} label={m.product_review_email()} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              className="input"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(event) => {
                change('email', event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField id={`${idBase}-rating`} label={m.product_review_rating()}>
          {(control) => (
            <select
              {...control}
              name="rating"
              className="select"
              value={values.rating}
              onChange={(event) => {
                setValues((current) => ({ ...current, rating: Number(event.target.value) }));
              }}
            >
              {RATINGS.map((rating) => (
                <option key={rating.value} value={rating.value}>
                  {rating.label()}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('title')} label={m.product_review_title()} required>
          {(control) => (
            <input
              {...control}
              name="title"
              className="input"
              maxLength={200}
              value={values.title}
              onChange={(event) => {
                change('title', event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField {...field('comment')} label={m.product_review_comment()} required>
          {(control) => (
            <textarea
              {...control}
              name="comment"
              className="input textarea"
              rows={5}
              maxLength={5000}
              value={values.comment}
              onChange={(event) => {
                change('comment', event.target.value);
              }}
            />
          )}
        </FormField>
        <ReviewImagePicker images={images} onChange={setImages} disabled={busy} />
        {create.isError && (
          <p className="form-error" role="alert">
            {errorMessage(create.error)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.product_review_sending() : m.product_review_submit()}
        </button>
      </form>
    </section>
  );
}
