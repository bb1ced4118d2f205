import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { auditLog } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { storedOrdersRepository, type StoredOrder } from '../orders';
import { csvRow, csvStringifier } from './orders-csv';
import { toSummaries } from './order-summary';

/** Orders read from Firestore per page of the export. */
export const EXPORT_PAGE_SIZE = 100;

async function* rowsOf(
  first: StoredOrder[],
  rest: AsyncIterable<StoredOrder[]>,
): AsyncGenerator<string[]> {
  const rows = (page: StoredOrder[]) => toSummaries(page).map(csvRow);
  yield* rows(first);
  for await (const page of rest) yield* rows(page);
}

export const ordersExportService = {
  /** Logged first: whoever starts an export of every customer's order is on record. */
  async recordExport(admin: SessionUser): Promise<void> {
    await auditLog.write({ action: 'orders.exported', actor: admin.email, target: 'orders.csv' });
  },

  /**
   * Streams every order as CSV into `out`, newest first, a page at a time with back-pressure:
   * neither the orders nor the file are ever held whole. The first page is read before
   * `onStart` (where the caller sends its headers), so a failure to read at all is still an
   * ordinary error answer; a failure later can only cut the download short.
   */
  async streamCsv(out: Writable, onStart: () => void): Promise<void> {
    const pages = storedOrdersRepository.pagesNewestFirst(EXPORT_PAGE_SIZE);
    const first = await pages.next();
    onStart();
    const rest = { [Symbol.asyncIterator]: () => pages };
    await pipeline(
      Readable.from(rowsOf(first.done ? [] : first.value, rest)),
      csvStringifier(),
      out,
    );
  },
};
