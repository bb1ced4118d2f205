import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@contract/admin-catalog';
import { ReviewCreatedResponseSchema, ReviewsResponseSchema } from '@contract/review';
import { createAccount } from '../support/accounts';
import type { TestUser } from '../support/auth';
import {
  jpegMetadataSegments,
  jpegWith,
  PLAIN_JPEG,
  PLAIN_PNG,
  PLAIN_VP8_CHUNK,
  pngMetadataChunks,
  pngWith,
  riffChunk,
  SECRETS,
  secretsIn,
  vp8x,
  webpOf,
  webpWithMetadata,
} from '../../functions/src/testing/image-fixtures';
import { adminDb, baseUrl } from '../support/emulators';
import {
  GIF,
  PNG,
  WEBP,
  dataUrl,
  expectError,
  jpegOf,
  removeUploads,
  reviewFields,
  reviewForm,
  reviewsTitled,
  seedReview,
  send,
  storedReview,
} from '../support/reviews-fixtures';

let voter: TestUser;
const stored: string[] = [];

beforeAll(async () => {
  voter = await createAccount('reviews-reader');
});

afterAll(() => removeUploads(stored));

/** The fields without one of them. */
const omit = (fields: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));

const submit = (body: unknown) => send('POST', '/api/reviews', { body });
const submitForm = (form: FormData) => send('POST', '/api/reviews', { form });

/** The stored review a submission created, with its images remembered for clean-up. */
async function created(res: Awaited<ReturnType<typeof send>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, status } = ReviewCreatedResponseSchema.parse(res.body);
  expect(status).toBe('pending');
  const review = await storedReview(id);
  const images = (review?.images ?? []) as string[];
  stored.push(...images);
  return { id, review, images };
}

async function publicList(bearer: TestUser | null = null) {
  const res = await send('GET', '/api/reviews', { bearer });
  expect(res.status).toBe(200);
  return { res, reviews: ReviewsResponseSchema.parse(res.body).reviews };
}

describe('POST /api/reviews as JSON', () => {
  it('when a guest sends a review with two data-URL images, then it is stored pending with both', async () => {
    const fields = reviewFields({ images: [dataUrl(PNG), dataUrl(jpegOf(), 'image/png')] });
    const { review, images } = await created(await submit(fields));
    expect(review).toMatchObject({
      name: fields.name,
      email: fields.email,
      rating: 4,
      title: fields.title,
      comment: fields.comment,
      status: 'pending',
      helpfulVotes: 0,
      unhelpfulVotes: 0,
    });
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(images[1]).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.jpg$/);
    const image = await fetch(new URL(images[0] ?? '', baseUrl));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('when no rating is sent, then it is 5', async () => {
    const { review } = await created(await submit(omit(reviewFields(), 'rating')));
    expect(review?.rating).toBe(5);
  });

  it('when a data URL holds something other than an image, then it is a 400 and nothing is stored', async () => {
    const fields = reviewFields({
      images: [dataUrl(PNG), dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png')],
    });
    expectError(await submit(fields), 400, 'Only JPEG, PNG, WebP or GIF images');
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });

  it('when six data-URL images are sent, then it is a 400', async () => {
    const fields = reviewFields({ images: Array.from({ length: 6 }, () => dataUrl(PNG)) });
    expectError(await submit(fields), 400, /images/);
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });

  it('when a required field is missing or blank, then it is a 400 naming it', async () => {
    for (const [field, message] of [
      ['name', 'Name is required'],
      ['email', 'Enter a valid e-mail'],
      ['title', 'Title is required'],
      ['comment', 'Comment is required'],
    ] as const) {
      expectError(await submit(omit(reviewFields(), field)), 400, message);
      expectError(await submit(reviewFields({ [field]: '   ' })), 400, message);
    }
  });

  it('when a field is over-long, the e-mail malformed or the rating out of range, then it is a 400', async () => {
    expectError(await submit(reviewFields({ name: 'n'.repeat(121) })), 400, 'Name is at most 120');
    expectError(
      await submit(reviewFields({ title: 't'.repeat(201) })),
      400,
      'Title is at most 200',
    );
    expectError(
      await submit(reviewFields({ comment: 'c'.repeat(5001) })),
      400,
      'Comment is at most 5000',
    );
    for (const email of ['not-an-email', 'a@b', '<script>@x.com', 'a b@example.com']) {
      expectError(await submit(reviewFields({ email })), 400, 'Enter a valid e-mail');
    }
    for (const rating of [0, 6, 2.5, 'five']) {
      expectError(await submit(reviewFields({ rating })), 400, /rating/);
    }
    expectError(await submit(reviewFields({ status: 'approved' })), 400, /status/);
  });

  it('when the text holds HTML, then it is stored and served as the same text', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    const fields = reviewFields({ name: '<b>Bold</b> Bob', comment: html });
    const { id, review } = await created(await submit(fields));
    expect(review?.comment).toBe(html);
    expect(review?.name).toBe('<b>Bold</b> Bob');

    await adminDb().doc(`reviews/${id}`).update({ status: 'approved' });
    const { reviews } = await publicList();
    const shown = reviews.find((r) => r.id === id);
    expect(shown?.comment).toBe(html);
    expect(shown?.name).toBe('<b>Bold</b> Bob');
  });
});

describe('POST /api/reviews as multipart', () => {
  it('when five image files are sent with the text fields, then it is stored pending with all five', async () => {
    const fields = reviewFields({ rating: '3' });
    const files = [PNG, jpegOf(), GIF, WEBP, PNG];
    const { review, images } = await created(await submitForm(reviewForm(fields, files)));
    expect(review).toMatchObject({ title: fields.title, rating: 3, status: 'pending' });
    expect(images.map((url) => url.split('.').pop())).toEqual(['png', 'jpg', 'gif', 'webp', 'png']);
    const served = await fetch(new URL(images[3] ?? '', baseUrl));
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('when six image files are sent, then it is a 400 and nothing is stored', async () => {
    const fields = reviewFields({ rating: '5' });
    const res = await submitForm(
      reviewForm(
        fields,
        Array.from({ length: 6 }, () => PNG),
      ),
    );
    expectError(res, 400, 'At most 5 images');
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });

  it('when a file is not an image, then it is a 400 and nothing is stored', async () => {
    const fields = reviewFields({ rating: '5' });
    const res = await submitForm(reviewForm(fields, [PNG, Buffer.from('%PDF-1.7 not an image')]));
    expectError(res, 400, 'Only JPEG, PNG, WebP or GIF images');
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });

  it('when an image is over 5 MB, then it is a 413 and nothing is stored', async () => {
    const fields = reviewFields({ rating: '5' });
    const res = await submitForm(reviewForm(fields, [jpegOf(UPLOAD_MAX_BYTES + 1)]));
    expectError(res, 413, /at most 5 MB/);
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });

  it('when a text field is missing or unknown, then it is a 400', async () => {
    const without = omit(reviewFields({ rating: '5' }), 'comment');
    expectError(await submitForm(reviewForm(without)), 400, 'Comment is required');
    const extra = reviewFields({ rating: '5', status: 'approved' });
    expectError(await submitForm(reviewForm(extra)), 400, /status/);
  });
});

describe('POST /api/reviews: photo metadata', () => {
  /** The bytes served for a stored image URL (the local fallback's `/api/uploads/<name>`). */
  const served = async (url: string) => {
    const res = await fetch(new URL(url, baseUrl));
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('when photos carry EXIF with GPS, XMP, IPTC, text chunks and comments, then the stored files have none of it and are the same pictures', async () => {
    const photos = [
      jpegWith(jpegMetadataSegments()),
      pngWith(pngMetadataChunks()),
      webpWithMetadata(),
    ];
    for (const photo of photos) expect(secretsIn(photo)).toContain(SECRETS.xmp);
    expect(secretsIn(photos[0] ?? Buffer.alloc(0))).toContain(SECRETS.gps);

    const fields = reviewFields({ rating: '5' });
    const { images } = await created(await submitForm(reviewForm(fields, photos)));
    expect(images.map((url) => url.split('.').pop())).toEqual(['jpg', 'png', 'webp']);
    const stored = await Promise.all(images.map(served));
    for (const bytes of stored) expect(secretsIn(bytes)).toEqual([]);
    expect(stored[0]?.equals(PLAIN_JPEG)).toBe(true);
    expect(stored[1]?.equals(PLAIN_PNG)).toBe(true);
    const iccOnly = webpOf([
      vp8x(0x20),
      riffChunk('ICCP', Buffer.from('tiny-icc-profile')),
      PLAIN_VP8_CHUNK,
    ]);
    expect(stored[2]?.equals(iccOnly)).toBe(true);
  });

  it('when a JSON review sends a data-URL photo with EXIF GPS, then the stored file has none of it', async () => {
    const photo = jpegWith(jpegMetadataSegments());
    const fields = reviewFields({ images: [dataUrl(photo, 'image/jpeg')] });
    const { images } = await created(await submit(fields));
    const bytes = await served(images[0] ?? '');
    expect(bytes.toString('latin1')).not.toContain(SECRETS.gps);
    expect(bytes.equals(PLAIN_JPEG)).toBe(true);
  });

  it('when a photo is damaged (cut short before its image data), then it is a 400 and nothing is stored', async () => {
    const fields = reviewFields({ rating: '5' });
    const cut = jpegWith(jpegMetadataSegments()).subarray(0, 300);
    const res = await submitForm(reviewForm(fields, [PNG, cut]));
    expectError(res, 400, 'The image file is damaged or incomplete');
    expect(await reviewsTitled(fields.title)).toHaveLength(0);
  });
});

describe('GET /api/reviews', () => {
  it('when reviews are pending or rejected, then only approved ones are listed, newest first, without e-mails', async () => {
    const pending = await created(await submit(reviewFields()));
    const rejected = await seedReview({ status: 'rejected' });
    const older = await seedReview({
      status: 'approved',
      createdAt: Timestamp.fromMillis(Date.now() - 60_000),
    });
    const newer = await seedReview({ status: 'approved' });

    const { res, reviews } = await publicList();
    const ids = reviews.map((r) => r.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(reviews.every((r) => r.status === 'approved')).toBe(true);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('"email"');
    expect(text).not.toContain(String(pending.review?.email));
    expect(text).not.toContain(`seeded-${newer}@example.com`);
  });

  it('when a guest asks, then the answer may be cached briefly; signed in, it is private with their votes', async () => {
    const id = await seedReview({ status: 'approved' });
    const guest = await publicList();
    expect(guest.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(guest.reviews.find((r) => r.id === id)?.userVote).toBeUndefined();

    const vote = await send('POST', `/api/reviews/${id}/vote`, {
      bearer: voter,
      body: { vote: 'unhelpful' },
    });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);
    const signedIn = await publicList(voter);
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.reviews.find((r) => r.id === id)).toMatchObject({
      userVote: 'unhelpful',
      unhelpfulVotes: 1,
    });
  });
});
