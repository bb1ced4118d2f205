import type { ReactNode } from 'react';
import { LeafIcon, StarIcon, TruckIcon } from '@/components/ui/icons';
import { site } from '@/config/site';

const HIGHLIGHTS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Trusted by collectors',
    text: `${site.followers} followers share unboxings, trades and shelf tours with us.`,
    icon: <StarIcon size={24} />,
  },
  {
    title: 'Fast shipping',
    text: 'Orders leave within 24 hours; standard delivery takes about a week.',
    icon: <TruckIcon size={24} />,
  },
  {
    title: 'Calm motion',
    text: 'A quiet shop: no pop-ups, no flashing banners, gentle animations that respect your settings.',
    icon: <LeafIcon size={24} />,
  },
];

export function Highlights() {
  return (
    <section className="highlights" aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="visually-hidden">
        Why collectors shop here
      </h2>
      <ul className="highlights__list">
        {HIGHLIGHTS.map((item) => (
          <li key={item.title} className="highlight glass">
            <span className="highlight__icon">{item.icon}</span>
            <h3>{item.title}</h3>
            <p className="muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
