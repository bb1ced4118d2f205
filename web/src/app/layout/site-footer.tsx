import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const POLICY = [
  'Standard shipping takes about 1 week.',
  'Orders are processed within 24 hours.',
  'International delivery takes 7-14 business days.',
  'Returns are accepted within 14 days in closed or unopened boxes.',
  'Support replies within 24 hours.',
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-policy">
          <h2 id="footer-policy" className="site-footer__heading">
            Shipping &amp; returns
          </h2>
          <ul className="site-footer__policy">
            {POLICY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            Help
          </h2>
          <p>
            Questions about an order? Write to{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
          </p>
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              <li>
                <Link to={paths.privacy.to()}>Privacy</Link>
              </li>
              <li>
                <Link to={paths.support.to()}>Support</Link>
              </li>
              <li>
                <a href={`mailto:${site.supportEmail}`}>Contact</a>
              </li>
            </ul>
          </nav>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {site.name}. Collectibles for grown-up kids.
      </p>
    </footer>
  );
}
