import { describe, expect, it } from 'vitest';
import { assertCanRespond, assertHasResponse, moderate, voteDelta } from './review-rules';

describe('moderate (pending -> approved or rejected, approved -> rejected)', () => {
  it('when a pending review is approved or rejected, then it moves there', () => {
    expect(moderate('pending', 'approve')).toBe('approved');
    expect(moderate('pending', 'reject')).toBe('rejected');
  });

  it('when an approved review is rejected, then it moves to rejected', () => {
    expect(moderate('approved', 'reject')).toBe('rejected');
  });

  it('when any other move is asked for, then it is a 409 saying why', () => {
    expect(() => moderate('approved', 'approve')).toThrow('Review is already approved');
    expect(() => moderate('rejected', 'approve')).toThrow('A rejected review cannot be approved');
    expect(() => moderate('rejected', 'reject')).toThrow('Review is already rejected');
    try {
      moderate('rejected', 'approve');
    } catch (err) {
      expect(err).toMatchObject({ status: 409 });
    }
  });
});

describe('store responses', () => {
  it('when an approved review has no response, then one may be added', () => {
    expect(() => assertCanRespond({ status: 'approved' })).not.toThrow();
  });

  it('when the review is not approved or already answered, then it is a 409', () => {
    expect(() => assertCanRespond({ status: 'pending' })).toThrow(/approved/);
    expect(() => assertCanRespond({ status: 'rejected' })).toThrow(/approved/);
    expect(() => assertCanRespond({ status: 'approved', adminResponse: 'Thanks' })).toThrow(
      'Review already has a response',
    );
  });

  it('when there is no response to delete, then it is a 409', () => {
    expect(() => assertHasResponse({})).toThrow('Review has no response');
    expect(() => assertHasResponse({ adminResponse: 'Thanks' })).not.toThrow();
  });
});

describe('voteDelta', () => {
  it('when a first vote is cast, then its count goes up by one', () => {
    expect(voteDelta(null, 'helpful')).toEqual({ helpfulVotes: 1, unhelpfulVotes: 0 });
    expect(voteDelta(null, 'unhelpful')).toEqual({ helpfulVotes: 0, unhelpfulVotes: 1 });
  });

  it('when a vote is changed, then it moves from one count to the other', () => {
    expect(voteDelta('helpful', 'unhelpful')).toEqual({ helpfulVotes: -1, unhelpfulVotes: 1 });
    expect(voteDelta('unhelpful', 'helpful')).toEqual({ helpfulVotes: 1, unhelpfulVotes: -1 });
  });

  it('when the same vote is cast again, then nothing moves', () => {
    expect(voteDelta('helpful', 'helpful')).toEqual({ helpfulVotes: 0, unhelpfulVotes: 0 });
  });
});
