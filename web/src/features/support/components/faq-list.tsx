import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { useFaq } from '../api/get-faq';

/** The FAQ as an accordion of native <details>: keyboard and screen-reader friendly. */
export function FaqList({ onContact }: { onContact: () => void }) {
  const { data: items, error, isPending, isFetching, refetch } = useFaq();

  if (error) {
    return (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <PageLoader label="Loading questions..." />;
  if (items.length === 0) {
    return (
      <p className="support__empty muted">
        No questions here yet.{' '}
        <button type="button" className="link-button" onClick={onContact}>
          Ask us directly
        </button>
      </p>
    );
  }
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
