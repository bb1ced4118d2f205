import { useId } from 'react';
import { m } from '@/i18n/messages';

const steps = () => [
  { title: m.account_how_share_title(), text: m.account_how_share_text() },
  { title: m.account_how_friend_title(), text: m.account_how_friend_text() },
  { title: m.account_how_earn_title(), text: m.account_how_earn_text() },
];

/** The three-step how-it-works of the referrals tab. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section className="loyalty-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        {m.account_how_title()}
      </h2>
      <ol className="how-it-works">
        {steps().map((step, index) => (
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
