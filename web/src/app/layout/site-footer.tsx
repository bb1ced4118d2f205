import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { m } from '@/i18n/messages';

const POLICY = [
  m.shell_policy_shipping,
  m.shell_policy_processing,
  m.shell_policy_international,
  m.shell_policy_returns,
  m.shell_policy_support,
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-policy">
          <h2 id="footer-policy" className="site-footer__heading">
            {m.shell_footer_shipping()}
          </h2>
          <ul className="site-footer__policy">
            {POLICY.map((line) => line()).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {m.shell_footer_help()}
          </h2>
          <p>
            {m.shell_footer_write()} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            .
          </p>
          <nav aria-label={m.shell_footer_nav()}>
            <ul className="site-footer__links">
              <li>
                <Link to={paths.privacy.to()}>{m.shell_footer_privacy()}</Link>
              </li>
              <li>
                <Link to={paths.support.to()}>{m.shell_nav_support()}</Link>
              </li>
              <li>
                <a href={`mailto:${site.supportEmail}`}>{m.shell_footer_contact()}</a>
              </li>
            </ul>
          </nav>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {site.name}. {m.shell_footer_legal()}
      </p>
    </footer>
  );
}
