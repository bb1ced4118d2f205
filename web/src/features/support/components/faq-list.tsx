import { localText } from '@contract/product-text';
import type { FaqEntry } from '@contract/review';
import { QueryState } from '@/components/ui/query-state';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { useFaq } from '../api/get-faq';

/** The FAQ as an accordion of native <details>: keyboard and screen-reader friendly. */
export function FaqList({ onContact }: { onContact: () => void }) {
  const query = useFaq();
  return (
    <QueryState
      query={query}
      loadingLabel={m.pages_faq_loading()}
      empty={
        <p className="support__empty muted">
          {m.pages_faq_empty()}{' '}
          <button type="button" className="link-button" onClick={onContact}>
            {m.pages_faq_ask()}
          </button>
        </p>
      }
    >
      {(items) => <Faq items={items} onContact={onContact} />}
    </QueryState>
  );
}

function Faq({ items, onContact }: { items: readonly FaqEntry[]; onContact: () => void }) {
  const locale = pageLocale();
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} className="faq__item">
          <summary className="faq__question">
            {localText(item.question, item.questionRu, locale)}
          </summary>
          <p className="faq__answer">{localText(item.answer, item.answerRu, locale)}</p>
        </details>
      ))}
      <p className="muted">
        {m.pages_faq_missed()}{' '}
        <button type="button" className="link-button" onClick={onContact}>
          {m.pages_faq_contact()}
        </button>
      </p>
    </div>
  );
}
