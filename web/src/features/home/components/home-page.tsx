import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { PageTitle } from '@/components/ui/page-title';
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
        <p className="eyebrow">Collectible toys</p>
        <h1 id="hero-title" className="hero__title">
          {site.name}: small treasures for collectors
        </h1>
        <p className="hero__tagline">{site.tagline}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.catalog.to()}>
            Shop catalog
          </Link>
          <ExternalLink className="button button--ghost" href={site.trackingPortalUrl}>
            Track order
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
