import { useId, useState, type SyntheticEvent } from 'react';
import { ReferralUseRequestSchema } from '@contract/account';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { useRedeemReferralCode } from '../api/redeem-referral-code';
import { referralUsedMessage } from '../loyalty-format';

/**
 * 'Use a friend's code': trimmed, never sent empty; the outcome is a browser alert (the
 * server's error included). The welcome bonus is for verified e-mails only, so an unverified
 * account sees why instead of the field.
 */
export function ReferralUseForm() {
  const headingId = useId();
  const emailVerified = useSessionStore((state) => state.emailVerified);
  return (
    <section className="loyalty-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        {m.account_use_friend_code()}
      </h2>
      {emailVerified ? (
        <CodeForm />
      ) : (
        // The server's words for an unverified e-mail (403), shown before it is asked.
        <p className="loyalty-card__note" role="note">
          {m.account_verify_to_use_referral()}
        </p>
      )}
    </section>
  );
}

function CodeForm() {
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemReferralCode();

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const parsed = ReferralUseRequestSchema.safeParse({ code });
    if (!parsed.success) {
      // The field holds at most 40 characters, so an empty code is the only way to fail.
      window.alert(m.account_referral_code_missing());
      return;
    }
    redeem.mutate(parsed.data, {
      onSuccess: ({ bonusEarned, newBalance }) => {
        setCode('');
        window.alert(referralUsedMessage(bonusEarned, newBalance));
      },
      onError: (failure) => {
        window.alert(m.account_error_alert({ reason: errorMessage(failure) }));
      },
    });
  };

  return (
    <>
      <p id={hintId} className="muted">
        {m.account_friend_code_hint()}
      </p>
      {/* noValidate: an empty code gets the spec's alert, not the browser's bubble. */}
      <form className="referral-use" noValidate onSubmit={submit}>
        <div className="field referral-use__field">
          <label className="field__label" htmlFor={inputId}>
            {m.account_referral_code()}
          </label>
          <input
            id={inputId}
            className="input"
            name="code"
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={m.account_referral_code_example()}
            aria-describedby={hintId}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={redeem.isPending}>
          {redeem.isPending ? m.account_applying() : m.account_apply_code()}
        </button>
      </form>
    </>
  );
}
