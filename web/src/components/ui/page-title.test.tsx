import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { metaSummary } from '@contract/storefront';
import { PageTitle } from './page-title';

const descriptions = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  );

describe('PageTitle', () => {
  it('keeps one meta description and sets it to the page’s, or the store’s by default', () => {
    const { rerender } = render(<PageTitle title="Catalog" description="Every toy we sell." />);
    expect(descriptions()).toEqual(['Every toy we sell.']);
    rerender(<PageTitle title="Wishlist" />);
    expect(descriptions()).toEqual([site.description]);
  });

  it('cuts a long description at a word, on one line', () => {
    const text = `${'word '.repeat(40)}\n end`;
    const line = metaSummary(text);
    expect(line.length).toBeLessThanOrEqual(160);
    expect(line).toMatch(/^word( word)*…$/);
  });
});
