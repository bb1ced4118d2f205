import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { fetchText, storedOrder } from '../support/admin-orders-fixtures';

const HEADER =
  'id,date,status,customer,e-mail,items,subtotal,shipping,discount,bonus discount,total,tracking';

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

const exportsLogged = async () =>
  (
    await adminDb()
      .collection('logs')
      .where('action', '==', 'orders.exported')
      .where('actor', '==', 'admin@example.com')
      .count()
      .get()
  ).data().count;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /api/admin/export/orders.csv', () => {
  it('when the admin exports, then an RFC 4180 CSV download with a header row, quoting and formula neutralisation, without passports', async () => {
    const suffix = uniqueSuffix();
    const passports = [`PA${suffix}`, `PB${suffix}`, `PC${suffix}`];
    const createdAt = Timestamp.fromDate(new Date('2026-01-15T12:30:00.000Z'));
    const quoted = await storedOrder({
      id: `exp-a-${suffix}`,
      status: 'paid',
      createdAt,
      userName: 'Smith, "Jo"\nJr',
      userEmail: '=cmd@example.com',
      items: [
        { id: 'toy-a', title: 'Robot, "big"', price: 20, qty: 2 },
        { id: 'toy-b', title: 'Bear', price: 5, qty: 1 },
      ],
      tracking: { code: '@SUM(A1)' },
      passportNumber: passports[0],
    });
    const signs = await storedOrder({
      id: `exp-b-${suffix}`,
      createdAt,
      userName: '-2+3',
      userEmail: '+1@example.com',
      tracking: { code: '\tTAB' },
      passportNumber: passports[1],
    });
    const carriage = await storedOrder({
      id: `exp-c-${suffix}`,
      createdAt,
      userName: '\rCarriage',
      passportNumber: passports[2],
    });
    const loggedBefore = await exportsLogged();

    const before = Date.now();
    const res = await fetchText('/api/admin/export/orders.csv', admin);
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = res.headers.get('content-disposition');
    expect(
      [before, after].map((ms) => `attachment; filename="orders-${isoDay(ms)}.csv"`),
    ).toContain(disposition);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    // A UTF-8 byte order mark (for spreadsheet programs), then the header row.
    expect(res.text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const date = '2026-01-15T12:30:00.000Z';
    expect(res.text).toContain(
      `\r\n${quoted},${date},paid,"Smith, ""Jo""\nJr",'=cmd@example.com,"2 x Robot, ""big""; 1 x Bear",45.00,10.00,0.00,0.00,55.00,'@SUM(A1)\r\n`,
    );
    expect(res.text).toContain(
      `\r\n${signs},${date},new,'-2+3,'+1@example.com,1 x Robot,40.00,10.00,0.00,0.00,50.00,'\tTAB\r\n`,
    );
    expect(res.text).toContain(
      `\r\n${carriage},${date},new,"'\rCarriage",casey@example.com,1 x Robot,40.00,10.00,0.00,0.00,50.00,\r\n`,
    );
    for (const passport of passports) expect(res.text).not.toContain(passport);
    expect(res.text).not.toContain('U.S. Department of State');
    expect(await exportsLogged()).toBe(loggedBefore + 1);
  });

  it('when there are more orders than one page of the export, then every one is in the file once', async () => {
    const suffix = uniqueSuffix();
    // The export reads 100 orders per page (EXPORT_PAGE_SIZE).
    const ids = Array.from({ length: 150 }, (_, n) => `exp-many-${suffix}-${n}`);
    const writer = adminDb().bulkWriter();
    for (const id of ids) {
      void writer.set(adminDb().doc(`orders/${id}`), {
        status: 'new',
        createdAt: Timestamp.fromMillis(Date.parse('2025-06-01T00:00:00Z') + ids.indexOf(id)),
        items: [{ id: 'toy', title: 'Toy', price: 1, qty: 1, image: '' }],
        subtotal: 1,
        shipping: 10,
        tax: 0,
        discount: 0,
        bonusDiscount: 0,
        coupon: null,
        total: 11,
        tracking: null,
        userUid: null,
        userEmail: 'bulk@example.com',
        userName: 'Bulk Buyer',
        shippingData: {
          fullName: 'Bulk Buyer',
          email: 'bulk@example.com',
          phone: '',
          country: '',
          address: '',
          city: '',
          state: '',
          postalCode: '',
          notes: '',
          passportNumber: '',
          passportIssueDate: '',
          passportIssuedBy: '',
          nationality: '',
        },
        idempotencyKey: `test-${id}`,
      });
    }
    await writer.close();
    const res = await fetchText('/api/admin/export/orders.csv', admin);
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n').filter((line) => line.startsWith(`exp-many-${suffix}-`));
    const found = lines.map((line) => line.split(',')[0]);
    expect(new Set(found).size).toBe(ids.length);
    expect(found).toHaveLength(ids.length);
    // Newest first.
    expect(found[0]).toBe(ids.at(-1));
    expect(found.at(-1)).toBe(ids[0]);
  });
});
