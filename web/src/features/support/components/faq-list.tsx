import type { FaqEntry } from '@contract/review';
import { QueryState } from '@/components/ui/query-state';
import { useFaq } from '../api/get-faq';

/** The FAQ as an accordion of native <details>: keyboard and screen-reader friendly. */
export function FaqList({ onContact }: { onContact: () => void }) {
  const query = useFaq();
  return (
    <QueryState
      query={query}
      loadingLabel="Loading questions..."
      empty={
        <p className="support__empty muted">
          No questions here yet.{' '}
          <button type="button" className="link-button" onClick={onContact}>
            Ask us directly
          </button>
        </p>
      }
    >
      {(items) => <Faq items={items} onContact={onContact} />}
    </QueryState>
  );
}

function Faq({ items, onContact }: { items: readonly FaqEntry[]; onContact: () => void }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <p className="faq__answer">{item.answer}</p>
        </details>
      ))}
      <p className="muted">
        Did not find your answer?{' '}
        <button type="button" className="link-button" onClick={onContact}>
          Contact us
        </button>
      </p>
    </div>
  );
}
