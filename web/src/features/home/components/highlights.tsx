import type { ReactNode } from 'react';
import { LeafIcon, StarIcon, TruckIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import { m } from '@/i18n/messages';

const highlights = (): { title: string; text: string; icon: ReactNode }[] => [
  {
    title: m.home_trusted(),
    text: m.home_trusted_text({ followers: site.followers }),
    icon: <StarIcon size={24} />,
  },
  {
    title: m.home_fast(),
    text: m.home_fast_text(),
    icon: <TruckIcon size={24} />,
  },
  {
    title: m.home_calm(),
    text: m.home_calm_text(),
    icon: <LeafIcon size={24} />,
  },
];

export function Highlights() {
  return (
    <section className="highlights" aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="visually-hidden">
        {m.home_why()}
      </h2>
      <ul className="highlights__list">
        {highlights().map((item) => (
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
