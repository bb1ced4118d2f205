import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookieConsent, writeCookieConsent } from '@/lib/storage';
import { CookieBanner } from './cookie-banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

describe('CookieBanner', () => {
  it('is shown while no consent is stored; Accept stores it and hides the banner', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readCookieConsent()).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Decline stores declined', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(readCookieConsent()).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    writeCookieConsent('declined');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
