import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferralInfo } from '@contract/loyalty';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { ReferralsPage } from './referrals-page';
import { ReferralsPanel } from './referrals-panel';

const noCode: ReferralInfo = {
  hasReferralCode: false,
  referralCode: null,
  referredUsers: 0,
  totalEarnings: 0,
};

const balance = { balance: 7.5, totalEarned: 10, totalSpent: 2.5 };

type Routes = Parameters<typeof routeFetch>[0];

function renderPanel(routes: Routes = {}, info: ReferralInfo = noCode) {
  const fetchMock = routeFetch({
    'GET /api/bonuses/balance': () => balance,
    'GET /api/referrals/my': () => info,
    ...routes,
  });
  renderRoute(<ReferralsPanel />);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Referral code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply code' }));
}

let alertSpy: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
    emailVerified: true,
  });
  alertSpy = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alertSpy);
});

describe('ReferralsPanel', () => {
  it('shows the balance, the code to copy, referred users and earnings', async () => {
    renderPanel(
      {},
      {
        ...noCode,
        hasReferralCode: true,
        referralCode: 'AB12CD34',
        referredUsers: 3,
        totalEarnings: 4.2,
      },
    );

    const balanceCard = within(screen.getByRole('region', { name: 'Bonus balance' }));
    expect(await balanceCard.findByText('$7.50')).toBeInTheDocument();
    expect(balanceCard.getByText('$10.00')).toBeInTheDocument();
    expect(balanceCard.getByText('$2.50')).toBeInTheDocument();

    const codeCard = within(screen.getByRole('region', { name: 'Your referral code' }));
    expect(await codeCard.findByRole('button', { name: 'Copy code AB12CD34' })).toBeInTheDocument();
    expect(codeCard.getByText('3')).toBeInTheDocument();
    expect(codeCard.getByText('$4.20')).toBeInTheDocument();
    expect(
      codeCard.queryByRole('button', { name: 'Create Referral Code' }),
    ).not.toBeInTheDocument();

    expect(
      screen.getByRole('region', { name: 'How it works' }).querySelectorAll('li'),
    ).toHaveLength(3);
  });

  it('when a cancelled order left the referrer owing, then the amount owed and why are shown', async () => {
    renderPanel({}, { ...noCode, totalEarnings: 0, owed: 2.5 });
    const codeCard = within(screen.getByRole('region', { name: 'Your referral code' }));
    const owed = await codeCard.findByText('Owed');
    expect(owed.nextElementSibling).toHaveTextContent('$2.50');
    expect(codeCard.getByText(/comes off your next referral bonuses/)).toBeInTheDocument();
  });

  it('when nothing is owed, then no owed line is shown', async () => {
    renderPanel({}, { ...noCode, referredUsers: 2 });
    const codeCard = within(screen.getByRole('region', { name: 'Your referral code' }));
    expect(await codeCard.findByText('2')).toBeInTheDocument();
    expect(codeCard.queryByText('Owed')).not.toBeInTheDocument();
  });

  it('reads a balance that cannot be loaded as 0', async () => {
    renderPanel({ 'GET /api/bonuses/balance': () => new Response('', { status: 500 }) });
    const balanceCard = within(screen.getByRole('region', { name: 'Bonus balance' }));
    expect((await balanceCard.findAllByText('$0.00')).length).toBe(3);
  });

  it('creates a code, alerts success and shows the new code', async () => {
    const user = userEvent.setup();
    let created = false;
    const fetchMock = renderPanel({
      'POST /api/referrals/create': () => {
        created = true;
        return { referralCode: 'NEWCODE1' };
      },
      'GET /api/referrals/my': () =>
        created ? { ...noCode, hasReferralCode: true, referralCode: 'NEWCODE1' } : noCode,
    });
    await user.click(await screen.findByRole('button', { name: 'Create Referral Code' }));

    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith('Referral code created successfully!');
    });
    expect(await screen.findByRole('button', { name: 'Copy code NEWCODE1' })).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('alerts and sends nothing for an empty or blank code', async () => {
    const fetchMock = renderPanel();
    await enterCode('   ');
    expect(alertSpy).toHaveBeenCalledWith('Please enter a referral code');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the trimmed code, alerts the bonus and new balance, and refreshes the balance', async () => {
    let used = false;
    const fetchMock = renderPanel({
      'POST /api/referrals/use': () => {
        used = true;
        return { bonusEarned: 5, newBalance: 12.5 };
      },
      'GET /api/bonuses/balance': () => (used ? { ...balance, balance: 12.5 } : balance),
    });
    await enterCode('  AB12CD34 ');

    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith(
        'Referral code used! You earned 5 bonuses. New balance: 12.5',
      );
    });
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentJson(fetchMock, postIndex)).toEqual({ code: 'AB12CD34' });
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveValue('');
  });

  it("alerts 'Error: ' and the server's message on failure", async () => {
    renderPanel({
      'POST /api/referrals/use': () =>
        Response.json({ error: 'You cannot use your own code' }, { status: 400 }),
    });
    await enterCode('AB12CD34');
    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith('Error: You cannot use your own code');
    });
  });

  it('when the e-mail is not verified, then it says to verify it instead of offering the code field', async () => {
    useSessionStore.setState({ emailVerified: false });
    const fetchMock = renderPanel();
    const card = within(await screen.findByRole('region', { name: "Use a friend's code" }));
    expect(card.getByRole('note')).toHaveTextContent('Verify your e-mail to use a referral code');
    expect(card.queryByLabelText('Referral code')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Apply code' })).not.toBeInTheDocument();
    // The rest of the panel stays: the balance and the user's own code to share.
    expect(screen.getByRole('region', { name: 'Bonus balance' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Referral Code' })).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when the server still refuses an unverified e-mail, then its error is alerted', async () => {
    renderPanel({
      'POST /api/referrals/use': () =>
        Response.json({ error: 'Verify your e-mail to use a referral code' }, { status: 403 }),
    });
    await enterCode('AB12CD34');
    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith('Error: Verify your e-mail to use a referral code');
    });
  });

  it("falls back to 'Use referral error' when the server gives no message", async () => {
    renderPanel({ 'POST /api/referrals/use': () => new Response('', { status: 502 }) });
    await enterCode('AB12CD34');
    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith('Error: Use referral error');
    });
  });
});

describe('ReferralsPage', () => {
  it('titles the page and asks a guest to sign in', () => {
    useSessionStore.setState({ user: null });
    renderRoute(<ReferralsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Referrals & Bonuses' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please sign in.')).toBeInTheDocument();
  });
});
