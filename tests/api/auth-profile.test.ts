import { describe, expect, it } from 'vitest';
import { ProfileResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import type { Profile } from '@contract/user';
import { call, startSession } from '../support/accounts';
import { createTestUser } from '../support/auth';
import { adminDb } from '../support/emulators';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

const filled = (over: Partial<Profile> = {}): Omit<Profile, 'email'> & { email?: string } => ({
  name: 'Pat Profile',
  phone: '+1 503 555 0142',
  gender: 'female',
  shippingAddress: {
    name: 'Pat Profile',
    line1: '221 Maple Street',
    line2: 'Apt 4B',
    city: 'Portland',
    region: 'Oregon',
    postal: '97205',
    country: 'United States',
    phone: '+1 503 555 0142',
  },
  preferences: { newsletter: true },
  passportData: {
    passportNumber: 'X1234567',
    nationality: 'American',
    passportIssueDate: '2020-05-01',
    passportIssuedBy: 'U.S. Department of State',
  },
  ...over,
});

describe('GET /api/auth/profile', () => {
  it('when nothing was saved yet, then the defaults with the account name and e-mail', async () => {
    const user = await createTestUser('profnew');
    const res = await call('GET', '/api/auth/profile', { bearer: user });
    expect(res.status).toBe(200);
    const { user: profile } = ProfileResponseSchema.parse(res.body);
    expect(profile).toMatchObject({
      name: user.name,
      email: user.email,
      phone: '',
      gender: '',
      preferences: { newsletter: false },
    });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('PATCH /api/auth/profile', () => {
  it('when the whole profile is sent, then it is saved and read back; the e-mail stays the account one', async () => {
    const user = await createTestUser('profsave');
    const cookie = await startSession(user);
    const body = filled({ email: 'someone-else@example.com' });
    const res = await call('PATCH', '/api/auth/profile', { cookie, body });
    expect(res.status).toBe(200);
    const saved = ProfileResponseSchema.parse(res.body).user;
    expect(saved).toEqual({ ...filled(), email: user.email });

    const read = await call('GET', '/api/auth/profile', { cookie });
    expect(ProfileResponseSchema.parse(read.body).user).toEqual(saved);
    const doc = await adminDb().doc(`users/${user.uid}`).get();
    expect(doc.get('profile.email')).toBe(user.email);
    expect(doc.get('name')).toBe('Pat Profile');
    expect(doc.get('role')).toBe('user');
  });

  it('when passport fields are too short, then 400 naming every problem and nothing saved', async () => {
    const user = await createTestUser('profpass');
    const res = await call('PATCH', '/api/auth/profile', {
      bearer: user,
      body: filled({
        passportData: {
          passportNumber: 'X1',
          nationality: 'A',
          passportIssueDate: '',
          passportIssuedBy: 'US',
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toBe(
      'Passport number is too short; Please enter your nationality; Please enter who issued your passport',
    );
    const read = await call('GET', '/api/auth/profile', { bearer: user });
    expect(ProfileResponseSchema.parse(read.body).user.passportData.passportNumber).toBe('');
  });

  it('when empty passport fields are sent, then they pass (checks apply only to filled ones)', async () => {
    const user = await createTestUser('profempty');
    const empty = {
      passportNumber: '',
      nationality: '',
      passportIssueDate: '',
      passportIssuedBy: '',
    };
    const res = await call('PATCH', '/api/auth/profile', {
      bearer: user,
      body: filled({ passportData: empty }),
    });
    expect(res.status).toBe(200);
  });

  it('when the body is partial, has unknown fields or a bad gender, then 400', async () => {
    const user = await createTestUser('profbad');
    const partial: Record<string, unknown> = { ...filled() };
    delete partial.phone;
    for (const body of [partial, { ...filled(), role: 'admin' }, { ...filled(), gender: 'x' }]) {
      const res = await call('PATCH', '/api/auth/profile', { bearer: user, body });
      expect(res.status).toBe(400);
    }
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('role')).toBeUndefined();
  });
});
