import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyCoupon } from '@contract/account';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { PromocodesPanel } from './promocodes-panel';

const answerCoupons = (items: MyCoupon[]) =>
  routeFetch({ 'GET /api/coupons/me': () => ({ items, meta: { total: items.length } }) });

const writeText = vi.fn<(text: string) => Promise<void>>();

/**
 * happy-dom's clipboard works, and userEvent.setup() puts in its own; this stub, put in
 * after it, lets the test see the text and make it fail.
 */
function stubClipboard() {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
    emailVerified: true,
  });
  writeText.mockReset().mockResolvedValue(undefined);
});

describe('PromocodesPanel', () => {
  it('shows each promocode with its value, title, code and expiry', async () => {
    answerCoupons([
      {
        code: 'SAVE10',
        type: 'percent',
        value: 10,
        title: 'Welcome',
        expiresAt: '2027-12-31T12:00:00.000Z',
      },
      { code: 'FIVE', type: 'fixed', value: 5, title: 'Five off', expiresAt: null },
    ]);
    renderRoute(<PromocodesPanel />);

    const first = within(
      (await screen.findByRole('heading', { name: 'Welcome' })).closest('article') as HTMLElement,
    );
    expect(first.getByText('10% off')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Copy code SAVE10' })).toBeEnabled();
    expect(first.getByText('Expires 31 Dec 2027')).toBeInTheDocument();

    const second = within(
      screen.getByRole('heading', { name: 'Five off' }).closest('article') as HTMLElement,
    );
    expect(second.getByText('$5.00 off')).toBeInTheDocument();
    expect(second.getByText('No expiry')).toBeInTheDocument();
  });

  it('when the e-mail is not verified, then it says sent promocodes show once it is, and lists the shared ones', async () => {
    useSessionStore.setState({ emailVerified: false });
    answerCoupons([{ code: 'SAVE10', type: 'percent', value: 10, title: 'W', expiresAt: null }]);
    renderRoute(<PromocodesPanel />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Promocodes sent to your e-mail show here once it is verified.',
    );
    expect(await screen.findByRole('button', { name: 'Copy code SAVE10' })).toBeInTheDocument();
  });

  it('when the e-mail is verified, then there is no such note', async () => {
    answerCoupons([{ code: 'SAVE10', type: 'percent', value: 10, title: 'W', expiresAt: null }]);
    renderRoute(<PromocodesPanel />);
    expect(await screen.findByRole('button', { name: 'Copy code SAVE10' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('copies the code and says Copied! for 2 seconds', async () => {
    answerCoupons([{ code: 'SAVE10', type: 'percent', value: 10, title: 'W', expiresAt: null }]);
    renderRoute(<PromocodesPanel />);
    const button = await screen.findByRole('button', { name: 'Copy code SAVE10' });

    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard();
    await user.click(button);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0); // lets the clipboard's promise settle
    });
    expect(writeText).toHaveBeenCalledWith('SAVE10');
    expect(screen.getByRole('status').textContent).toBe('Copied!');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses, and shows no Copied!', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const user = userEvent.setup();
    stubClipboard();
    answerCoupons([{ code: 'SAVE10', type: 'percent', value: 10, title: 'W', expiresAt: null }]);
    renderRoute(<PromocodesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Copy code SAVE10' }));
    expect(await screen.findByText(/Could not copy the code/)).toBeVisible();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are none', async () => {
    answerCoupons([]);
    renderRoute(<PromocodesPanel />);
    expect(
      await screen.findByText("You don't have any available promocodes yet."),
    ).toBeInTheDocument();
  });

  it('shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/coupons/me': () => new Response('', { status: 500 }) });
    renderRoute(<PromocodesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Promocodes error');
  });
});
