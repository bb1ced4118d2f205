import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { m } from '@/i18n/messages';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from '@/lib/storage';

/** Shown while no consent is stored; either answer is stored and hides it. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);

  if (consent) return null;

  const choose = (value: CookieConsent) => {
    writeCookieConsent(value);
    setConsent(value);
  };

  return (
    <section className="cookie-banner glass" role="region" aria-label={m.shell_cookie_label()}>
      <p className="cookie-banner__text">
        {m.shell_cookie_text()} <Link to={paths.privacy.to()}>{m.shell_cookie_policy()}</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose('declined')}>
          {m.shell_cookie_decline()}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          {m.shell_cookie_accept()}
        </button>
      </div>
    </section>
  );
}
