import { stringify, type Options } from 'csv-stringify';
import type { AdminOrderSummary } from '../../contract/admin-orders';

/**
 * The orders export (GET /api/admin/export/orders.csv): RFC 4180 (CRLF line ends, fields
 * with a comma, quote, CR or LF quoted, quotes doubled) with a UTF-8 BOM so spreadsheet
 * programs read names in any script. Passport fields are never among the columns.
 */
export const CSV_COLUMNS = [
  'id',
  'date',
  'status',
  'customer',
  'e-mail',
  'items',
  'subtotal',
  'shipping',
  'discount',
  'bonus discount',
  'total',
  'tracking',
] as const;

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP, CSV
 * injection), or their full-width forms, which some spreadsheet programs fold into them.
 */
const FORMULA_STARTS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);

/** Neutralises a cell against formula injection: a leading quote makes it plain text. */
export function neutraliseCell(value: string): string {
  return FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
}

const money = (amount: number) => amount.toFixed(2);

/** "2 x Robot; 1 x Bear" */
export function itemsCell(items: AdminOrderSummary['items']): string {
  return items.map((line) => `${line.qty} x ${line.title}`).join('; ');
}

/** One order as the export's cells, in `CSV_COLUMNS` order, each neutralised. */
export function csvRow(order: AdminOrderSummary): string[] {
  return [
    order.id,
    order.createdAt,
    order.status,
    order.userName,
    order.userEmail,
    itemsCell(order.items),
    money(order.subtotal),
    money(order.shipping),
    money(order.discount),
    money(order.bonusDiscount),
    money(order.total),
    order.tracking?.code ?? '',
  ].map(neutraliseCell);
}

export const CSV_OPTIONS: Options = {
  bom: true,
  header: true,
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  // With a CRLF record delimiter csv-stringify would otherwise quote only a whole CRLF,
  // leaving a lone LF or CR in a cell unquoted.
  quote_record_delimiter: true,
};

/** A stream turning `csvRow` arrays into the CSV text. */
export const csvStringifier = () => stringify(CSV_OPTIONS);

/** `orders-YYYY-MM-DD.csv`, the UTC date of the export. */
export const exportFileName = (now: Date) => `orders-${now.toISOString().slice(0, 10)}.csv`;
