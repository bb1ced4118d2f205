import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '../contract/common';

vi.mock('./firebase', () => ({ auth: {}, db: {} }));
vi.mock('./env', () => ({
  isAdminEmail: () => true,
  normaliseEmail: (email: string) => email.trim().toLowerCase(),
}));

const { rememberUser } = await import('./auth');
type SessionUser = Parameters<typeof rememberUser>[1] & object;
const { errorHandler } = await import('./error-handler');
const {
  ADMIN_RECENT_SIGN_IN_SECONDS,
  assertSignedInRecently,
  requireRecentSignIn,
  signedInRecently,
} = await import('./recent-sign-in');

const NOW_MS = Date.parse('2026-03-01T12:00:00Z');
const admin = (authTime?: number): SessionUser => ({
  uid: 'a1',
  email: 'boss@example.com',
  name: '',
  emailVerified: true,
  role: 'admin',
  ...(authTime === undefined ? {} : { authTime }),
});
const secondsAgo = (seconds: number) => NOW_MS / 1000 - seconds;

describe('signedInRecently', () => {
  it('when the window is not configured, then it is 10 minutes', () => {
    expect(ADMIN_RECENT_SIGN_IN_SECONDS).toBe(600);
  });

  it('when the sign-in is under 10 minutes old, then recent; at 10 minutes or older, then not', () => {
    expect(signedInRecently(admin(secondsAgo(0)), NOW_MS)).toBe(true);
    expect(signedInRecently(admin(secondsAgo(599)), NOW_MS)).toBe(true);
    expect(signedInRecently(admin(secondsAgo(600)), NOW_MS)).toBe(false);
    expect(signedInRecently(admin(secondsAgo(5 * 24 * 3600)), NOW_MS)).toBe(false);
  });

  it('when the sign-in time is unknown, then it never counts as recent', () => {
    expect(signedInRecently(admin(), NOW_MS)).toBe(false);
  });

  it('when it is too old, then the error is 401 with the reauth_required code', () => {
    expect(() => {
      assertSignedInRecently(admin(secondsAgo(601)), NOW_MS);
    }).toThrow(expect.objectContaining({ status: 401, code: 'reauth_required' }));
    expect(() => {
      assertSignedInRecently(admin(secondsAgo(60)), NOW_MS);
    }).not.toThrow();
  });
});

describe('requireRecentSignIn', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.get(
      '/passport/:age',
      (req, res, next) => {
        const age = Number(req.params.age);
        rememberUser(res, admin(Date.now() / 1000 - age));
        next();
      },
      requireRecentSignIn,
      (_req, res) => {
        res.json({ passport: 'X1234567' });
      },
    );
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(() => {
    server.close();
  });

  it('when the sign-in is 11 minutes old, then 401 {error, code: reauth_required} and no data', async () => {
    const res = await fetch(`${base}/passport/660`);
    expect(res.status).toBe(401);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.code).toBe('reauth_required');
    expect(body.error).toMatch(/password again/);
  });

  it('when the sign-in is a minute old, then the handler answers', async () => {
    const res = await fetch(`${base}/passport/60`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ passport: 'X1234567' });
  });
});
