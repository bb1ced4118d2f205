import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { PublicStats } from './public-stats';

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PublicStats', () => {
  it("shows today's visits, not today's orders, under 'Visitors today'", async () => {
    routeFetch({
      'GET /api/stats': () => ({
        visitors: 1200,
        community: 40,
        shipped: 7,
        today: 3,
        visitorsToday: 58,
      }),
    });
    renderRoute(<PublicStats />);

    expect(await screen.findByText('58')).toBeInTheDocument();
    expect(figure('Visitors today')).toBe('58');
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });
});
