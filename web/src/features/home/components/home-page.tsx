import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { GalleryMosaic } from './gallery-mosaic';
import { HeroArt } from './hero-art';
import { Highlights } from './highlights';
import { PublicStats } from './public-stats';
import './home.css';

export function HomePage() {
  return (
    <div className="home">
      <PageTitle />
      <section className="hero glass" aria-labelledby="hero-title">
        <p className="eyebrow">{m.shell_store_kind()}</p>
        <h1 id="hero-title" className="hero__title">
          {m.home_hero_title({ name: site.name })}
        </h1>
        <p className="hero__tagline">{m.home_tagline()}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.catalog.to()}>
            {m.home_shop()}
          </Link>
          <ExternalLink className="button button--ghost" href={site.trackingPortalUrl}>
            {m.home_track()}
          </ExternalLink>
        </div>
        <HeroArt />
      </section>

      <PublicStats />
      <Highlights />
      <GalleryMosaic />
    </div>
  );
}
