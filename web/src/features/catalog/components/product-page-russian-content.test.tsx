import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/ui/product-card';
import { setPageLocale } from '@/i18n/locale';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { ProductPage } from './product-page';

// Product content in Russian (issue 25): the admin's Russian title and description on /ru,
// the default language's where they are empty.
const renderProduct = (slug: string) =>
  renderRoute(<ProductPage />, { path: `/p/${slug}`, pattern: '/p/:slug' });

const robot = makeProduct({
  slug: 'robot',
  title: 'Tin robot',
  description: 'Wind it up.',
  titleRu: 'Жестяной робот',
  descriptionRu: 'Заводится ключом.',
});

afterEach(() => {
  setPageLocale('en');
});

describe('product content per page language', () => {
  it('when a Russian page shows a product with Russian content, then its title and description are Russian', async () => {
    setPageLocale('ru');
    vi.stubGlobal('fetch', answerJson({ item: robot }));
    renderProduct('robot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жестяной робот' })).toBeVisible();
    expect(screen.getByText('Заводится ключом.')).toBeInTheDocument();
    expect(screen.queryByText('Wind it up.')).not.toBeInTheDocument();
  });

  it('when a Russian page shows a product with no Russian title, then the English one shows', async () => {
    setPageLocale('ru');
    const plain = makeProduct({
      slug: 'plain',
      title: 'Plain robot',
      description: 'Just a robot.',
    });
    vi.stubGlobal('fetch', answerJson({ item: plain }));
    renderProduct('plain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain robot' })).toBeVisible();
    expect(screen.getByText('Just a robot.')).toBeInTheDocument();
  });

  it('when the English page shows it, then the default title stays', async () => {
    vi.stubGlobal('fetch', answerJson({ item: robot }));
    renderProduct('robot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin robot' })).toBeVisible();
    expect(screen.queryByText('Жестяной робот')).not.toBeInTheDocument();
  });

  it('when a card is shown on a Russian page, then it names the product in Russian', () => {
    setPageLocale('ru');
    renderRoute(<ProductCard product={robot} />);
    expect(screen.getByRole('link', { name: 'Жестяной робот' })).toBeInTheDocument();
  });
});
