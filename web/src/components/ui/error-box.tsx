import type { ReactNode } from 'react';
import { m } from '@/i18n/messages';

interface ErrorBoxProps {
  message: string;
  /** Shows a 'Try again' button (for a failed load). */
  onRetry?: () => void;
  /** Disables 'Try again' while the retry runs. */
  retrying?: boolean;
  children?: ReactNode;
}

/** Lists and pages show failures as 'Error: ' plus the message in a red box. */
export function ErrorBox({ message, onRetry, retrying = false, children }: ErrorBoxProps) {
  return (
    <div className="error-box" role="alert">
      <p>{m.shell_error({ message })}</p>
      {onRetry && (
        <button
          type="button"
          className="button button--ghost"
          disabled={retrying}
          onClick={onRetry}
        >
          {m.shell_try_again()}
        </button>
      )}
      {children}
    </div>
  );
}
