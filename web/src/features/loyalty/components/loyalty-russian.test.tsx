// Referrals, bonuses and promocodes on a Russian page: every text Russian, amounts and dates
// in Russian form (prices stay dollars), and the bonus count in its Russian plural form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferralInfo } from '@contract/loyalty';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { couponExpiryLabel, couponValueLabel, referralUsedMessage } from '../loyalty-format';
import { PromocodesPanel } from './promocodes-panel';
import { ReferralsPage } from './referrals-page';
import { ReferralsPanel } from './referrals-panel';

const withCode: ReferralInfo = {
  hasReferralCode: true,
  referralCode: 'AB12CD34',
  referredUsers: 3,
  totalEarnings: 4.2,
  owed: 2.5,
};

let alertSpy: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  setPageLocale('ru');
  useSessionStore.setState({
    user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
    emailVerified: true,
  });
  alertSpy = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alertSpy);
});

afterEach(() => {
  setPageLocale('en');
});

describe('referrals panel in Russian', () => {
  it('when it loads, then its cards, figures and steps are Russian', async () => {
    routeFetch({
      'GET /api/bonuses/balance': () => ({ balance: 7.5, totalEarned: 10, totalSpent: 2.5 }),
      'GET /api/referrals/my': () => withCode,
    });
    renderRoute(<ReferralsPanel />);

    const balance = within(screen.getByRole('region', { name: 'Бонусный баланс' }));
    expect(await balance.findByText(/^7,50\s\$$/)).toBeInTheDocument();
    expect(balance.getByText('Всего получено')).toBeInTheDocument();
    expect(
      balance.getByText('Один бонус — это скидка в один доллар на заказ.'),
    ).toBeInTheDocument();

    const code = within(screen.getByRole('region', { name: 'Ваш реферальный код' }));
    expect(
      await code.findByRole('button', { name: 'Скопировать код AB12CD34' }),
    ).toBeInTheDocument();
    expect(code.getByText('Приглашено друзей')).toBeInTheDocument();
    expect(code.getByText('Задолженность').nextElementSibling).toHaveTextContent(/^2,50\s\$$/);

    const steps = within(screen.getByRole('region', { name: 'Как это работает' }));
    expect(steps.getByRole('heading', { name: 'Друг получает 5 $' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Код от друга' })).toBeInTheDocument();
  });

  it('when the code field is blank or the server refuses, then the alerts are Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/bonuses/balance': () => ({ balance: 0, totalEarned: 0, totalSpent: 0 }),
      'GET /api/referrals/my': () => withCode,
      'POST /api/referrals/use': () => new Response('', { status: 502 }),
    });
    renderRoute(<ReferralsPanel />);
    const field = await screen.findByLabelText('Реферальный код');
    expect(field).toHaveAttribute('placeholder', 'например, AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Применить код' }));
    expect(alertSpy).toHaveBeenCalledWith('Введите реферальный код');

    await user.type(field, 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Применить код' }));
    await waitFor(() => {
      expect(alertSpy).toHaveBeenCalledWith('Ошибка: Не удалось применить реферальный код');
    });
  });

  it('when the e-mail is not verified, then the note says so in Russian', async () => {
    useSessionStore.setState({ emailVerified: false });
    routeFetch({ 'GET /api/referrals/my': () => withCode });
    renderRoute(<ReferralsPanel />);
    expect(
      within(screen.getByRole('region', { name: 'Код от друга' })).getByRole('note'),
    ).toHaveTextContent('Подтвердите адрес эл. почты, чтобы применить реферальный код');
    expect(await screen.findByText('Задолженность')).toBeInTheDocument();
  });

  it('when a guest opens /ru/referrals, then the title is Russian', () => {
    useSessionStore.setState({ user: null });
    routeFetch({});
    renderRoute(<ReferralsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Рефералы и бонусы' }),
    ).toBeInTheDocument();
  });
});

describe('promocodes in Russian', () => {
  it('when coupons load, then value, expiry and the hint are Russian', async () => {
    routeFetch({
      'GET /api/coupons/me': () => ({
        items: [
          { code: 'SAVE10', type: 'percent', value: 12.5, title: '', expiresAt: null },
          {
            code: 'FIVE',
            type: 'fixed',
            value: 5,
            title: 'Пять',
            expiresAt: '2027-12-31T00:00:00.000Z',
          },
        ],
        meta: { total: 2 },
      }),
    });
    renderRoute(<PromocodesPanel />);
    expect(screen.getByRole('heading', { name: 'Промокоды' })).toBeInTheDocument();
    expect(
      await screen.findByText('Нажмите на код, чтобы скопировать его, и примените в корзине.'),
    ).toBeInTheDocument();
    const first = within(
      screen.getByRole('heading', { name: 'Промокод' }).closest('article') as HTMLElement,
    );
    expect(first.getByText('Скидка 12,5%')).toBeInTheDocument();
    expect(first.getByText('Бессрочный')).toBeInTheDocument();
    const second = within(
      screen.getByRole('heading', { name: 'Пять' }).closest('article') as HTMLElement,
    );
    expect(second.getByText(/^Скидка 5,00\s\$$/)).toBeInTheDocument();
    expect(second.getByText('Действует до 31 дек. 2027 г.')).toBeInTheDocument();
  });

  it('when there are none, then the empty state is Russian', async () => {
    routeFetch({ 'GET /api/coupons/me': () => ({ items: [], meta: { total: 0 } }) });
    renderRoute(<PromocodesPanel />);
    expect(await screen.findByText('Доступных промокодов пока нет.')).toBeInTheDocument();
  });
});

describe('loyalty texts in both languages', () => {
  it('when a code is used, then the bonus count takes its Russian plural form', () => {
    expect(referralUsedMessage(1, 6)).toBe(
      'Реферальный код применён! Вы получили 1 бонус. Новый баланс: 6',
    );
    expect(referralUsedMessage(3, 8)).toBe(
      'Реферальный код применён! Вы получили 3 бонуса. Новый баланс: 8',
    );
    expect(referralUsedMessage(5, 12.5)).toBe(
      'Реферальный код применён! Вы получили 5 бонусов. Новый баланс: 12,5',
    );
  });

  it('when the page is English again, then the labels are the English ones', () => {
    setPageLocale('en');
    expect(couponValueLabel({ type: 'percent', value: 12.5 })).toBe('12.5% off');
    expect(couponExpiryLabel('2027-12-31T00:00:00.000Z')).toBe('Expires 31 Dec 2027');
    expect(referralUsedMessage(1, 6)).toBe(
      'Referral code used! You earned 1 bonuses. New balance: 6',
    );
  });
});
