import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { ErrorBox } from './error-box';

/** What LoadMore reads of a `useInfiniteQuery` result. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last 'Load more' failed (the pages loaded so far stay on screen). */
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  query: PagedQuery;
  /** Shown once everything is loaded (nothing by default). */
  end?: ReactNode;
  /** Press 'Load more' when the footer scrolls into view (default true). */
  autoLoad?: boolean;
  className?: string;
}

/**
 * The footer of a list loaded a page at a time: a 'Load more' button (which keyboard and
 * screen-reader users rely on), also pressed for the user when the footer scrolls into
 * view; the error of a failed page with 'Try again'; and, at the end, `end`.
 */
export function LoadMore({ query, end, autoLoad = true, className }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError: failed, error } = query;
  const onLoadMore = () => void query.fetchNextPage();
  const footer = useRef<HTMLDivElement>(null);
  // Only while a page may be loaded: never again after a failure (no retry loop) or at the end.
  const observe = autoLoad && hasNextPage && !isFetchingNextPage && !failed;
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = footer.current;
    if (!observe || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load.current();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [observe]);

  return (
    <div ref={footer} className={className} aria-live="polite">
      {failed && (
        <ErrorBox
          message={errorMessage(error)}
          onRetry={onLoadMore}
          retrying={isFetchingNextPage}
        />
      )}
      {hasNextPage && !failed && (
        <button
          type="button"
          className="button button--ghost"
          disabled={isFetchingNextPage}
          onClick={onLoadMore}
        >
          {isFetchingNextPage ? m.shell_loading() : m.pages_load_more()}
        </button>
      )}
      {!hasNextPage && end}
    </div>
  );
}
