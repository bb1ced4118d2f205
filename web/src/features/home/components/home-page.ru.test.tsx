import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { onRussianPage } from '@/testing/russian-page';
import { HomePage } from './home-page';

onRussianPage();

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('HomePage on a Russian page', () => {
  it('when it loads, then the hero, figures, highlights and gallery are Russian', async () => {
    routeFetch({
      'GET /api/stats': () => ({
        visitors: 12000,
        community: 40,
        shipped: 7,
        today: 3,
        visitorsToday: 58,
      }),
      'GET /api/gallery': () => ({ items: [] }),
    });
    renderRoute(<HomePage />);

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Toy Store: маленькие сокровища для коллекционеров',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'Отследить заказ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Магазин в цифрах' })).toBeInTheDocument();
    expect(await screen.findByText('58')).toBeInTheDocument();
    expect(figure('Посетителей сегодня')).toBe('58');
    expect(figure('Посетители')).toMatch(/^12\s000$/);
    expect(screen.getByRole('heading', { name: 'Нам доверяют коллекционеры' })).toBeInTheDocument();
    expect(screen.getByText(/^42k\+ подписчиков делятся/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'С полок коллекционеров' })).toBeInTheDocument();
    expect(await screen.findByText('Фотографий пока нет.')).toBeInTheDocument();
    expect(document.title).toBe('Toy Store · Коллекционные игрушки');
  });
});
