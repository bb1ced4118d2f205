import { formatDateTime } from '@/lib/date-format';

/**
 * When an unpaid (`new`) order's stock hold ends and the store cancels it (issue 12). The
 * server decides (`holdExpiresAt`, null when nothing will expire), so this only shows it.
 */
export function HoldExpiryNote({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <small className="admin-hold-note muted">
      Unpaid hold ends <time dateTime={at}>{formatDateTime(at)}</time>
    </small>
  );
}
