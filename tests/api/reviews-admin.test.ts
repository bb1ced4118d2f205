import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminReviewResponseSchema,
  AdminReviewsResponseSchema,
  ReviewsResponseSchema,
} from '@contract/review';
import { createAccount, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import { expectError, seedReview, send, storedReview } from '../support/reviews-fixtures';

let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, user] = await Promise.all([seededAdmin(), createAccount('reviews-admin-user')]);
});

type Status = 'pending' | 'approved' | 'rejected';

const asAdmin = (method: string, path: string, body?: unknown) =>
  send(method, path, { bearer: admin, body });

const moderate = (id: string, action: 'approve' | 'reject') =>
  asAdmin('POST', `/api/admin/reviews/${id}/${action}`);

async function auditOf(id: string): Promise<string[]> {
  const snap = await adminDb().collection('logs').where('target', '==', id).get();
  return snap.docs.map((d) => `${d.get('action') as string} by ${d.get('actor') as string}`).sort();
}

async function publicIds(): Promise<string[]> {
  const res = await send('GET', '/api/reviews');
  return ReviewsResponseSchema.parse(res.body).reviews.map((r) => r.id);
}

describe('review moderation (pending -> approved or rejected, approved -> rejected)', () => {
  const allowed: [Status, 'approve' | 'reject', Status][] = [
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['approved', 'reject', 'rejected'],
  ];
  for (const [from, action, to] of allowed) {
    it(`when a ${from} review gets ${action}, then it is ${to}, audited`, async () => {
      const id = await seedReview({ status: from });
      const res = await moderate(id, action);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(AdminReviewResponseSchema.parse(res.body).review).toMatchObject({ id, status: to });
      expect((await storedReview(id))?.status).toBe(to);
      expect(await auditOf(id)).toEqual([
        `review.${action === 'approve' ? 'approved' : 'rejected'} by admin@example.com`,
      ]);
      expect((await publicIds()).includes(id)).toBe(to === 'approved');
    });
  }

  const refused: [Status, 'approve' | 'reject', RegExp][] = [
    ['approved', 'approve', /already approved/],
    ['rejected', 'approve', /rejected review cannot be approved/],
    ['rejected', 'reject', /already rejected/],
  ];
  for (const [from, action, message] of refused) {
    it(`when a ${from} review gets ${action}, then it is a 409 and nothing changes`, async () => {
      const id = await seedReview({ status: from });
      expectError(await moderate(id, action), 409, message);
      expect((await storedReview(id))?.status).toBe(from);
      expect(await auditOf(id)).toEqual([]);
    });
  }

  it('when the review is unknown or the id malformed, then it is a 404', async () => {
    expectError(await moderate('rev-does-not-exist', 'approve'), 404, 'Review not found');
    expectError(await moderate('bad%20id!', 'reject'), 404, 'Review not found');
  });
});

describe('store responses', () => {
  it('when an approved review gets a response, then it is shown publicly; a second is a 409', async () => {
    const id = await seedReview({ status: 'approved' });
    const res = await asAdmin('POST', `/api/reviews/${id}/response`, {
      response: '  Thank you! <b>Come again</b>  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { review } = AdminReviewResponseSchema.parse(res.body);
    expect(review.adminResponse).toBe('Thank you! <b>Come again</b>');
    expect(review.adminResponseAt).toBeDefined();

    const list = ReviewsResponseSchema.parse((await send('GET', '/api/reviews')).body).reviews;
    expect(list.find((r) => r.id === id)?.adminResponse).toBe('Thank you! <b>Come again</b>');

    expectError(
      await asAdmin('POST', `/api/reviews/${id}/response`, { response: 'Again' }),
      409,
      'Review already has a response',
    );
    expect(await auditOf(id)).toEqual(['review.responded by admin@example.com']);
  });

  it('when the response is empty or the review is not approved, then it is refused', async () => {
    const approved = await seedReview({ status: 'approved' });
    expectError(
      await asAdmin('POST', `/api/reviews/${approved}/response`, { response: '   ' }),
      400,
      'Response is required',
    );
    expectError(await asAdmin('POST', `/api/reviews/${approved}/response`, {}), 400, /Response/);
    for (const status of ['pending', 'rejected'] as const) {
      const id = await seedReview({ status });
      expectError(
        await asAdmin('POST', `/api/reviews/${id}/response`, { response: 'Hi' }),
        409,
        'Only an approved review can get a response',
      );
    }
    expectError(
      await asAdmin('POST', '/api/reviews/rev-nope/response', { response: 'Hi' }),
      404,
      'Review not found',
    );
  });

  it('when the response is deleted, then it is gone; deleting again is a 409', async () => {
    const id = await seedReview({ status: 'approved', adminResponse: 'Thanks' });
    const res = await asAdmin('DELETE', `/api/reviews/${id}/response`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminReviewResponseSchema.parse(res.body).review.adminResponse).toBeUndefined();
    const stored = await storedReview(id);
    expect(stored?.adminResponse).toBeUndefined();
    expect(stored?.adminResponseAt).toBeUndefined();
    expectError(
      await asAdmin('DELETE', `/api/reviews/${id}/response`),
      409,
      'Review has no response',
    );
    expectError(await asAdmin('DELETE', '/api/reviews/rev-nope/response'), 404, 'Review not found');
    expect(await auditOf(id)).toEqual(['review.response_deleted by admin@example.com']);
  });
});

describe('DELETE /api/reviews/{id}', () => {
  it('when the admin deletes a review, then it and its votes are gone, audited', async () => {
    const id = await seedReview({ status: 'approved' });
    const vote = await send('POST', `/api/reviews/${id}/vote`, {
      bearer: user,
      body: { vote: 'helpful' },
    });
    expect(vote.status).toBe(200);
    const res = await asAdmin('DELETE', `/api/reviews/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await storedReview(id)).toBeUndefined();
    expect((await adminDb().collection(`reviews/${id}/votes`).get()).size).toBe(0);
    expect(await auditOf(id)).toEqual(['review.deleted by admin@example.com']);
    expectError(await asAdmin('DELETE', `/api/reviews/${id}`), 404, 'Review not found');
  });
});

describe('POST /api/reviews/admin', () => {
  it('when the admin enters a review, then it is approved at once and public, without an e-mail shown', async () => {
    const title = `Store pick ${String(Date.now())}`;
    const res = await asAdmin('POST', '/api/reviews/admin', {
      name: 'Toy Store',
      rating: 5,
      title,
      comment: 'Our favourite this month.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { review } = AdminReviewResponseSchema.parse(res.body);
    expect(review).toMatchObject({
      name: 'Toy Store',
      title,
      status: 'approved',
      email: 'admin@example.com',
      images: [],
      helpfulVotes: 0,
      unhelpfulVotes: 0,
    });
    expect(await publicIds()).toContain(review.id);
    expect(await auditOf(review.id)).toEqual(['review.created by admin@example.com']);
    // Stored: entered by the admin (for account deletion), not written by them; never answered.
    expect(await storedReview(review.id)).toMatchObject({ uid: null, enteredBy: admin.uid });
    expect(Object.keys(res.body.review as object)).not.toContain('enteredBy');
    expect(Object.keys(res.body.review as object)).not.toContain('uid');
  });

  it('when name, title or comment is missing, then it is a 400', async () => {
    for (const body of [
      { title: 'T', comment: 'C' },
      { name: 'N', comment: 'C' },
      { name: 'N', title: 'T', comment: ' ' },
      { name: 'N', title: 'T', comment: 'C', rating: 9 },
    ]) {
      expect((await asAdmin('POST', '/api/reviews/admin', body)).status).toBe(400);
    }
  });
});

describe('access to the admin review calls', () => {
  interface Row {
    endpoint: string;
    run: (bearer: TestUser | null, id: string) => Promise<Answer>;
    ok: number;
  }
  const rows: Row[] = [
    {
      endpoint: 'GET /api/admin/reviews',
      run: (b) => send('GET', '/api/admin/reviews', { bearer: b }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/admin/reviews/{id}/approve',
      run: (b, id) => send('POST', `/api/admin/reviews/${id}/approve`, { bearer: b }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/admin/reviews/{id}/reject',
      run: (b, id) => send('POST', `/api/admin/reviews/${id}/reject`, { bearer: b }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/reviews/{id}/response',
      run: (b, id) =>
        send('POST', `/api/reviews/${id}/response`, { bearer: b, body: { response: 'Thanks' } }),
      ok: 200,
    },
    {
      endpoint: 'DELETE /api/reviews/{id}/response',
      run: (b, id) => send('DELETE', `/api/reviews/${id}/response`, { bearer: b }),
      ok: 200,
    },
    {
      endpoint: 'DELETE /api/reviews/{id}',
      run: (b, id) => send('DELETE', `/api/reviews/${id}`, { bearer: b }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/reviews/admin',
      run: (b) =>
        send('POST', '/api/reviews/admin', {
          bearer: b,
          body: { name: 'Store', title: 'Matrix', comment: 'Entered by the store' },
        }),
      ok: 201,
    },
  ];

  /** A review each call can succeed on: pending to approve, approved otherwise. */
  const reviewFor = (endpoint: string) =>
    seedReview({
      status: endpoint.endsWith('approve') ? 'pending' : 'approved',
      ...(endpoint.startsWith('DELETE /api/reviews/{id}/response') ? { adminResponse: 'Hi' } : {}),
    });

  for (const row of rows) {
    it(`when a guest, a user and the admin call ${row.endpoint}, then 401, 403 and ${String(row.ok)}`, async () => {
      const id = await reviewFor(row.endpoint);
      expectError(await row.run(null, id), 401, 'Sign in required');
      expectError(await row.run(user, id), 403, 'Admin access required');
      const before = await storedReview(id);
      const res = await row.run(admin, id);
      expect(res.status, JSON.stringify(res.body)).toBe(row.ok);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      if (row.endpoint === 'GET /api/admin/reviews') {
        const listed = AdminReviewsResponseSchema.parse(res.body).reviews.find((r) => r.id === id);
        expect(listed?.email).toBe(before?.email);
      }
    });
  }

  it('when the admin lists reviews, then every status is there, newest first, with e-mails', async () => {
    const pending = await seedReview({
      status: 'pending',
      createdAt: Timestamp.fromMillis(Date.now() - 1_000),
    });
    const rejected = await seedReview({ status: 'rejected' });
    const res = await asAdmin('GET', '/api/admin/reviews');
    const reviews = AdminReviewsResponseSchema.parse(res.body).reviews;
    const ids = reviews.map((r) => r.id);
    expect(ids).toContain(pending);
    expect(ids.indexOf(rejected)).toBeLessThan(ids.indexOf(pending));
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
