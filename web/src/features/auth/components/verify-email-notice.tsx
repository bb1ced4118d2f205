import { useId } from 'react';
import {
  NOT_VERIFIED_YET,
  useEmailVerification,
  VERIFICATION_SENT,
} from '../use-email-verification';
import './verify-email-notice.css';

/**
 * 'Verify your e-mail' (issue 11), shown in the account area while the server does not count
 * the e-mail as verified: where the link went, a resend button, and 'I've verified' for
 * those who come back without switching tabs. Gone as soon as the session says verified.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const titleId = useId();
  const { emailVerified, status, check, resend } = useEmailVerification();
  if (emailVerified) return null;

  const busy = status.kind === 'checking' || status.kind === 'sending';
  const info =
    status.kind === 'not-yet' ? NOT_VERIFIED_YET : status.kind === 'sent' ? VERIFICATION_SENT : '';

  return (
    <section className="verify-notice" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className="verify-notice__title">
        Verify your e-mail
      </h2>
      <p className="verify-notice__text">
        We sent a link to <strong>{email}</strong>. Open it to confirm the address, then come back
        here. You can shop meanwhile, but until then each order must be confirmed from the e-mail we
        send with it, or it is cancelled after a short hold. Orders placed as a guest join your
        account once the address is verified.
      </p>
      <div className="verify-notice__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={check}>
          {status.kind === 'checking' ? 'Checking...' : "I've verified my e-mail"}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={resend}>
          {status.kind === 'sending' ? 'Sending...' : 'Resend the e-mail'}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p className="verify-notice__status" role="status">
        {info}
      </p>
      {status.kind === 'error' && (
        <p className="form-error verify-notice__error" role="alert">
          {status.message}
        </p>
      )}
    </section>
  );
}
