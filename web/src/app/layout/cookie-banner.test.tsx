import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readCookieConsent, writeCookieConsent } from '@/lib/storage';
import { CookieBanner } from './cookie-banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );

describe('CookieBanner', () => {
  it('is shown while no consent is stored; Accept stores it and hides the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readCookieConsent()).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Decline stores declined', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(readCookieConsent()).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    writeCookieConsent('declined');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
