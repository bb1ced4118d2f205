import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { ErrorBox } from './error-box';
import { PageLoader } from './page-loader';

/** What QueryState reads of a query: a `useQuery` or `useInfiniteQuery` result fits. */
export interface QueryStatus<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** The loader's text; 'Loading...' unless given. */
  loadingLabel?: string;
  /** Shown while loading instead of the page loader. */
  loading?: ReactNode;
  /** A failed load offers 'Try again' (the default) or only says what went wrong. */
  retry?: boolean;
  /**
   * A failed refresh keeps what was loaded on screen (the content then says so itself);
   * otherwise any error replaces it.
   */
  keepDataOnError?: boolean;
  /** Shown instead of the content when `isEmpty` says so (by default: an empty list). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The branches every loaded list or page has: the error box (with 'Try again'), the
 * loader, the empty state, then the content with its data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  retry = true,
  keepDataOnError = false,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStateProps<T>) {
  const { data, error, isPending, isFetching, refetch } = query;
  if (error && !(keepDataOnError && data !== undefined)) {
    return (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={retry ? () => void refetch() : undefined}
        retrying={isFetching}
      />
    );
  }
  if (isPending || data === undefined) return loading ?? <PageLoader label={loadingLabel} />;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
