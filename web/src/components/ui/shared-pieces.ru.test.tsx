import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from '@/lib/api-error';
import { stockLevel } from '@/lib/stock';
import { onRussianPage } from '@/testing/russian-page';
import { DropBadge } from './drop-badge';
import { ErrorBox } from './error-box';
import { LoadMore } from './load-more';
import { PageTitle } from './page-title';
import { ShowMore } from './show-more';

onRussianPage();

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('shared pieces on a Russian page', () => {
  it('when a load fails, then the error box and its retry are Russian', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(<ErrorBox message={errorMessage(null)} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка: Неизвестная ошибка');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('when more can be loaded or shown, then the buttons say so in Russian', () => {
    render(
      <>
        <LoadMore
          query={{
            hasNextPage: true,
            isFetchingNextPage: false,
            isFetchNextPageError: false,
            error: null,
            fetchNextPage: vi.fn(),
          }}
          autoLoad={false}
        />
        <ShowMore shown={20} total={1500} onMore={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Загрузить ещё' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
    expect(screen.getByText(/^Показано 20 из 1\s500$/)).toBeInTheDocument();
  });

  it('when stock is shown, then each level reads Russian', () => {
    expect([0, 2, 7, 50].map((stock) => stockLevel(stock).label)).toEqual([
      'Нет в наличии',
      'Осталось всего 2 шт.',
      'Мало: осталось 7 шт.',
      'В наличии',
    ]);
  });

  it('when a drop is sold by raffle or comes later, then its badge is Russian', () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    render(
      <>
        <DropBadge product={{ raffle: true }} />
        <DropBadge product={{ releaseAt: later }} />
      </>,
    );
    expect(screen.getByText('Дроп · розыгрыш')).toBeInTheDocument();
    expect(screen.getByText(/^Дроп · (пн|вт|ср|чт|пт|сб|вс),/)).toBeInTheDocument();
  });

  it('when a page names no title, then the store is named with its Russian description', () => {
    render(<PageTitle />);
    expect(document.title).toBe('Toy Store · Коллекционные игрушки');
    expect(description()).toBe(
      'Коллекционные игрушки, виниловые фигурки и плюш — доставим бережно.',
    );
  });
});
