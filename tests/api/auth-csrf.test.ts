import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { defaultProfile } from '@contract/user';
import { call, startSession, storeOrigin } from '../support/accounts';
import { adminAuth, createTestUser } from '../support/auth';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const evil = 'https://evil.example';

// `email` is read-only: sent empty, it is ignored.
const profile = (name: string) => defaultProfile({ name, email: '' });

describe('cross-site requests with the session cookie', () => {
  it('when a foreign page POSTs, PATCHes or DELETEs with the cookie, then 403 and nothing changes', async () => {
    const user = await createTestUser('csrf');
    const cookie = await startSession(user);
    const attempts = [
      ['POST', '/api/auth/logout', undefined],
      ['PATCH', '/api/auth/profile', profile('Mallory')],
      ['DELETE', '/api/auth/delete-account', undefined],
      ['POST', '/api/referrals/create', undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { cookie, origin: evil, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorOf(res.body)).toBe('Cross-site request refused');
    }
    // Still signed in, still named as before, still an account.
    const me = await call('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect((me.body.user as { name: string }).name).toBe(user.name);
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
  });

  it('when the cookie comes with no Origin, or a foreign Referer, then 403', async () => {
    const user = await createTestUser('csrfref');
    const cookie = await startSession(user);
    const bare = await call('PATCH', '/api/auth/profile', {
      cookie,
      origin: null,
      body: profile('X'),
    });
    expect(bare.status).toBe(403);
    const referred = await call('PATCH', '/api/auth/profile', {
      cookie,
      origin: null,
      referer: `${evil}/page`,
      body: profile('X'),
    });
    expect(referred.status).toBe(403);
  });

  it('when the same request comes from the store itself (Origin or Referer), then it is served', async () => {
    const user = await createTestUser('samesite');
    const cookie = await startSession(user);
    const byOrigin = await call('PATCH', '/api/auth/profile', {
      cookie,
      origin: storeOrigin,
      body: profile('Same Origin'),
    });
    expect(byOrigin.status).toBe(200);
    const byReferer = await call('PATCH', '/api/auth/profile', {
      cookie,
      origin: null,
      referer: `${storeOrigin}/profile`,
      body: profile('Same Referer'),
    });
    expect(byReferer.status).toBe(200);
  });

  it('when there is no cookie (Bearer) or the method is safe, then a foreign Origin is not refused', async () => {
    const user = await createTestUser('bearer');
    const bearer = await call('PATCH', '/api/auth/profile', {
      bearer: user,
      origin: evil,
      body: profile('Bearer'),
    });
    expect(bearer.status).toBe(200);
    const cookie = await startSession(user);
    const read = await call('GET', '/api/auth/me', { cookie, origin: evil });
    expect(read.status).toBe(200);
  });

  it('when a foreign page tries to start a session, then 403 even without a cookie', async () => {
    const user = await createTestUser('loginfix');
    const res = await call('POST', '/api/auth/firebase-login', {
      origin: evil,
      body: { idToken: user.idToken },
    });
    expect(res.status).toBe(403);
    expect(res.setCookies.some((line) => line.startsWith('__session='))).toBe(false);
  });
});
