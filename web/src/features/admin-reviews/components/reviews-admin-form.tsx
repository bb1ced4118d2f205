import { useId, useState, type SyntheticEvent } from 'react';
import { AdminReviewCreateRequestSchema } from '@contract/review';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { useCreateAdminReview } from '../api/create-admin-review';
import { fieldErrorsOf, focusFirstError } from '@/lib/form-errors';

type Field = 'name' | 'title' | 'comment';
const FIELDS: readonly Field[] = ['name', 'title', 'comment'];
const LABELS: Record<Field, string> = { name: 'Name', title: 'Title', comment: 'Comment' };

const empty = { name: '', rating: '5', title: '', comment: '' };

/**
 * Admin review create: name, title and comment are required, else
 * nothing is sent. The spec's images are not sent by the original either, so there is no
 * picker here.
 */
export function ReviewsAdminForm() {
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const notify = useNotify();
  const create = useCreateAdminReview();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = AdminReviewCreateRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error, FIELDS);
      setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify.success('Review added');
        setValues(empty);
      },
    });
  };

  const text = (field: Field, maxLength: number) => (
    <FormField id={`${idBase}-${field}`} label={LABELS[field]} required error={errors[field]}>
      {(control) =>
        field === 'comment' ? (
          <textarea
            {...control}
            name={field}
            className="input textarea"
            rows={3}
            maxLength={maxLength}
            value={values[field]}
            onChange={(event) => {
              change(field, event.target.value);
            }}
          />
        ) : (
          <input
            {...control}
            name={field}
            className="input"
            maxLength={maxLength}
            value={values[field]}
            onChange={(event) => {
              change(field, event.target.value);
            }}
          />
        )
      }
    </FormField>
  );

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        Add a review
      </h2>
      <p className="admin-card__note muted">Reviews added here are published at once.</p>
      <form className="reviews-admin-form" noValidate onSubmit={submit}>
        {text('name', 120)}
        <FormField id={`${idBase}-rating`} label="Rating">
          {(control) => (
            <select
              {...control}
              name="rating"
              className="select"
              value={values.rating}
              onChange={(event) => {
                setValues((current) => ({ ...current, rating: event.target.value }));
              }}
            >
              {['5', '4', '3', '2', '1'].map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('title', 200)}
        {text('comment', 5000)}
        {create.isError && (
          <p className="form-error reviews-admin-form__wide" role="alert">
            {errorMessage(create.error)}
          </p>
        )}
        <div className="reviews-admin-form__wide">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add review'}
          </button>
        </div>
      </form>
    </section>
  );
}
