import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore, type PagedQuery } from './load-more';

/** An IntersectionObserver stand-in: `show()` reports the observed footer as in view. */
function stubObserver() {
  const live = new Set<IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        live.add(this.callback);
      }
      disconnect() {
        live.delete(this.callback);
      }
    },
  );
  return {
    show: () => {
      for (const callback of [...live]) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

const query = (over: Partial<PagedQuery> = {}): PagedQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage: vi.fn(),
  ...over,
});

describe('LoadMore', () => {
  it('loads the next page on click, and shows Loading... disabled while it loads', async () => {
    const user = userEvent.setup();
    const paged = query();
    const { rerender } = render(<LoadMore query={paged} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<LoadMore query={{ ...paged, isFetchingNextPage: true }} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('loads the next page when the footer scrolls into view, but not after a failure', () => {
    const observer = stubObserver();
    const paged = query();
    const { rerender } = render(<LoadMore query={paged} />);
    act(() => {
      observer.show();
    });
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);

    const failed = query({ isFetchNextPageError: true, error: new Error('Offline') });
    rerender(<LoadMore query={failed} />);
    act(() => {
      observer.show();
    });
    expect(failed.fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Offline');
  });

  it('does not load by itself when auto loading is off', () => {
    const observer = stubObserver();
    const paged = query();
    render(<LoadMore query={paged} autoLoad={false} />);
    act(() => {
      observer.show();
    });
    expect(paged.fetchNextPage).not.toHaveBeenCalled();
  });

  it('shows the end text and no button on the last page', () => {
    render(<LoadMore query={query({ hasNextPage: false })} end={<p>That is all.</p>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('That is all.')).toBeInTheDocument();
  });
});
