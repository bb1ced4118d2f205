import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyCouponsResponseSchema } from '@contract/account';
import { AdminCouponResponseSchema, AdminCouponsResponseSchema } from '@contract/admin-coupons';
import { ErrorBodySchema } from '@contract/common';
import type { Coupon } from '@contract/coupon';
import { call, createAccount, seededAdmin, type Answer } from '../support/accounts';
import { createVerifiedUser, type TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';

let admin: TestUser;
let user: TestUser;
const codes: string[] = [];

beforeAll(async () => {
  [admin, user] = await Promise.all([seededAdmin(), createAccount('coupons-user')]);
});

afterAll(async () => {
  const db = adminDb();
  await Promise.all(codes.map((code) => db.recursiveDelete(db.doc(`coupons/${code}`))));
});

/** A fresh code in lower case; the store keeps it upper-cased. */
const newCode = () => {
  const code = `t-${uniqueSuffix()}`;
  codes.push(code.toUpperCase());
  return code;
};

async function createCoupon(body: Record<string, unknown> = {}): Promise<Coupon> {
  const res = await call('POST', '/api/admin/coupons', {
    bearer: admin,
    body: { code: newCode(), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminCouponResponseSchema.parse(res.body).item;
}

const stored = async (code: string) => (await adminDb().doc(`coupons/${code}`).get()).data();

async function auditActions(code: string): Promise<string[]> {
  const snap = await adminDb().collection('logs').where('target', '==', code).get();
  return snap.docs.map((d) => `${d.get('action') as string} by ${d.get('actor') as string}`).sort();
}

function expectError(res: Answer, status: number, message?: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const { error } = ErrorBodySchema.parse(res.body);
  if (message) expect(error).toMatch(message);
}

describe('admin coupons: who may call', () => {
  it.each([
    ['guest', 401, 'Sign in required'],
    ['user', 403, 'Admin access required'],
  ] as const)(
    'when a %s calls each coupon endpoint, then %i and nothing changes',
    async (who, status, message) => {
      const bearer = who === 'guest' ? null : user;
      const coupon = await createCoupon({ title: 'Untouched' });
      const refusedCode = newCode();
      const answers = [
        await call('GET', '/api/admin/coupons', { bearer }),
        await call('POST', '/api/admin/coupons', { bearer, body: { code: refusedCode } }),
        await call('PATCH', `/api/admin/coupons/${coupon.code}`, {
          bearer,
          body: { title: 'Changed' },
        }),
        await call('POST', '/api/admin/coupons/send', {
          bearer,
          body: { code: coupon.code, emails: ['someone@example.com'] },
        }),
        await call('DELETE', `/api/admin/coupons/${coupon.code}`, { bearer }),
      ];
      for (const res of answers) expectError(res, status, message);
      expect(await stored(refusedCode.toUpperCase())).toBeUndefined();
      expect(await stored(coupon.code)).toMatchObject({ title: 'Untouched', assignedTo: [] });
    },
  );

  it('when the admin calls each coupon endpoint, then each answers 2xx', async () => {
    const coupon = await createCoupon();
    const list = await call('GET', '/api/admin/coupons', { bearer: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const patched = await call('PATCH', `/api/admin/coupons/${coupon.code}`, {
      bearer: admin,
      body: { isHidden: true },
    });
    expect(patched.status).toBe(200);
    const sent = await call('POST', '/api/admin/coupons/send', {
      bearer: admin,
      body: { code: coupon.code, emails: ['fan@example.com'] },
    });
    expect(sent.status).toBe(200);
    const removed = await call('DELETE', `/api/admin/coupons/${coupon.code}`, { bearer: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
  });
});

describe('POST /api/admin/coupons', () => {
  it('when only a code is sent, then the coupon gets the defaults, an upper-cased code and a log entry', async () => {
    const code = newCode();
    const res = await call('POST', '/api/admin/coupons', { bearer: admin, body: { code } });
    expect(res.status).toBe(201);
    const expected: Coupon = {
      code: code.toUpperCase(),
      type: 'percent',
      value: 10,
      expiresAt: null,
      maxUses: null,
      uses: 0,
      assignedTo: [],
      isGlobal: false,
      title: '',
      isHidden: false,
    };
    expect(AdminCouponResponseSchema.parse(res.body).item).toEqual(expected);
    expect(await stored(code.toUpperCase())).toMatchObject({ ...expected, expiresAt: null });
    expect(await auditActions(code.toUpperCase())).toEqual(['coupon.created by admin@example.com']);
  });

  it('when every field is sent, then they are kept: e-mails lower-cased once, expiry in UTC', async () => {
    const coupon = await createCoupon({
      type: 'fixed',
      value: 7.499,
      expiresAt: '2030-01-02T03:04:05+02:00',
      maxUses: 3,
      assignedTo: ['Fan@Example.com', 'fan@example.com', 'other@example.com'],
      isGlobal: true,
      title: 'Скидка для друзей',
      isHidden: true,
    });
    expect(coupon).toMatchObject({
      type: 'fixed',
      value: 7.5,
      expiresAt: '2030-01-02T01:04:05.000Z',
      maxUses: 3,
      uses: 0,
      assignedTo: ['fan@example.com', 'other@example.com'],
      isGlobal: true,
      title: 'Скидка для друзей',
      isHidden: true,
    });
    const list = AdminCouponsResponseSchema.parse(
      (await call('GET', '/api/admin/coupons', { bearer: admin })).body,
    );
    expect(list.items.find((c) => c.code === coupon.code)).toEqual(coupon);
    // The lower-cased copy the promocodes list queries is stored with it (never answered).
    expect((await stored(coupon.code))?.assignedEmails).toEqual([
      'fan@example.com',
      'other@example.com',
    ]);
  });

  it('when the list is read, then every coupon is there, sorted by code', async () => {
    const [a, b] = [await createCoupon(), await createCoupon()];
    const { items } = AdminCouponsResponseSchema.parse(
      (await call('GET', '/api/admin/coupons', { bearer: admin })).body,
    );
    const listed = items.map((c) => c.code);
    expect(listed).toEqual(expect.arrayContaining([a.code, b.code, 'SAVE10', 'VIPSAM15']));
    expect(listed).toEqual([...listed].sort());
  });

  it('when the code exists in another letter case, then 409 and the coupon is unchanged', async () => {
    const coupon = await createCoupon({ title: 'First' });
    const res = await call('POST', '/api/admin/coupons', {
      bearer: admin,
      body: { code: coupon.code.toLowerCase(), title: 'Second' },
    });
    expectError(res, 409, `A coupon with the code ${coupon.code} already exists`);
    expect(await stored(coupon.code)).toMatchObject({ title: 'First' });
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['the code has spaces or symbols', { code: 'bad code!' }],
    ['the code is missing', { code: undefined }],
    ['the value is negative', { value: -1 }],
    ['the value is not a number', { value: 'ten' }],
    ['a percent value is over 100', { type: 'percent', value: 101 }],
    ['the default percent type gets a value over 100', { value: 150 }],
    ['the type is unknown', { type: 'bogo' }],
    ['the expiry is not a date', { expiresAt: 'tomorrow' }],
    ['the expiry has no offset', { expiresAt: '2030-01-01T00:00:00' }],
    ['max uses is 0', { maxUses: 0 }],
    ['max uses is fractional', { maxUses: 1.5 }],
    ['an assigned e-mail is invalid', { assignedTo: ['fan@example.com', 'not-an-email'] }],
    ['assignedTo is a string', { assignedTo: 'fan@example.com' }],
    ['the title is too long', { title: 'x'.repeat(201) }],
    ['an unknown field is sent', { uses: 5 }],
  ];

  it.each(invalid)('when %s, then 400 and nothing is created', async (_case, over) => {
    const code = `t-${uniqueSuffix()}`;
    const res = await call('POST', '/api/admin/coupons', {
      bearer: admin,
      body: { code, ...over },
    });
    expectError(res, 400);
    expect(await stored(code.toUpperCase())).toBeUndefined();
  });
});

describe('PATCH /api/admin/coupons/{code}', () => {
  it('when fields are changed (code in any case), then only they change and uses are kept', async () => {
    const coupon = await createCoupon({ title: 'Before', maxUses: 5 });
    await adminDb().doc(`coupons/${coupon.code}`).update({ uses: 2 });
    const res = await call('PATCH', `/api/admin/coupons/${coupon.code.toLowerCase()}`, {
      bearer: admin,
      body: { title: 'After', isGlobal: true, isHidden: true, expiresAt: null, maxUses: null },
    });
    expect(res.status).toBe(200);
    const expected = { ...coupon, title: 'After', isGlobal: true, isHidden: true, maxUses: null };
    expect(AdminCouponResponseSchema.parse(res.body).item).toEqual({ ...expected, uses: 2 });
    expect(await stored(coupon.code)).toMatchObject({ title: 'After', uses: 2, maxUses: null });
    expect(await auditActions(coupon.code)).toEqual([
      'coupon.created by admin@example.com',
      'coupon.updated by admin@example.com',
    ]);
  });

  it('when the assigned e-mails are changed, then their lower-cased copy follows', async () => {
    const coupon = await createCoupon({ assignedTo: ['first@example.com'] });
    const res = await call('PATCH', `/api/admin/coupons/${coupon.code}`, {
      bearer: admin,
      body: { assignedTo: ['Second@Example.com', 'third@example.com'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(coupon.code)).toMatchObject({
      assignedTo: ['second@example.com', 'third@example.com'],
      assignedEmails: ['second@example.com', 'third@example.com'],
    });
    const untouched = await call('PATCH', `/api/admin/coupons/${coupon.code}`, {
      bearer: admin,
      body: { title: 'Only the title' },
    });
    expect(untouched.status).toBe(200);
    expect((await stored(coupon.code))?.assignedEmails).toEqual([
      'second@example.com',
      'third@example.com',
    ]);
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    ['a percent value is over 100', { type: 'percent', value: 100 }, { value: 100.5 }],
    [
      'only the type changes to percent on a large value',
      { type: 'fixed', value: 150 },
      { type: 'percent' },
    ],
    ['the value is negative', {}, { value: -5 }],
    ['the expiry is not a date', {}, { expiresAt: '31/12/2030' }],
    ['max uses is 0', {}, { maxUses: 0 }],
    ['max uses is fractional', {}, { maxUses: 2.5 }],
    ['an assigned e-mail is invalid', {}, { assignedTo: ['nope'] }],
    ['the code is sent', {}, { code: 'OTHER' }],
    ['nothing is sent', {}, {}],
  ])('when %s, then 400 and the coupon is unchanged', async (_case, create, patch) => {
    const coupon = await createCoupon(create);
    const before = await stored(coupon.code);
    const res = await call('PATCH', `/api/admin/coupons/${coupon.code}`, {
      bearer: admin,
      body: patch,
    });
    expectError(res, 400);
    expect(await stored(coupon.code)).toEqual(before);
  });

  it('when the coupon does not exist, then 404 for patch, delete and send, and nothing is created', async () => {
    const code = `T-MISSING-${uniqueSuffix().toUpperCase()}`;
    const answers = [
      await call('PATCH', `/api/admin/coupons/${code}`, { bearer: admin, body: { title: 'x' } }),
      await call('DELETE', `/api/admin/coupons/${code}`, { bearer: admin }),
      await call('POST', '/api/admin/coupons/send', {
        bearer: admin,
        body: { code, emails: ['fan@example.com'] },
      }),
    ];
    for (const res of answers) expectError(res, 404, 'Coupon not found');
    expect(await stored(code)).toBeUndefined();
    expect(await auditActions(code)).toEqual([]);
  });
});

describe('DELETE /api/admin/coupons/{code}', () => {
  it('when a used coupon is deleted, then it and its redemptions are gone, and it is logged', async () => {
    const coupon = await createCoupon();
    const ref = adminDb().doc(`coupons/${coupon.code}`);
    await ref.collection('redemptions').doc('some-uid').set({ uid: 'some-uid', count: 1 });
    const res = await call('DELETE', `/api/admin/coupons/${coupon.code}`, { bearer: admin });
    expect(res.status).toBe(200);
    expect((await ref.get()).exists).toBe(false);
    expect((await ref.collection('redemptions').get()).empty).toBe(true);
    expect(await auditActions(coupon.code)).toContain('coupon.deleted by admin@example.com');
  });
});

describe('POST /api/admin/coupons/send', () => {
  it('when e-mails are sent in mixed case and twice, then each is added once, lower-cased', async () => {
    const coupon = await createCoupon({ assignedTo: ['first@example.com'] });
    const res = await call('POST', '/api/admin/coupons/send', {
      bearer: admin,
      body: {
        code: coupon.code.toLowerCase(),
        emails: ['New@Example.com', 'new@example.com', 'FIRST@example.com'],
      },
    });
    expect(res.status).toBe(200);
    expect(AdminCouponResponseSchema.parse(res.body).item.assignedTo).toEqual([
      'first@example.com',
      'new@example.com',
    ]);
    expect(await stored(coupon.code)).toMatchObject({
      assignedTo: ['first@example.com', 'new@example.com'],
      assignedEmails: ['first@example.com', 'new@example.com'],
    });
    expect(await auditActions(coupon.code)).toContain('coupon.sent by admin@example.com');
  });

  it.each<[string, unknown]>([
    ['the e-mail list is empty', { emails: [] }],
    ['an e-mail is invalid', { emails: ['ok@example.com', 'not an email'] }],
    ['the e-mails are missing', {}],
    ['the code is malformed', { code: 'bad code', emails: ['ok@example.com'] }],
  ])('when %s, then 400 and nobody is added', async (_case, body) => {
    const coupon = await createCoupon();
    const res = await call('POST', '/api/admin/coupons/send', {
      bearer: admin,
      body: { code: coupon.code, ...(body as object) },
    });
    expectError(res, 400);
    expect((await stored(coupon.code))?.assignedTo).toEqual([]);
  });

  it('when a hidden coupon is sent to a verified account, then it shows in that account’s promocodes only', async () => {
    const [shopper, other] = await Promise.all([
      createVerifiedUser('coupon-receiver'),
      createVerifiedUser('coupon-bystander'),
    ]);
    const coupon = await createCoupon({ title: 'Welcome gift', isHidden: true, value: 15 });
    const myCodes = async (who: TestUser) =>
      MyCouponsResponseSchema.parse((await call('GET', '/api/coupons/me', { bearer: who })).body)
        .items;
    expect((await myCodes(shopper)).map((c) => c.code)).not.toContain(coupon.code);

    const sent = await call('POST', '/api/admin/coupons/send', {
      bearer: admin,
      body: { code: coupon.code, emails: [shopper.email.toUpperCase()] },
    });
    expect(sent.status).toBe(200);

    expect((await myCodes(shopper)).find((c) => c.code === coupon.code)).toEqual({
      code: coupon.code,
      type: 'percent',
      value: 15,
      title: 'Welcome gift',
      expiresAt: null,
    });
    expect((await myCodes(other)).map((c) => c.code)).not.toContain(coupon.code);
  });
});
