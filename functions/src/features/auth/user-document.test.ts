import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { defaultProfile } from '../../contract/user';
import { userDocumentPatch } from './user-document';

const now = Timestamp.fromMillis(1_750_000_000_000);
const account = { email: 'sam@example.com', name: 'Sam', role: 'user' } as const;

describe('userDocumentPatch', () => {
  it('when there is no document, then every field of a new user', () => {
    expect(userDocumentPatch(undefined, account, now)).toEqual({
      createdAt: now,
      email: 'sam@example.com',
      name: 'Sam',
      role: 'user',
      profile: defaultProfile({ name: 'Sam', email: 'sam@example.com' }),
    });
  });

  it('when another feature merged a field in first, then the user fields are still filled', () => {
    const patch = userDocumentPatch({ referralCode: 'ABCD2345' }, account, now);
    expect(patch).toMatchObject({ createdAt: now, email: 'sam@example.com', role: 'user' });
    expect(patch).not.toHaveProperty('referralCode');
  });

  it('when the document is complete and in step, then nothing to write', () => {
    const stored = {
      createdAt: now,
      email: 'sam@example.com',
      name: 'Sammy',
      role: 'user',
      profile: {},
    };
    expect(userDocumentPatch(stored, account, now)).toEqual({});
  });

  it('when role or e-mail changed, then they follow the account; the chosen name stays', () => {
    const stored = {
      createdAt: now,
      email: 'old@example.com',
      name: 'Sammy',
      role: 'user',
      profile: {},
    };
    expect(userDocumentPatch(stored, { ...account, role: 'admin' }, now)).toEqual({
      email: 'sam@example.com',
      role: 'admin',
    });
  });

  it('when the stored name is empty and the account has one, then it is filled', () => {
    const stored = {
      createdAt: now,
      email: 'sam@example.com',
      name: '',
      role: 'user',
      profile: {},
    };
    expect(userDocumentPatch(stored, account, now)).toEqual({ name: 'Sam' });
    expect(userDocumentPatch(stored, { ...account, name: '' }, now)).toEqual({});
  });
});
