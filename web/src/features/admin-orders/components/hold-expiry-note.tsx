import { formatDateTime } from '@/lib/date-format';

/**
 * When an unpaid (`new`) order's stock hold ends and the store cancels it (issue 12): the
 * usual unpaid hold, or the short one of an unconfirmed order (issue 21). The server decides
 * (`holdExpiresAt`, null when nothing will expire), so this only shows it.
 */
export function HoldExpiryNote({
  at,
  confirmed = true,
}: {
  at: string | null;
  confirmed?: boolean;
}) {
  if (!at) return null;
  return (
    <small className="admin-hold-note muted">
      {confirmed ? 'Unpaid hold ends' : 'Unconfirmed hold ends'}{' '}
      <time dateTime={at}>{formatDateTime(at)}</time>
    </small>
  );
}
