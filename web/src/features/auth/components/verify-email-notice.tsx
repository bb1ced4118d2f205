import { useId } from 'react';
import { m } from '@/i18n/messages';
import { useEmailVerification } from '../use-email-verification';
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
    status.kind === 'not-yet'
      ? m.account_verify_not_yet()
      : status.kind === 'sent'
        ? m.account_verify_sent()
        : '';

  return (
    <section className="verify-notice" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className="verify-notice__title">
        {m.account_verify_title()}
      </h2>
      <p className="verify-notice__text">
        {m.account_verify_sent_to()} <strong>{email}</strong>. {m.account_verify_how()}
      </p>
      <div className="verify-notice__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={check}>
          {status.kind === 'checking'
            ? m.account_verify_checking()
            : m.account_verify_done_button()}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={resend}>
          {status.kind === 'sending' ? m.account_sending() : m.account_verify_resend()}
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
