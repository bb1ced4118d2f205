import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { TrackingPage } from './tracking-page';

const open = vi.fn<typeof window.open>();

beforeEach(() => {
  open.mockReset().mockReturnValue(null);
  vi.stubGlobal('open', open);
});

describe('TrackingPage form', () => {
  it('opens the portal for the number and records the lookup with its carrier', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/track': () => ({ ok: true }) });
    renderRoute(<TrackingPage />);

    await user.selectOptions(screen.getByLabelText('Carrier'), 'dhl');
    await user.type(screen.getByLabelText(/Tracking number/), ' LX 123/4 ');
    await user.click(screen.getByRole('button', { name: 'Track parcel' }));

    expect(open).toHaveBeenCalledWith(
      'https://parcelsapp.com/en/tracking/LX%20123%2F4',
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(sentJson(fetchMock)).toEqual({ carrier: 'dhl', code: 'LX 123/4' });
    // A blocked pop-up still leaves a way there.
    expect(screen.getByRole('link', { name: 'Open it again' })).toHaveAttribute(
      'href',
      'https://parcelsapp.com/en/tracking/LX%20123%2F4',
    );
  });

  it('sends nothing and opens nothing without a tracking number', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/track': () => ({ ok: true }) });
    renderRoute(<TrackingPage />);

    await user.type(screen.getByLabelText(/Tracking number/), '   ');
    await user.click(screen.getByRole('button', { name: 'Track parcel' }));

    expect(screen.getByText('Enter your tracking number')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the plain button to the portal', () => {
    routeFetch({});
    renderRoute(<TrackingPage />);
    expect(screen.getByRole('link', { name: 'Open tracking portal' })).toHaveAttribute(
      'href',
      'https://parcelsapp.com/en',
    );
  });
});
