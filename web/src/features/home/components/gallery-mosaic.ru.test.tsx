import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { onRussianPage } from '@/testing/russian-page';
import { GalleryMosaic } from './gallery-mosaic';

onRussianPage();

const photo = { width: 1200, height: 800 };

describe('GalleryMosaic on a Russian page', () => {
  it('when a photo has its Russian alt text, then it is used; when it has none or a blank one, then the English is', async () => {
    routeFetch({
      'GET /api/gallery': () => ({
        items: [
          {
            id: 'gal-shelf',
            src: '/img/seed/gallery/gal-shelf.svg',
            alt: 'A lit collector shelf',
            altRu: 'Подсвеченная полка коллекционера',
            order: 1,
            ...photo,
          },
          { id: 'gal-desk', src: '/img/desk.svg', alt: 'A collector desk', order: 2, ...photo },
          {
            id: 'gal-bus',
            src: '/img/bus.svg',
            alt: 'Wind-up tin buses',
            altRu: '  ',
            order: 3,
            ...photo,
          },
        ],
      }),
    });
    renderRoute(<GalleryMosaic />);

    expect(
      await screen.findByRole('img', { name: 'Подсвеченная полка коллекционера' }),
    ).toHaveAttribute('src', '/img/seed/gallery/gal-shelf.svg');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Подсвеченная полка коллекционера',
      'A collector desk',
      'Wind-up tin buses',
    ]);
  });
});
