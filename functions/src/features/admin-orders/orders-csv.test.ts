import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { AdminOrderSummary } from '../../contract/admin-orders';
import { CSV_OPTIONS, csvRow, exportFileName, itemsCell, neutraliseCell } from './orders-csv';

const order = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 'ord1',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  holdExpiresAt: null,
  contactConfirmed: true,
  items: [
    { id: 'a', title: 'Robot', price: 20, qty: 2, image: '' },
    { id: 'b', title: 'Bear', price: 5.5, qty: 1, image: '' },
  ],
  subtotal: 45.5,
  shipping: 10,
  tax: 0,
  discount: 4.55,
  bonusDiscount: 1,
  coupon: 'SAVE10',
  total: 49.95,
  tracking: { code: 'TRK1' },
  userEmail: 'casey@example.com',
  userName: 'Casey Collector',
  shippingData: {
    fullName: 'Casey Collector',
    email: 'casey@example.com',
    phone: '',
    country: '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
    notes: '',
  },
  ...over,
});

const toCsv = (rows: string[][]) => stringify(rows, CSV_OPTIONS);

describe('neutraliseCell', () => {
  it('when a cell starts with = + - @ tab or CR, then a single quote goes in front', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('when a cell starts with a full-width formula sign, then it is neutralised too', () => {
    expect(neutraliseCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
  });

  it('when a cell starts otherwise (or has the signs later), then it is unchanged', () => {
    for (const value of ['Casey', '49.95', '', ' =1', 'a=b', "'quoted"]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });
});

describe('csvRow', () => {
  it('when an order is exported, then its columns in order, money with cents, no passport', () => {
    expect(csvRow(order())).toEqual([
      'ord1',
      '2026-11-20T10:00:00.000Z',
      'paid',
      'Casey Collector',
      'casey@example.com',
      '2 x Robot; 1 x Bear',
      '45.50',
      '10.00',
      '4.55',
      '1.00',
      '49.95',
      'TRK1',
    ]);
  });

  it('when an order has no tracking, then the cell is empty', () => {
    expect(csvRow(order({ tracking: null })).at(-1)).toBe('');
  });

  it('when text cells start with formula signs, then each is neutralised', () => {
    const row = csvRow(
      order({ userName: '=HYPERLINK("x")', userEmail: '@evil', tracking: { code: '-1' } }),
    );
    expect(row[3]).toBe('\'=HYPERLINK("x")');
    expect(row[4]).toBe("'@evil");
    expect(row[11]).toBe("'-1");
  });

  it('when items are listed, then "qty x title" joined by "; "', () => {
    expect(itemsCell([{ id: 'a', title: 'Robot, big', price: 1, qty: 3 }])).toBe('3 x Robot, big');
  });
});

describe('CSV text (RFC 4180)', () => {
  it('when written, then a BOM, the header row and CRLF line ends', () => {
    const text = toCsv([csvRow(order())]);
    expect(text.startsWith('\uFEFFid,date,status,customer,e-mail,items,')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('when cells hold commas, quotes, LF or CR, then they are quoted and quotes doubled', () => {
    const text = toCsv([['a,b', 'say "hi"', 'line\nbreak', 'car\rriage', 'plain']]);
    expect(text.split('\r\n')[1]).toBe('"a,b","say ""hi""","line\nbreak","car\rriage",plain');
  });

  it('when a neutralised cell starts with CR, then it is quoted as well', () => {
    const text = toCsv([[neutraliseCell('\r=1')]]);
    expect(text.split('\r\n')[1]).toBe('"\'\r=1"');
  });
});

describe('exportFileName', () => {
  it('when exported, then orders-YYYY-MM-DD.csv in UTC', () => {
    expect(exportFileName(new Date('2026-11-22T23:59:00Z'))).toBe('orders-2026-11-22.csv');
  });
});
