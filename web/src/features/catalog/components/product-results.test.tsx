import { act, render, screen } from '@testing-library/react';
import { Profiler, startTransition } from 'react';
import { createRoutesStub } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { FIRST_COMMIT_CARDS, PAGE_SIZE, ProductResults } from './product-results';

describe('ProductResults', () => {
  it('commits the first screen’s cards first and the rest of the page in a later render', () => {
    const products = Array.from({ length: PAGE_SIZE + 6 }, (_, i) =>
      makeProduct({ title: `Figure ${i}` }),
    );
    // The number of cards in the document at each commit of the results.
    const commits: number[] = [];
    const Stub = createRoutesStub([
      {
        path: '/catalog',
        Component: () => (
          <Profiler
            id="results"
            onRender={() => commits.push(document.querySelectorAll('article').length)}
          >
            <ProductResults products={products} stale={false} onClearFilters={() => {}} />
          </Profiler>
        ),
      },
    ]);
    // As the app's first render is (main.tsx): a transition.
    act(() => {
      startTransition(() => {
        render(<Stub initialEntries={['/catalog']} />);
      });
    });

    const withCards = commits.filter((count) => count > 0);
    expect(withCards[0]).toBe(FIRST_COMMIT_CARDS);
    expect(withCards.at(-1)).toBe(PAGE_SIZE);
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    // The count says the page's size from the start, not the first commit's.
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${PAGE_SIZE + 6}`)).toBeInTheDocument();
  });
});
