import { describe, expect, it } from 'vitest';
import {
  CONFIRM_RESEND_MS,
  CONFIRM_VALID_MS,
  isLivePending,
  linkProblem,
  nextRequestStep,
  type StoredRequest,
} from './stock-alert-rules';

const NOW = Date.parse('2026-03-01T12:00:00Z');

const pending = (
  mailedAgoMs: number,
  expiresInMs = CONFIRM_VALID_MS - mailedAgoMs,
): StoredRequest => ({
  status: 'pending',
  confirmMailedAtMs: NOW - mailedAgoMs,
  expiresAtMs: NOW + expiresInMs,
});

describe('nextRequestStep', () => {
  it('when nothing is stored, then a guest is mailed a link and a proven mailbox is active at once', () => {
    expect(nextRequestStep(null, false, NOW)).toBe('send-confirmation');
    expect(nextRequestStep(null, true, NOW)).toBe('activate');
  });

  it('when the request is active already, then nothing changes, whoever asks', () => {
    const waiting: StoredRequest = {
      status: 'waiting',
      confirmMailedAtMs: null,
      expiresAtMs: null,
    };
    expect(nextRequestStep(waiting, false, NOW)).toBe('already-active');
    expect(nextRequestStep(waiting, true, NOW)).toBe('already-active');
  });

  it('when a link went out recently, then no second mail; after the resend wait, a new one', () => {
    expect(nextRequestStep(pending(0), false, NOW)).toBe('already-pending');
    expect(nextRequestStep(pending(CONFIRM_RESEND_MS - 1), false, NOW)).toBe('already-pending');
    expect(nextRequestStep(pending(CONFIRM_RESEND_MS), false, NOW)).toBe('send-confirmation');
  });

  it('when the pending request has expired, then it starts again with a new link', () => {
    expect(nextRequestStep(pending(60_000, 0), false, NOW)).toBe('send-confirmation');
    expect(nextRequestStep(pending(60_000, -1), false, NOW)).toBe('send-confirmation');
  });

  it('when a pending request is asked for by the verified owner of the address, then it is active', () => {
    expect(nextRequestStep(pending(0), true, NOW)).toBe('activate');
  });

  it('when a request was sent (mailed at a restock), then asking again needs a new confirmation', () => {
    const sent: StoredRequest = {
      status: 'sent',
      confirmMailedAtMs: NOW - 1000,
      expiresAtMs: null,
    };
    expect(nextRequestStep(sent, false, NOW)).toBe('send-confirmation');
    expect(nextRequestStep(sent, true, NOW)).toBe('activate');
  });
});

describe('isLivePending', () => {
  it('when pending and not expired, then live; expired, active or sent ones are not', () => {
    expect(isLivePending(pending(0), NOW)).toBe(true);
    expect(isLivePending(pending(0, 0), NOW)).toBe(false);
    expect(isLivePending({ ...pending(0), status: 'waiting' }, NOW)).toBe(false);
    expect(isLivePending({ ...pending(0), expiresAtMs: null }, NOW)).toBe(false);
  });
});

describe('linkProblem', () => {
  it('when the link is unknown, used or past its time, then it says which; otherwise none', () => {
    expect(linkProblem(null, NOW)).toBe('invalid');
    expect(linkProblem({ validUntilMs: NOW + 1, used: true }, NOW)).toBe('used');
    expect(linkProblem({ validUntilMs: NOW, used: false }, NOW)).toBe('expired');
    expect(linkProblem({ validUntilMs: NOW + 1, used: false }, NOW)).toBeNull();
  });
});
