import { site } from '@/config/site';

const REASONS = [
  {
    title: 'Picked by collectors',
    text: `Every piece is checked before it ships, by people ${site.followers} collectors follow.`,
  },
  {
    title: 'Fast, careful shipping',
    text: 'Orders leave within 24 hours, boxed to arrive shelf-ready.',
  },
  {
    title: 'Easy returns',
    text: 'Changed your mind? Send closed or unopened boxes back within 14 days.',
  },
  {
    title: 'Rewards for members',
    text: 'Earn bonuses by inviting friends and get promocodes just for you.',
  },
];

/** The 'Why buy here' side panel of /account. */
export function WhyBuyHere() {
  return (
    <aside className="glass why-buy" aria-labelledby="why-buy-title">
      <h2 id="why-buy-title">Why buy here</h2>
      <ul className="why-buy__list">
        {REASONS.map((reason) => (
          <li key={reason.title}>
            <h3>{reason.title}</h3>
            <p className="muted">{reason.text}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
