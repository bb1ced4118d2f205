import type { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@contract/admin-catalog';
import { REVIEW_MAX_IMAGES, ReviewCreateRequestSchema } from '@contract/review';
import type { ReviewSubmission } from './api/create-review';
import { m } from '@/i18n/messages';

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

const LABELS: Record<ReviewTextField, () => string> = {
  name: m.product_review_name,
  email: m.product_review_email,
  title: m.product_review_title,
  comment: m.product_review_comment,
};

/**
 * The contract's complaint about a field in the page's language (the English texts are the
 * contract's own): too long, a malformed e-mail, else missing.
 */
function complaint(field: ReviewTextField, issue: z.core.$ZodIssue): string {
  const label = LABELS[field]();
  if (issue.code === 'too_big')
    return m.product_review_too_long({ field: label, max: issue.maximum });
  if (field === 'email') return m.product_review_email_invalid();
  return m.product_review_required({ field: label });
}

export type ReviewValidation =
  { ok: true; review: Omit<ReviewSubmission, 'images'> } | { ok: false; errors: ReviewFormErrors };

/**
 * Name, e-mail, title and comment are required; then the contract's
 * schema has the last word with its own messages (e-mail format, lengths).
 */
export function validateReview(values: ReviewFormValues): ReviewValidation {
  const errors: ReviewFormErrors = {};
  for (const field of REVIEW_TEXT_FIELDS) {
    if (!values[field].trim())
      errors[field] = m.product_review_required({ field: LABELS[field]() });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = ReviewCreateRequestSchema.safeParse({
    name: values.name,
    email: values.email.trim(),
    rating: values.rating,
    title: values.title,
    comment: values.comment,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = REVIEW_TEXT_FIELDS.find((name) => name === issue.path[0]);
      if (field !== undefined) errors[field] ??= complaint(field, issue);
    }
    return { ok: false, errors };
  }
  const { name, email, rating, title, comment } = parsed.data;
  return { ok: true, review: { name, email, rating, title, comment } };
}

export interface ImagePick {
  /** The images chosen after this selection. */
  images: File[];
  /** What the user should hear about this selection, or null when all went in. */
  notice: string | null;
}

/**
 * Adds a file selection to the chosen images: a selection of more than
 * 5 files is ignored entirely, only image files are kept, files over the upload size cap
 * are left out, and the review never holds more than 5 images.
 */
export function pickImages(current: readonly File[], selected: readonly File[]): ImagePick {
  if (selected.length > REVIEW_MAX_IMAGES) {
    return {
      images: [...current],
      notice: m.product_review_too_many_selected({
        count: selected.length,
        max: REVIEW_MAX_IMAGES,
      }),
    };
  }
  const images = selected.filter((file) => file.type.startsWith('image/'));
  const small = images.filter((file) => file.size <= UPLOAD_MAX_BYTES);
  const notes: string[] = [];
  if (images.length < selected.length) {
    notes.push(m.product_review_not_images({ count: selected.length - images.length }));
  }
  if (small.length < images.length) {
    notes.push(m.product_review_too_large({ count: images.length - small.length }));
  }
  const room = REVIEW_MAX_IMAGES - current.length;
  if (small.length > room) {
    return {
      images: [...current],
      notice: m.product_review_no_room({ max: REVIEW_MAX_IMAGES, count: small.length }),
    };
  }
  return { images: [...current, ...small], notice: notes.length > 0 ? notes.join(' ') : null };
}
