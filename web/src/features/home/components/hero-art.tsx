import heroArt from './hero-art.svg?no-inline';

/**
 * Decorative shelf of toys for the hero on wide screens; hidden from assistive tech. A file of
 * its own, not script: narrow screens hide it, and a lazy image hidden by CSS is never fetched.
 */
export function HeroArt() {
  return <img className="hero__art" src={heroArt} alt="" width={320} height={260} loading="lazy" />;
}
