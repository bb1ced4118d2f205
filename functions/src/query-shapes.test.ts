import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexProblem, type IndexesFile, type QueryShape } from './testing/index-coverage';

// Every query the functions build, as Firestore sees it (filters and orders; `select`,
// `limit` and cursors change no index), checked against firestore.indexes.json: the emulator
// ignores indexes, so a missing one would first fail in production. `readPage`
// (core/paging.ts) adds `createdAt desc, __name__ desc` to the query it is given.
const PAGED = [
  ['createdAt', 'desc'],
  ['__name__', 'desc'],
] as const;

const QUERY_SHAPES: QueryShape[] = [
  // auth
  { source: 'auth/users.repository.ts page', collection: 'users', orderBy: PAGED },
  {
    source: 'auth/users.repository.ts search',
    collection: 'users',
    filters: [['searchTokens', 'array-contains']],
    orderBy: PAGED,
  },
  // orders
  { source: 'orders/stored-orders.repository.ts page', collection: 'orders', orderBy: PAGED },
  {
    source: 'orders/stored-orders.repository.ts page (tracking none)',
    collection: 'orders',
    filters: [
      ['tracking', '=='],
      ['status', 'in'],
    ],
    orderBy: PAGED,
  },
  {
    source: 'orders/stored-orders.repository.ts search by number',
    collection: 'orders',
    filters: [['number', '==']],
    orderBy: PAGED,
  },
  {
    source: 'orders/stored-orders.repository.ts search by e-mail',
    collection: 'orders',
    filters: [['searchTokens', 'array-contains']],
    orderBy: PAGED,
  },
  {
    source: 'orders/stored-orders.repository.ts everyOrder, updateEach',
    collection: 'orders',
    orderBy: [['__name__', 'asc']],
  },
  {
    source: 'orders/stored-orders.repository.ts idsWithNumber, order-lookup.repository.ts',
    collection: 'orders',
    filters: [['number', '==']],
  },
  {
    source: 'orders/stored-orders.repository.ts heldSince (all)',
    collection: 'orders',
    filters: [
      ['status', '=='],
      ['createdAt', '<'],
    ],
    orderBy: [['createdAt', 'asc']],
  },
  {
    source: 'orders/stored-orders.repository.ts heldSince (unconfirmed)',
    collection: 'orders',
    filters: [
      ['status', '=='],
      ['contactConfirmed', '=='],
      ['createdAt', '<'],
    ],
    orderBy: [['createdAt', 'asc']],
  },
  {
    source: 'orders/order-confirmation.repository.ts',
    collection: 'orderConfirmations',
    filters: [['orderId', '==']],
  },
  {
    source: 'orders/order-ownership.repository.ts guestOrdersOf',
    collection: 'orders',
    filters: [
      ['userUid', '=='],
      ['userEmail', 'in'],
    ],
  },
  {
    source: 'orders/order-ownership.repository.ts ordersOf',
    collection: 'orders',
    filters: [['userUid', '==']],
  },
  {
    source: 'orders/orders-read.repository.ts listByOwner',
    collection: 'orders',
    filters: [['userUid', '==']],
    orderBy: PAGED,
  },
  {
    source: 'orders/orders-read.repository.ts listByEmail',
    collection: 'orders',
    filters: [['userEmail', 'in']],
    orderBy: PAGED,
  },
  // reviews and support (core/forget-account.ts updateAuthoredBy: uid, then e-mail)
  {
    source: 'reviews/reviews.repository.ts listApproved',
    collection: 'reviews',
    filters: [['status', '==']],
    orderBy: [['createdAt', 'desc']],
  },
  {
    source: 'reviews/reviews.repository.ts listAll',
    collection: 'reviews',
    orderBy: [['createdAt', 'desc']],
  },
  ...['enteredBy', 'uid', 'email'].map((field): QueryShape => ({
    source: 'reviews/reviews.repository.ts forget',
    collection: 'reviews',
    filters: [[field, '==']],
  })),
  ...['uid', 'email'].map((field): QueryShape => ({
    source: 'support/support.repository.ts forget',
    collection: 'supportTickets',
    filters: [[field, '==']],
  })),
  {
    source: 'support/support.repository.ts listTickets',
    collection: 'supportTickets',
    orderBy: [['createdAt', 'desc']],
  },
  { source: 'support/support.repository.ts faq', collection: 'faq', orderBy: [['order', 'asc']] },
  // mail, stock alerts, loyalty, gallery
  ...['uid', 'to'].map((field): QueryShape => ({
    source: 'mail/mail.repository.ts',
    collection: 'mail',
    filters: [[field, '==']],
  })),
  {
    source: 'stock-alerts/stock-alerts.repository.ts livePendingIds',
    collection: 'stockAlerts',
    filters: [
      ['email', '=='],
      ['status', '=='],
    ],
  },
  {
    source: 'stock-alerts/stock-alerts.repository.ts waiting page',
    collection: 'stockAlerts',
    filters: [
      ['productId', '=='],
      ['status', '=='],
    ],
    orderBy: [['__name__', 'asc']],
  },
  ...['uid', 'email', 'productId'].map((field): QueryShape => ({
    source: 'stock-alerts/stock-alerts.repository.ts delete',
    collection: 'stockAlerts',
    filters: [[field, '==']],
  })),
  {
    source: 'loyalty/referrals.repository.ts forgetCodesOf',
    collection: 'referralCodes',
    filters: [['uid', '==']],
  },
  {
    source: 'loyalty/referrals.repository.ts count',
    collection: 'referrals',
    filters: [['referrerUid', '==']],
  },
  {
    source: 'loyalty/bonus-accounts.repository.ts sum',
    collection: 'ledger',
    filters: [['type', 'in']],
    aggregates: 'amount',
  },
  { source: 'gallery/gallery.repository.ts', collection: 'gallery', orderBy: [['order', 'asc']] },
  // products and coupons
  {
    source: 'products: catalog-writes, products.repository findBySlug',
    collection: 'products',
    filters: [['slug', '==']],
  },
  {
    source: 'products: product-pages, products.repository list',
    collection: 'products',
    orderBy: [['slug', 'asc']],
  },
  {
    source: 'products/order-stock.repository.ts inStock',
    collection: 'products',
    filters: [['stock', '>']],
    orderBy: [['stock', 'desc']],
  },
  {
    source: 'coupons: list, backfill-assigned-emails',
    collection: 'coupons',
    orderBy: [['__name__', 'asc']],
  },
  {
    source: 'coupons/coupons.repository.ts offeredTo',
    collection: 'coupons',
    filters: [['isGlobal', '==']],
  },
  {
    source: 'coupons/coupons.repository.ts assigned',
    collection: 'coupons',
    filters: [['assignedEmails', 'array-contains']],
  },
  {
    source: 'coupons/coupons.repository.ts forgetRedemptionEmails',
    collection: 'redemptions',
    scope: 'COLLECTION_GROUP',
    filters: [['uid', '==']],
  },
  // drops, audit log, maintenance
  {
    source: 'drops/raffles.repository.ts running',
    collection: 'raffles',
    filters: [['phase', 'in']],
  },
  {
    source: 'drops/raffles.repository.ts unmailed',
    collection: 'raffles',
    filters: [['notServedMailed', '==']],
  },
  {
    source: 'drops/raffles.repository.ts forgetEntrant',
    collection: 'raffleEntries',
    scope: 'COLLECTION_GROUP',
    filters: [['uid', '==']],
  },
  { source: 'core/audit-log.ts page', collection: 'logs', orderBy: [['time', 'desc']] },
  { source: 'core/audit-log.ts forget', collection: 'logs', filters: [['actor', '==']] },
  {
    source: 'auth/users.repository.ts backfill (core/update-each.ts)',
    collection: 'users',
    orderBy: [['__name__', 'asc']],
  },
];

/**
 * How many query clauses (`.where(`, `.orderBy(`, `readPage(`, `updateEach(`) each file
 * holds. When a file's count changes, its queries changed: bring QUERY_SHAPES above in step,
 * then this count.
 */
const CLAUSES_BY_FILE: Record<string, number> = {
  'core/audit-log.ts': 2,
  'core/forget-account.ts': 2,
  'core/paging.ts': 3,
  'core/update-each.ts': 2,
  'features/auth/users.repository.ts': 4,
  'features/coupons/backfill-assigned-emails.ts': 1,
  'features/coupons/coupons.repository.ts': 5,
  'features/drops/raffles.repository.ts': 3,
  'features/gallery/gallery.repository.ts': 1,
  'features/loyalty/bonus-accounts.repository.ts': 1,
  'features/loyalty/referrals.repository.ts': 2,
  'features/mail/mail.repository.ts': 2,
  'features/orders/order-confirmation.repository.ts': 1,
  'features/orders/order-lookup.repository.ts': 1,
  'features/orders/order-ownership.repository.ts': 3,
  'features/orders/orders-read.repository.ts': 3,
  'features/orders/stored-orders.repository.ts': 14,
  'features/products/catalog-writes.repository.ts': 1,
  'features/products/order-stock.repository.ts': 2,
  'features/products/product-pages.ts': 1,
  'features/products/products.repository.ts': 2,
  'features/reviews/reviews.repository.ts': 4,
  'features/stock-alerts/stock-alerts.repository.ts': 8,
  'features/support/support.repository.ts': 2,
};

const SRC = import.meta.dirname;
const CLAUSE = /\.where\(|\.orderBy\(|[^.\w]readPage\(|[^.\w]updateEach\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const indexes = JSON.parse(
  readFileSync(path.join(SRC, '../../firestore.indexes.json'), 'utf8'),
) as IndexesFile;

describe('firestore.indexes.json', () => {
  it.each(QUERY_SHAPES.map((shape) => [shape.source, shape] as const))(
    'serves %s',
    (_source, shape) => {
      expect(indexProblem(indexes, shape)).toBeNull();
    },
  );

  it('when a file builds queries, then QUERY_SHAPES knows how many clauses it has', () => {
    const found = Object.fromEntries(
      sourceFiles(SRC)
        .map((file): [string, number] => [
          path.relative(SRC, file).split(path.sep).join('/'),
          readFileSync(file, 'utf8').match(CLAUSE)?.length ?? 0,
        ])
        .filter(([, count]) => count !== 0),
    );
    expect(found).toEqual(CLAUSES_BY_FILE);
  });
});
