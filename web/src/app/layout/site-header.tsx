import { Link, NavLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LogoIcon } from '@/components/ui/icons';
import { CartButton } from '@/features/cart/shell';
import { m } from '@/i18n/messages';
import { LanguageLink } from './language-link';
import { ProfileMenu } from './profile-menu';

const NAV_ITEMS = [
  { label: m.shell_nav_home, to: paths.home.to(), end: true },
  { label: m.shell_nav_catalog, to: paths.catalog.to(), end: false },
  { label: m.shell_nav_reviews, to: paths.reviews.to(), end: false },
  { label: m.shell_nav_support, to: paths.support.to(), end: false },
];

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home.to()} className="brand">
          <span className="brand__mark">
            <LogoIcon size={22} />
          </span>
          <span className="brand__name">{site.name}</span>
        </Link>
        <nav className="site-nav" aria-label={m.shell_nav_label()}>
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {item.label()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageLink />
          <CartButton />
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
