import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
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
    <section className="cookie-banner glass" role="region" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        We use cookies and local storage to keep your cart, wishlist and sign-in working. Read more
        in our <Link to={paths.privacy.to()}>privacy policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose('declined')}>
          Decline
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
