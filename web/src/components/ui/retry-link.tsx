/** The "Try again" link of an inline load error: refetches, and waits while it does. */
export function RetryLink({ busy, onRetry }: { busy: boolean; onRetry: () => unknown }) {
  return (
    <button type="button" className="link-button" disabled={busy} onClick={() => void onRetry()}>
      Try again
    </button>
  );
}
