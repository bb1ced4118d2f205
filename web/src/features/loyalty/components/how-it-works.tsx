import { useId } from 'react';

const STEPS = [
  {
    title: 'Share your code',
    text: 'Create your referral code and send it to a friend who collects.',
  },
  {
    title: 'Your friend gets $5',
    text: 'They enter it once in their account and receive a $5 bonus for their next order.',
  },
  {
    title: 'You earn from their orders',
    text: 'A share of every order they place comes back to you as bonuses, up to a monthly limit. If an order is cancelled, its share is taken back.',
  },
] as const;

/** The three-step how-it-works of the referrals tab. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section className="loyalty-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        How it works
      </h2>
      <ol className="how-it-works">
        {STEPS.map((step, index) => (
          <li key={step.title} className="how-it-works__step">
            <span className="how-it-works__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="how-it-works__title">{step.title}</h3>
              <p className="muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
