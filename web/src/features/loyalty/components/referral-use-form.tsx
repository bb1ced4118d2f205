import { useId, useState, type SyntheticEvent } from 'react';
import { ReferralUseRequestSchema } from '@contract/account';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { useRedeemReferralCode } from '../api/redeem-referral-code';
import { referralUsedMessage } from '../loyalty-format';

/** The server's words for an account whose e-mail is not verified (403), shown before it asks. */
const VERIFY_TO_USE_REFERRAL = 'Verify your e-mail to use a referral code';

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
        Use a friend's code
      </h2>
      {emailVerified ? (
        <CodeForm />
      ) : (
        <p className="loyalty-card__note" role="note">
          {VERIFY_TO_USE_REFERRAL}
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
      window.alert(parsed.error.issues[0]?.message ?? 'Please enter a referral code');
      return;
    }
    redeem.mutate(parsed.data, {
      onSuccess: ({ bonusEarned, newBalance }) => {
        setCode('');
        window.alert(referralUsedMessage(bonusEarned, newBalance));
      },
      onError: (failure) => {
        window.alert(`Error: ${errorMessage(failure)}`);
      },
    });
  };

  return (
    <>
      <p id={hintId} className="muted">
        Got a code from a friend? Enter it once to get a $5 bonus.
      </p>
      {/* noValidate: an empty code gets the spec's alert, not the browser's bubble. */}
      <form className="referral-use" noValidate onSubmit={submit}>
        <div className="field referral-use__field">
          <label className="field__label" htmlFor={inputId}>
            Referral code
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
            placeholder="e.g. AB12CD34"
            aria-describedby={hintId}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={redeem.isPending}>
          {redeem.isPending ? 'Applying...' : 'Apply code'}
        </button>
      </form>
    </>
  );
}
