import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { withChallenge } from './index';
import { rememberDrop, useChallengeStore } from './stores/challenge-store';

// The widget's chunk is not loaded in unit tests: each solve answers the next payload.
const solves = vi.hoisted(() => ({ count: 0 }));
vi.mock('./altcha-solver', () => ({
  solveNewChallenge: () => {
    solves.count++;
    return Promise.resolve({
      payload: `payload-${String(solves.count)}`,
      expiresAtMs: Date.now() + 600_000,
    });
  },
}));

const refusal = () =>
  new ApiError(403, 'This drop needs the browser check', { code: 'challenge_required' });

beforeEach(() => {
  solves.count = 0;
  useChallengeStore.setState({ status: 'idle', payload: null, expiresAtMs: 0, dropIds: [] });
});

describe('withChallenge', () => {
  it('when the cart holds no drop this tab opened, then it sends no header and solves nothing', async () => {
    const send = vi.fn((headers: Record<string, string>) => Promise.resolve(headers));
    await expect(withChallenge(['toy-1'], send)).resolves.toEqual({});
    expect(solves.count).toBe(0);
  });

  it('when the cart holds an opened drop, then the solved payload goes up front, once', async () => {
    rememberDrop('drop-1');
    const send = vi.fn((headers: Record<string, string>) => Promise.resolve(headers));
    await expect(withChallenge(['toy-1', 'drop-1'], send)).resolves.toEqual({
      'X-Altcha': 'payload-1',
    });
    // Spent: the next order of the drop solves a new one.
    await expect(withChallenge(['drop-1'], send)).resolves.toEqual({ 'X-Altcha': 'payload-2' });
  });

  it('when the server still asks for a challenge, then it solves one and sends once more, and no more', async () => {
    const send = vi
      .fn<(headers: Record<string, string>) => Promise<string>>()
      .mockRejectedValueOnce(refusal())
      .mockResolvedValueOnce('placed');
    await expect(withChallenge(['drop-2'], send)).resolves.toBe('placed');
    expect(send.mock.calls.map(([headers]) => headers)).toEqual([{}, { 'X-Altcha': 'payload-1' }]);

    const refused = vi.fn(() => Promise.reject(refusal()));
    await expect(withChallenge(['drop-2'], refused)).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(2);
  });
});
