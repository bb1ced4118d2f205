// The 'Verify your e-mail' notice's behaviour: ask whether the e-mail was verified when the
// notice appears and whenever the shopper comes back to this tab (they open the link in
// their mail app or another tab), or when they say so; and send the e-mail again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { m } from '@/i18n/messages';
import { ApiError } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { verificationSendError } from './credentials';
import { refreshEmailVerification, resendVerificationEmail } from './session-sync';

export type VerificationStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'not-yet' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'error'; message: string };

export function useEmailVerification() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const emailVerified = useSessionStore((state) => state.emailVerified);
  const [status, setStatus] = useState<VerificationStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  /** `quiet`: a check on return to the tab, which says nothing unless it succeeds. */
  const check = useCallback(
    async (quiet: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      if (!quiet) setStatus({ kind: 'checking' });
      try {
        const verified = await refreshEmailVerification();
        if (verified) {
          setStatus({ kind: 'idle' });
          notify.success(m.account_verify_thanks());
          // The role and the attached guest orders changed on the server: refetch what is shown.
          await queryClient.invalidateQueries();
        } else if (!quiet) {
          setStatus({ kind: 'not-yet' });
        }
      } catch (error) {
        if (quiet) {
          console.warn('Could not check the e-mail verification', error);
        } else {
          const stale = error instanceof ApiError && error.status === 401;
          setStatus({
            kind: 'error',
            message: stale ? m.account_verify_session_stale() : m.account_verify_check_failed(),
          });
        }
      } finally {
        inFlight.current = false;
      }
    },
    [queryClient, notify],
  );

  const resend = useCallback(async () => {
    setStatus({ kind: 'sending' });
    try {
      await resendVerificationEmail();
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: verificationSendError(error) });
    }
  }, []);

  useEffect(() => {
    if (emailVerified) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void check(true);
    };
    onReturn();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [emailVerified, check]);

  return {
    emailVerified,
    status,
    check: () => {
      void check(false);
    },
    resend: () => {
      void resend();
    },
  };
}
