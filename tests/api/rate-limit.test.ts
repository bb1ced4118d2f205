import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { uniqueSuffix } from '../support/emulators';
import {
  clearOfWindowEdge,
  expectError,
  guestAddress,
  reviewFields,
  seedReview,
  send,
} from '../support/reviews-fixtures';

// Default limits per account and 10-minute window: 5 reviews, 10 tickets, 60 votes. Every test
// here is an account of its own, so it neither hits nor is hit by the other test files running
// at the same time. Guests are counted by address, at ten times these (tests/limits).

const review = (options: {
  bearer?: TestUser;
  client?: string;
  headers?: Record<string, string>;
}) => send('POST', '/api/reviews', { ...options, body: reviewFields() });

const ticket = (options: { bearer?: TestUser; client?: string }) =>
  send('POST', '/api/support/tickets', {
    ...options,
    body: {
      name: 'Rita Ratelimit',
      email: `rita-${uniqueSuffix()}@example.com`,
      subject: 'Hello',
      message: 'Just checking in.',
    },
  });

function expectLimited(res: Awaited<ReturnType<typeof send>>) {
  expectError(res, 429, 'Too many requests, try again later');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('rate limits of public writes', () => {
  beforeEach(async () => {
    await clearOfWindowEdge();
  }, 60_000);

  it('when a signed-in user sends a sixth review in the window, then it is a 429 with Retry-After', async () => {
    const user = await createAccount('rate-reviewer');
    for (let i = 0; i < 5; i++) {
      const res = await review({ bearer: user });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expectLimited(await review({ bearer: user }));
    // Another address does not help a signed-in user: the account is the key.
    expectLimited(await review({ bearer: user, client: guestAddress() }));
  });

  it('when an account sends an eleventh ticket in the window, then it is a 429', async () => {
    const user = await createAccount('rate-ticketer');
    for (let i = 0; i < 10; i++) expect((await ticket({ bearer: user })).status).toBe(201);
    expectLimited(await ticket({ bearer: user }));
    // Reviews are counted apart from tickets.
    expect((await review({ bearer: user })).status).toBe(201);
  });

  it('when a user casts a 61st vote in the window, then it is a 429', async () => {
    const user = await createAccount('rate-voter');
    const id = await seedReview({ status: 'approved' });
    for (let i = 0; i < 60; i++) {
      const res = await send('POST', `/api/reviews/${id}/vote`, {
        bearer: user,
        body: { vote: i % 2 === 0 ? 'helpful' : 'unhelpful' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expectLimited(
      await send('POST', `/api/reviews/${id}/vote`, { bearer: user, body: { vote: 'helpful' } }),
    );
  }, 120_000);
});
