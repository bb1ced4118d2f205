import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { m } from '@/i18n/messages';
import { COPY_CONFIRMATION_MS } from '../loyalty-format';

/**
 * A code that copies itself when clicked and says 'Copied!' for 2 seconds. The status is a
 * live region that is always there, so screen readers hear the change.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No clipboard (an insecure page) or permission refused: the code is on screen to copy by hand.
      notify.error(m.account_copy_failed());
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCopied(false);
    }, COPY_CONFIRMATION_MS);
  };

  return (
    <span className="copy-code">
      <button
        type="button"
        className="copy-code__button"
        aria-label={m.account_copy_code({ code })}
        onClick={() => void copy()}
      >
        <code>{code}</code>
        <CopyIcon />
      </button>
      <span className="copy-code__status" role="status">
        {copied ? m.account_copied() : ''}
      </span>
    </span>
  );
}

function CopyIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a1 1 0 0 1 1-1h10" />
    </svg>
  );
}
