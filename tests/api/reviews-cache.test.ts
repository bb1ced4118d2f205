import { beforeAll, describe, expect, it } from 'vitest';
import { AdminReviewResponseSchema, ReviewsResponseSchema } from '@contract/review';
import { createAccount, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { baseUrl } from '../support/emulators';
import { reviewFields, seedReview, send } from '../support/reviews-fixtures';

/**
 * Each instance of the API keeps `GET /api/reviews` as a guest gets it for ANSWER_TTL_MS (10 s,
 * core/answer-cache.ts) and drops it after every review write it makes. Requests made one
 * after another reach the same instance (tests/api/products-cache.test.ts says why); a direct
 * Firestore write stands for a change made elsewhere.
 */
let admin: TestUser;
let voter: TestUser;

beforeAll(async () => {
  [admin, voter] = await Promise.all([seededAdmin(), createAccount('reviews-cache-voter')]);
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  send(method, path, { bearer: admin, body });

/** The review as `GET /api/reviews` lists it (as a guest, or signed in as `bearer`). */
async function listed(id: string, bearer: TestUser | null = null) {
  const res = await send('GET', '/api/reviews', { bearer });
  expect(res.status).toBe(200);
  return ReviewsResponseSchema.parse(res.body).reviews.find((r) => r.id === id);
}

describe('GET /api/reviews served from the instance cache', () => {
  it('when a review is approved elsewhere, then the kept list answers, gzipped with its ETag', async () => {
    await listed(''); // the list is now kept
    const id = await seedReview({ status: 'approved' });
    expect(await listed(id)).toBeUndefined();
    // Signed in, the same kept reviews: only the caller's own votes are read per request.
    expect(await listed(id, voter)).toBeUndefined();
    const res = await fetch(`${baseUrl}/api/reviews`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('when an admin approves, answers, unanswers and rejects a review, then the very next list shows each', async () => {
    const id = await seedReview({ status: 'pending' });
    expect(await listed(id)).toBeUndefined(); // kept now
    expect((await asAdmin('POST', `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    expect(await listed(id)).toMatchObject({ id, status: 'approved' });

    const answer = 'Thank you for writing!';
    const respond = await asAdmin('POST', `/api/reviews/${id}/response`, { response: answer });
    expect(respond.status, JSON.stringify(respond.body)).toBe(200);
    expect((await listed(id))?.adminResponse).toBe(answer);
    expect((await asAdmin('DELETE', `/api/reviews/${id}/response`)).status).toBe(200);
    const unanswered = await listed(id);
    expect(unanswered?.id).toBe(id);
    expect(unanswered?.adminResponse).toBeUndefined();

    expect((await asAdmin('POST', `/api/admin/reviews/${id}/reject`)).status).toBe(200);
    expect(await listed(id)).toBeUndefined();
  });

  it('when an admin enters a review and deletes it, then the very next list shows each', async () => {
    const title = `Store pick for the cache ${String(Date.now())}`;
    const body = { name: 'Toy Store', rating: 5, title, comment: 'Kept, then dropped.' };
    const entered = await asAdmin('POST', '/api/reviews/admin', body);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const { id } = AdminReviewResponseSchema.parse(entered.body).review;
    expect((await listed(id))?.title).toBe(title);
    expect((await asAdmin('DELETE', `/api/reviews/${id}`)).status).toBe(200);
    expect(await listed(id)).toBeUndefined();
  });

  it('when a shopper votes, then the very next list has the count, and only theirs has the vote', async () => {
    const id = await seedReview({ status: 'pending', helpfulVotes: 2 });
    expect((await asAdmin('POST', `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    expect((await listed(id))?.helpfulVotes).toBe(2); // kept now
    const vote = await send('POST', `/api/reviews/${id}/vote`, {
      bearer: voter,
      body: { vote: 'helpful' },
    });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);
    expect(await listed(id, voter)).toMatchObject({ helpfulVotes: 3, userVote: 'helpful' });
    const asGuest = await listed(id);
    expect(asGuest?.helpfulVotes).toBe(3);
    expect(asGuest).not.toHaveProperty('userVote');
  });

  it('when a review is submitted, then the kept list is dropped (the pending one is not shown)', async () => {
    await listed(''); // kept now
    const approved = await seedReview({ status: 'approved' });
    const fields = reviewFields();
    const submitted = await send('POST', '/api/reviews', { body: fields });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const res = await send('GET', '/api/reviews');
    const { reviews } = ReviewsResponseSchema.parse(res.body);
    expect(reviews.map((r) => r.id)).toContain(approved);
    expect(reviews.map((r) => r.title)).not.toContain(fields.title);
  });
});
