import { beforeAll, describe, expect, it } from 'vitest';
import { ReviewVoteResponseSchema } from '@contract/review';
import { call, createAccount } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import { expectError, seedReview, send, storedReview } from '../support/reviews-fixtures';

// The Functions emulator starts a worker process per simultaneous request; the bursts below
// first bring up warm workers, so they measure the votes and not 20 cold starts at once
// (docs/decisions.md, Checkout). A few spare ones: other test files run alongside.
const BURST = 20;
const TIMEOUT = 240_000;

async function warmUpWorkers(): Promise<void> {
  for (let round = 0; round < 6; round++) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST + 8 }, () => call('GET', '/api/health')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    if (Date.now() - started < 1_000) return;
  }
}

let voter: TestUser;

beforeAll(async () => {
  voter = await createAccount('review-voter');
});

const vote = (id: string, who: TestUser | null, value: unknown) =>
  send('POST', `/api/reviews/${id}/vote`, { bearer: who, body: { vote: value } });

async function counts(id: string) {
  const review = await storedReview(id);
  return { helpful: review?.helpfulVotes as number, unhelpful: review?.unhelpfulVotes as number };
}

/** What the stored vote documents add up to. */
async function tally(id: string) {
  const snap = await adminDb().collection(`reviews/${id}/votes`).get();
  const votes = snap.docs.map((d) => d.get('vote') as string);
  return {
    helpful: votes.filter((v) => v === 'helpful').length,
    unhelpful: votes.filter((v) => v === 'unhelpful').length,
  };
}

describe('POST /api/reviews/{id}/vote', () => {
  it('when a signed-in user votes, then the counts move and the answer carries their vote', async () => {
    const id = await seedReview({ status: 'approved', helpfulVotes: 3, unhelpfulVotes: 1 });
    const res = await vote(id, voter, 'helpful');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { review } = ReviewVoteResponseSchema.parse(res.body);
    expect(review).toMatchObject({ id, helpfulVotes: 4, unhelpfulVotes: 1, userVote: 'helpful' });
    expect(res.body.review).not.toHaveProperty('email');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when the user changes their vote, then it moves; the same vote again changes nothing', async () => {
    const id = await seedReview({ status: 'approved', helpfulVotes: 3, unhelpfulVotes: 1 });
    expect((await vote(id, voter, 'helpful')).status).toBe(200);

    const moved = ReviewVoteResponseSchema.parse((await vote(id, voter, 'unhelpful')).body).review;
    expect(moved).toMatchObject({ helpfulVotes: 3, unhelpfulVotes: 2, userVote: 'unhelpful' });

    const again = ReviewVoteResponseSchema.parse((await vote(id, voter, 'unhelpful')).body).review;
    expect(again).toMatchObject({ helpfulVotes: 3, unhelpfulVotes: 2, userVote: 'unhelpful' });
    expect(await counts(id)).toEqual({ helpful: 3, unhelpful: 2 });
    expect((await adminDb().doc(`reviews/${id}/votes/${voter.uid}`).get()).get('vote')).toBe(
      'unhelpful',
    );
  });

  it('when a guest votes, then it is a 401 and nothing is counted', async () => {
    const id = await seedReview({ status: 'approved' });
    expectError(await vote(id, null, 'helpful'), 401, 'Sign in required');
    expect(await counts(id)).toEqual({ helpful: 0, unhelpful: 0 });
  });

  it('when the review is pending, rejected or unknown, then it is a 404', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const id = await seedReview({ status });
      expectError(await vote(id, voter, 'helpful'), 404, 'Review not found');
      expect(await counts(id)).toEqual({ helpful: 0, unhelpful: 0 });
    }
    expectError(await vote('rev-does-not-exist', voter, 'helpful'), 404, 'Review not found');
  });

  it('when the vote is not helpful or unhelpful, then it is a 400', async () => {
    const id = await seedReview({ status: 'approved' });
    for (const value of ['up', '', null, 1]) {
      expect((await vote(id, voter, value)).status).toBe(400);
    }
    expect(await counts(id)).toEqual({ helpful: 0, unhelpful: 0 });
  });
});

describe('votes under concurrency', () => {
  it(
    'when 20 users vote on one review at once, then the counts are exact',
    async () => {
      const id = await seedReview({ status: 'approved', helpfulVotes: 7, unhelpfulVotes: 2 });
      const voters = await Promise.all(
        Array.from({ length: BURST }, (_, i) => createAccount(`burst-voter-${String(i)}`)),
      );
      await warmUpWorkers();

      const answers = await Promise.all(
        voters.map((v, i) => vote(id, v, i % 4 === 0 ? 'unhelpful' : 'helpful')),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await counts(id)).toEqual({ helpful: 7 + 15, unhelpful: 2 + 5 });
      expect(await tally(id)).toEqual({ helpful: 15, unhelpful: 5 });
    },
    TIMEOUT,
  );

  it(
    'when users flip their votes back and forth at once, then the counts equal their final votes',
    async () => {
      const id = await seedReview({ status: 'approved' });
      const flippers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => createAccount(`flip-voter-${String(i)}`)),
      );
      await warmUpWorkers();

      // Each of the 5 users sends 4 votes at once, alternating: 20 requests in flight.
      const answers = await Promise.all(
        flippers.flatMap((f) =>
          ['helpful', 'unhelpful', 'helpful', 'unhelpful'].map((v) => vote(id, f, v)),
        ),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const stored = await tally(id);
      expect(stored.helpful + stored.unhelpful).toBe(5);
      expect(await counts(id)).toEqual(stored);
    },
    TIMEOUT,
  );
});
