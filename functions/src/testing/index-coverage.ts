/**
 * Whether firestore.indexes.json serves a query, by Firestore's rules for which index a query
 * needs (the emulator ignores indexes, so only this tells before a deploy):
 * - equality filters only (==, in, array-contains), in any number: the single-field indexes,
 *   merged; each field's must exist (not exempted by a field override);
 * - every filter and order on one field: that field's single-field index;
 * - otherwise a composite index: the equality fields first (in any order; `CONTAINS` for an
 *   array filter), then the ordered fields exactly, in order and direction (an inequality
 *   without an order is ordered by its field ascending; a sum or average is an ordered
 *   field too, since Firestore adds it up from the index's entries).
 * Ordering by the document id is implied by every index, and is left out.
 * Single-field indexes are automatic for a collection's queries and absent for collection
 * group queries, unless a field override says otherwise.
 */
export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Direction = 'asc' | 'desc';
export type FilterOp = '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>=' | '!=';

export interface QueryShape {
  /** Where the query is built, for the failure message. */
  source: string;
  collection: string;
  scope?: Scope;
  filters?: readonly (readonly [field: string, op: FilterOp])[];
  orderBy?: readonly (readonly [field: string, direction: Direction])[];
  /** A sum or average over this field. */
  aggregates?: string;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexesFile {
  indexes: { collectionGroup: string; queryScope: Scope; fields: IndexField[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: string; arrayConfig?: string; queryScope: Scope }[];
  }[];
}

const DOCUMENT_ID = '__name__';
const EQUALITY: readonly FilterOp[] = ['==', 'in', 'array-contains'];
const ORDER_NAME = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/** The index a single field needs: `CONTAINS` for an array filter, else an order. */
type SingleNeed = { arrayConfig: 'CONTAINS' } | { order: 'ASCENDING' | 'DESCENDING' };

function hasSingleField(config: IndexesFile, shape: QueryShape, field: string, need: SingleNeed) {
  const scope = shape.scope ?? 'COLLECTION';
  const override = config.fieldOverrides?.find(
    (o) => o.collectionGroup === shape.collection && o.fieldPath === field,
  );
  // Automatic: both orders and CONTAINS, for a collection's queries only.
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some(
    (index) =>
      index.queryScope === scope &&
      ('arrayConfig' in need
        ? index.arrayConfig === 'CONTAINS'
        : index.order !== undefined && index.order === need.order),
  );
}

/** Why the indexes cannot serve `shape`, or null when they can. */
export function indexProblem(config: IndexesFile, shape: QueryShape): string | null {
  const filters = shape.filters ?? [];
  const equalities = filters.filter(([, op]) => EQUALITY.includes(op));
  const inequality = filters.find(([, op]) => !EQUALITY.includes(op));
  let ordered = (shape.orderBy ?? []).filter(([field]) => field !== DOCUMENT_ID);
  if (ordered.length === 0 && inequality) ordered = [[inequality[0], 'asc']];
  if (shape.aggregates) ordered = [...ordered, [shape.aggregates, 'asc']];
  const where = `${shape.source} (${shape.collection})`;

  const fields = new Set([...filters.map(([field]) => field), ...ordered.map(([field]) => field)]);
  const singleNeed = (field: string): SingleNeed =>
    filters.some(([f, op]) => f === field && op === 'array-contains')
      ? { arrayConfig: 'CONTAINS' }
      : { order: ORDER_NAME[ordered.find(([f]) => f === field)?.[1] ?? 'asc'] };
  if (ordered.length === 0 || fields.size === 1) {
    const missing = [...fields].filter(
      (field) => !hasSingleField(config, shape, field, singleNeed(field)),
    );
    return missing.length === 0
      ? null
      : `${where}: no single-field index on ${missing.join(', ')} (exempted, or a collection group without one)`;
  }

  const scope = shape.scope ?? 'COLLECTION';
  const eqFields = new Map(equalities.map(([field, op]) => [field, op === 'array-contains']));
  const served = config.indexes.some((index) => {
    if (index.collectionGroup !== shape.collection || index.queryScope !== scope) return false;
    const indexFields = index.fields.filter((f) => f.fieldPath !== DOCUMENT_ID);
    if (indexFields.length !== eqFields.size + ordered.length) return false;
    const head = indexFields.slice(0, eqFields.size);
    const tail = indexFields.slice(eqFields.size);
    const headOk = head.every((f) => {
      const isArray = eqFields.get(f.fieldPath);
      if (isArray === undefined) return false;
      return isArray ? f.arrayConfig === 'CONTAINS' : f.order !== undefined;
    });
    const tailOk = tail.every(
      (f, i) => f.fieldPath === ordered[i]?.[0] && f.order === ORDER_NAME[ordered[i][1]],
    );
    return headOk && tailOk;
  });
  if (served) return null;
  const wanted = [
    ...[...eqFields].map(([field, isArray]) => `${field} ${isArray ? 'CONTAINS' : 'ASC'}`),
    ...ordered.map(([field, direction]) => `${field} ${direction.toUpperCase()}`),
  ];
  return `${where}: needs a composite index (${wanted.join(', ')})`;
}
