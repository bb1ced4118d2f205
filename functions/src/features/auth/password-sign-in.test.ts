import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../core/errors';
import { signInWithPassword } from './password-sign-in';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('signInWithPassword', () => {
  it('when the credentials are good, then the ID token, asked of the Auth emulator', async () => {
    answer(200, { idToken: 'id-token', refreshToken: 'r' });
    await expect(signInWithPassword('sam@example.com', 'secret')).resolves.toBe('id-token');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword\?key=/,
    );
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'sam@example.com',
      password: 'secret',
      returnSecureToken: true,
    });
  });

  it.each(['INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'USER_DISABLED'])(
    'when Identity Toolkit answers %s, then 401 Invalid email or password',
    async (code) => {
      answer(400, { error: { code: 400, message: code } });
      await expect(signInWithPassword('a@b.io', 'x')).rejects.toMatchObject({
        status: 401,
        message: 'Invalid email or password',
      });
    },
  );

  it('when too many attempts were made, then 429; anything else is an unexpected error', async () => {
    answer(400, { error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled' } });
    await expect(signInWithPassword('a@b.io', 'x')).rejects.toMatchObject({ status: 429 });
    answer(500, { error: { message: 'INTERNAL' } });
    const err: unknown = await signInWithPassword('a@b.io', 'x').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(AppError);
    expect(String(err)).not.toContain('a@b.io');
  });
});
