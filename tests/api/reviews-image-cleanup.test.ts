import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReviewResponseSchema, ReviewCreatedResponseSchema } from '@contract/review';
import { seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { baseUrl } from '../support/emulators';
import {
  GIF,
  PNG,
  localUploadFile,
  removeUploads,
  reviewFields,
  reviewForm,
  seedReview,
  send,
  storedReview,
} from '../support/reviews-fixtures';

/**
 * Images of rejected and deleted reviews leave storage. Under the emulators they live in the
 * local fallback folder (emulator-data/uploads/), served at /api/uploads/{name}.
 */

let admin: TestUser;
const made: string[] = [];

beforeAll(async () => {
  admin = await seededAdmin();
});

afterAll(() => removeUploads(made));

/** A guest's review with two images; answers its id and image URLs (both served). */
async function reviewWithImages(): Promise<{ id: string; images: string[] }> {
  const res = await send('POST', '/api/reviews', { form: reviewForm(reviewFields(), [PNG, GIF]) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id } = ReviewCreatedResponseSchema.parse(res.body);
  const images = ((await storedReview(id))?.images ?? []) as string[];
  made.push(...images);
  expect(images).toHaveLength(2);
  for (const url of images) expect(await served(url)).toBe(200);
  return { id, images };
}

const served = async (url: string) => (await fetch(new URL(url, baseUrl))).status;

const fileOf = (url: string) => {
  const file = localUploadFile(url);
  if (!file) throw new Error(`not a local upload: ${url}`);
  return file;
};

const adminCall = (method: string, path: string) => send(method, path, { bearer: admin });

describe('images of rejected and deleted reviews', () => {
  it('when a pending review is rejected, then its images are deleted and no longer served', async () => {
    const { id, images } = await reviewWithImages();

    const res = await adminCall('POST', `/api/admin/reviews/${id}/reject`);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminReviewResponseSchema.parse(res.body).review).toMatchObject({
      status: 'rejected',
      images: [],
    });
    expect((await storedReview(id))?.images).toEqual([]);
    for (const url of images) {
      expect(existsSync(fileOf(url))).toBe(false);
      expect(await served(url)).toBe(404);
    }
  });

  it('when an approved review is rejected later, then its images are deleted too', async () => {
    const { id, images } = await reviewWithImages();
    expect((await adminCall('POST', `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    for (const url of images) expect(await served(url)).toBe(200);

    expect((await adminCall('POST', `/api/admin/reviews/${id}/reject`)).status).toBe(200);

    for (const url of images) expect(await served(url)).toBe(404);
  });

  it('when a review is deleted, then its images are deleted and no longer served', async () => {
    const { id, images } = await reviewWithImages();
    expect((await adminCall('POST', `/api/admin/reviews/${id}/approve`)).status).toBe(200);

    const res = await adminCall('DELETE', `/api/reviews/${id}`);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedReview(id)).toBeUndefined();
    for (const url of images) {
      expect(existsSync(fileOf(url))).toBe(false);
      expect(await served(url)).toBe(404);
    }
  });

  it('when a review is approved, then its images stay', async () => {
    const { id, images } = await reviewWithImages();

    expect((await adminCall('POST', `/api/admin/reviews/${id}/approve`)).status).toBe(200);

    expect((await storedReview(id))?.images).toEqual(images);
    for (const url of images) expect(await served(url)).toBe(200);
  });

  it('when an image cannot be deleted, then the rejection and the deletion still succeed', async () => {
    // A folder where the image file should be: the local store's delete refuses it.
    const stuck = () => {
      const url = `/api/uploads/${randomBytes(16).toString('hex')}.png`;
      mkdirSync(fileOf(url), { recursive: true });
      writeFileSync(`${fileOf(url)}/keep`, 'x');
      made.push(url);
      return url;
    };
    const [first, second] = [stuck(), stuck()];
    const rejected = await seedReview({ status: 'pending', images: [first] });
    const deleted = await seedReview({ status: 'approved', images: [second] });

    const reject = await adminCall('POST', `/api/admin/reviews/${rejected}/reject`);
    const remove = await adminCall('DELETE', `/api/reviews/${deleted}`);

    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    expect((await storedReview(rejected))?.status).toBe('rejected');
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    expect(await storedReview(deleted)).toBeUndefined();
    expect(existsSync(fileOf(first))).toBe(true);
  });
});
