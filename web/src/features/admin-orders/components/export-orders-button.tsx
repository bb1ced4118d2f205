import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useExportOrders } from '../api/export-orders';

/** Used when the server names no file. */
const DEFAULT_FILE_NAME = 'orders.csv';

/**
 * The admin header's Export: fetches the CSV (asking for the password again first when the
 * sign-in is too old), then hands it to the browser as a download. The admin stays where
 * they were; a failure is said beside the button.
 */
export function ExportOrdersButton() {
  const exportOrders = useExportOrders();
  const busy = exportOrders.isPending;
  return (
    <div>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => {
          exportOrders.mutate(undefined, {
            onSuccess: ({ blob, fileName }) => {
              saveFile(blob, fileName ?? DEFAULT_FILE_NAME);
            },
          });
        }}
      >
        {busy ? 'Exporting...' : 'Export orders (CSV)'}
      </button>
      {exportOrders.error && (
        <p className="form-error" role="alert">
          {errorMessage(exportOrders.error)}
        </p>
      )}
    </div>
  );
}
