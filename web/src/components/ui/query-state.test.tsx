import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStatus } from './query-state';

const status = <T,>(overrides: Partial<QueryStatus<T>>): QueryStatus<T> => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('when loading, then shows the loader with its label', () => {
    render(
      <QueryState query={status<string[]>({ isPending: true })} loadingLabel="Loading toys...">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading toys...');
  });

  it('when the load failed, then shows the error and Try again refetches', async () => {
    const query = status<string[]>({ error: new Error('Server down') });
    render(<QueryState query={query}>{list}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('when a retry is running, then Try again waits', () => {
    render(
      <QueryState query={status<string[]>({ error: new Error('x'), isFetching: true })}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('when retry is off, then the error has no Try again', () => {
    render(
      <QueryState query={status<string[]>({ error: new Error('x') })} retry={false}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when a refresh fails, then the error replaces the data unless it is kept', () => {
    const query = status({ data: ['Robot'], error: new Error('x') });
    const { rerender } = render(<QueryState query={query}>{list}</QueryState>);
    expect(screen.queryByText('Robot')).not.toBeInTheDocument();
    rerender(
      <QueryState query={query} keepDataOnError>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Robot')).toBeInTheDocument();
  });

  it('when the list is empty, then shows the empty state', () => {
    render(
      <QueryState query={status({ data: [] as string[] })} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('when loaded, then renders the content with the data', () => {
    render(
      <QueryState query={status({ data: ['Robot', 'Bear'] })} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Nothing yet.')).not.toBeInTheDocument();
  });
});
