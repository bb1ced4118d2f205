import { describe, expect, it } from 'vitest';
import { indexProblem, type IndexesFile, type QueryShape } from './index-coverage';

const composite = (collection: string, fields: IndexesFile['indexes'][number]['fields']) => ({
  collectionGroup: collection,
  queryScope: 'COLLECTION' as const,
  fields,
});

const config: IndexesFile = {
  indexes: [
    composite('orders', [
      { fieldPath: 'userUid', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]),
    composite('users', [
      { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]),
  ],
  fieldOverrides: [
    { collectionGroup: 'users', fieldPath: 'searchTokens', indexes: [] },
    { collectionGroup: 'mail', fieldPath: 'expiresAt', indexes: [] },
    {
      collectionGroup: 'entries',
      fieldPath: 'uid',
      indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
    },
  ],
};

const shape = (partial: Omit<QueryShape, 'source'>): QueryShape => ({ source: 'x.ts', ...partial });

describe('indexProblem', () => {
  it('when equality filters only are merged from single-field indexes, then nothing is missing', () => {
    const query = shape({
      collection: 'orders',
      filters: [
        ['userUid', '=='],
        ['userEmail', 'in'],
      ],
      orderBy: [['__name__', 'asc']],
    });
    expect(indexProblem(config, query)).toBeNull();
  });

  it('when a composite index matches the equality then the order, then nothing is missing', () => {
    const query = shape({
      collection: 'orders',
      filters: [['userUid', '==']],
      orderBy: [
        ['createdAt', 'desc'],
        ['__name__', 'desc'],
      ],
    });
    expect(indexProblem(config, query)).toBeNull();
  });

  it('when the composite index is missing or ordered the other way, then it is named', () => {
    const other = shape({
      collection: 'orders',
      filters: [['userEmail', '==']],
      orderBy: [['createdAt', 'desc']],
    });
    expect(indexProblem(config, other)).toBe(
      'x.ts (orders): needs a composite index (userEmail ASC, createdAt DESC)',
    );
    const ascending = shape({
      collection: 'orders',
      filters: [['userUid', '==']],
      orderBy: [['createdAt', 'asc']],
    });
    expect(indexProblem(config, ascending)).toContain('needs a composite index');
  });

  it('when an array filter is ordered, then only a CONTAINS composite serves it', () => {
    const query = shape({
      collection: 'users',
      filters: [['searchTokens', 'array-contains']],
      orderBy: [['createdAt', 'desc']],
    });
    expect(indexProblem(config, query)).toBeNull();
    expect(indexProblem({ ...config, indexes: [] }, query)).toBe(
      'x.ts (users): needs a composite index (searchTokens CONTAINS, createdAt DESC)',
    );
  });

  it('when a field override exempts the field, then its single-field query is not served', () => {
    expect(
      indexProblem(
        config,
        shape({ collection: 'users', filters: [['searchTokens', 'array-contains']] }),
      ),
    ).toContain('no single-field index on searchTokens');
    expect(
      indexProblem(config, shape({ collection: 'mail', filters: [['expiresAt', '<']] })),
    ).toContain('no single-field index on expiresAt');
  });

  it('when a collection group is queried, then only an override with that scope serves it', () => {
    const group = (collection: string) =>
      shape({ collection, scope: 'COLLECTION_GROUP', filters: [['uid', '==']] });
    expect(indexProblem(config, group('entries'))).toBeNull();
    expect(indexProblem(config, group('others'))).toContain('no single-field index on uid');
  });

  it('when a sum has a filter on another field, then it needs a composite index with both', () => {
    const query = shape({ collection: 'ledger', filters: [['type', 'in']], aggregates: 'amount' });
    expect(indexProblem(config, query)).toBe(
      'x.ts (ledger): needs a composite index (type ASC, amount ASC)',
    );
  });

  it('when a range and its order are on one field, then the single-field index serves it', () => {
    const query = shape({
      collection: 'products',
      filters: [['stock', '>']],
      orderBy: [['stock', 'desc']],
    });
    expect(indexProblem(config, query)).toBeNull();
  });
});
