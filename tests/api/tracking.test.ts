import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OkSchema } from '@contract/common';
import { call, createAccount } from '../support/accounts';
import { adminDb, uniqueSuffix } from '../support/emulators';

const lookupsOf = async (code: string) =>
  (await adminDb().collection('trackingLookups').where('code', '==', code).get()).docs.map((doc) =>
    doc.data(),
  );

describe('POST /api/track', () => {
  it('when a guest looks a parcel up, then 200 and the lookup is recorded without a user', async () => {
    const code = `TRK${uniqueSuffix()}`;
    const res = await call('POST', '/api/track', { body: { carrier: ' DHL ', code } });
    expect(res.status).toBe(200);
    expect(OkSchema.parse(res.body)).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [lookup, ...more] = await lookupsOf(code);
    expect(more).toEqual([]);
    expect(lookup).toMatchObject({ carrier: 'DHL', code, uid: null });
    expect(lookup?.at).toBeInstanceOf(Timestamp);
  });

  it('when a signed-in shopper looks a parcel up, then their uid is recorded with it', async () => {
    const shopper = await createAccount('tracker');
    const code = `TRK${uniqueSuffix()}`;
    const res = await call('POST', '/api/track', {
      bearer: shopper,
      body: { carrier: 'UPS', code },
    });
    expect(res.status).toBe(200);
    expect(await lookupsOf(code)).toEqual([expect.objectContaining({ uid: shopper.uid })]);
  });

  it.each([
    ['no carrier', (code: string) => ({ code })],
    ['a blank carrier', (code: string) => ({ carrier: '  ', code })],
    ['no code', () => ({ carrier: 'DHL' })],
    ['an empty code', () => ({ carrier: 'DHL', code: '' })],
    ['a code too long', (code: string) => ({ carrier: 'DHL', code: code.padEnd(101, 'x') })],
    ['an unknown field', (code: string) => ({ carrier: 'DHL', code, uid: 'someone' })],
  ])('when the body has %s, then 400 and nothing is recorded', async (_what, body) => {
    const code = `TRK${uniqueSuffix()}`;
    const res = await call('POST', '/api/track', { body: body(code) });
    expect(res.status).toBe(400);
    expect(await lookupsOf(code)).toEqual([]);
    expect(await lookupsOf(code.padEnd(101, 'x'))).toEqual([]);
  });
});
