import { UPLOAD_MAX_BYTES } from '@contract/admin-catalog';
import { REVIEW_MAX_IMAGES, ReviewCreateRequestSchema } from '@contract/review';
import type { ReviewSubmission } from './api/create-review';
import { fieldErrorsOf } from '@/lib/form-errors';

export type ReviewTextField = 'name' | 'email' | 'title' | 'comment';
export type ReviewFormErrors = Partial<Record<ReviewTextField, string>>;

export interface ReviewFormValues {
  name: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
}

export const REVIEW_TEXT_FIELDS: readonly ReviewTextField[] = ['name', 'email', 'title', 'comment'];

const LABELS: Record<ReviewTextField, string> = {
  name: 'Name',
  email: 'E-mail',
  title: 'Title',
  comment: 'Comment',
};

export type ReviewValidation =
  { ok: true; review: Omit<ReviewSubmission, 'images'> } | { ok: false; errors: ReviewFormErrors };

/**
 * Name, e-mail, title and comment are required; then the contract's
 * schema has the last word with its own messages (e-mail format, lengths).
 */
export function validateReview(values: ReviewFormValues): ReviewValidation {
  const errors: ReviewFormErrors = {};
  for (const field of REVIEW_TEXT_FIELDS) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = ReviewCreateRequestSchema.safeParse({
    name: values.name,
    email: values.email.trim(),
    rating: values.rating,
    title: values.title,
    comment: values.comment,
  });
  if (!parsed.success)
    return { ok: false, errors: fieldErrorsOf(parsed.error, REVIEW_TEXT_FIELDS) };
  const { name, email, rating, title, comment } = parsed.data;
  return { ok: true, review: { name, email, rating, title, comment } };
}

export interface ImagePick {
  /** The images chosen after this selection. */
  images: File[];
  /** What the user should hear about this selection, or null when all went in. */
  notice: string | null;
}

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/**
 * Adds a file selection to the chosen images: a selection of more than
 * 5 files is ignored entirely, only image files are kept, files over the upload size cap
 * are left out, and the review never holds more than 5 images.
 */
export function pickImages(current: readonly File[], selected: readonly File[]): ImagePick {
  if (selected.length > REVIEW_MAX_IMAGES) {
    return {
      images: [...current],
      notice: `You selected ${String(selected.length)} files; choose at most ${String(REVIEW_MAX_IMAGES)} at once. Nothing was added.`,
    };
  }
  const images = selected.filter((file) => file.type.startsWith('image/'));
  const small = images.filter((file) => file.size <= UPLOAD_MAX_BYTES);
  const notes: string[] = [];
  if (images.length < selected.length) {
    notes.push(
      `${plural(selected.length - images.length, 'file was', 'files were')} not an image and left out.`,
    );
  }
  if (small.length < images.length) {
    notes.push(
      `${plural(images.length - small.length, 'image is', 'images are')} larger than 5 MB and left out.`,
    );
  }
  const room = REVIEW_MAX_IMAGES - current.length;
  if (small.length > room) {
    return {
      images: [...current],
      notice: `A review holds at most ${String(REVIEW_MAX_IMAGES)} images; remove some before adding ${String(small.length)} more. Nothing was added.`,
    };
  }
  return { images: [...current, ...small], notice: notes.length > 0 ? notes.join(' ') : null };
}
