import { m } from '@/i18n/messages';

/** The "Try again" link of an inline load error: refetches, and waits while it does. */
export function RetryLink({ busy, onRetry }: { busy: boolean; onRetry: () => unknown }) {
  return (
    <button type="button" className="link-button" disabled={busy} onClick={() => void onRetry()}>
      {m.shell_try_again()}
    </button>
  );
}
