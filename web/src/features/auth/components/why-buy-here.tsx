import { site } from '@/config/site';
import { m } from '@/i18n/messages';

const reasons = () => [
  {
    title: m.account_why_picked_title(),
    text: m.account_why_picked_text({ followers: site.followers }),
  },
  { title: m.account_why_shipping_title(), text: m.account_why_shipping_text() },
  { title: m.account_why_returns_title(), text: m.account_why_returns_text() },
  { title: m.account_why_rewards_title(), text: m.account_why_rewards_text() },
];

/** The 'Why buy here' side panel of /account. */
export function WhyBuyHere() {
  return (
    <aside className="glass why-buy" aria-labelledby="why-buy-title">
      <h2 id="why-buy-title">{m.account_why_title()}</h2>
      <ul className="why-buy__list">
        {reasons().map((reason) => (
          <li key={reason.title}>
            <h3>{reason.title}</h3>
            <p className="muted">{reason.text}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
