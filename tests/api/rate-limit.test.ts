import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { uniqueSuffix } from '../support/emulators';
import {
  clearOfWindowEdge,
  expectError,
  forwardedFor,
  guestAddress,
  reviewFields,
  seedReview,
  send,
} from '../support/reviews-fixtures';

// Default limits per client and 10-minute window: 5 reviews, 10 tickets, 60 votes. Every test
// here counts as a client of its own (a fresh account, or a fresh guest address), so it
// neither hits nor is hit by the other test files running at the same time.

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

  it('when a guest sends a sixth review from one address, then it is a 429; another address is not limited', async () => {
    const client = guestAddress();
    for (let i = 0; i < 5; i++) expect((await review({ client })).status).toBe(201);
    expectLimited(await review({ client }));
    expect((await review({ client: guestAddress() })).status).toBe(201);
  });

  it('when a guest forges the left-most X-Forwarded-For entries, then they still count as themselves', async () => {
    const client = guestAddress();
    const forged = (i: number) => ({
      'x-forwarded-for': `203.0.113.${String(i)}, ${forwardedFor(client)}`,
    });
    for (let i = 0; i < 5; i++) {
      expect((await review({ client, headers: forged(i) })).status).toBe(201);
    }
    expectLimited(await review({ client, headers: forged(99) }));
  });

  it('when a client sends an eleventh ticket in the window, then it is a 429', async () => {
    const client = guestAddress();
    for (let i = 0; i < 10; i++) expect((await ticket({ client })).status).toBe(201);
    expectLimited(await ticket({ client }));
    // Reviews are counted apart from tickets.
    expect((await review({ client })).status).toBe(201);
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
