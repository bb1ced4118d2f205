import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@contract/coupon';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { assignedText, couponExpiryText } from './coupon-row';
import { CouponsTab } from './coupons-tab';

type FetchMock = ReturnType<typeof routeFetch>;

const makeCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE10',
  type: 'percent',
  value: 10,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  assignedTo: [],
  isGlobal: false,
  title: '',
  isHidden: false,
  ...overrides,
});

const callsOf = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([url, init], index) => ({ url: url as string, method: init?.method ?? 'GET', index }))
    .filter((call) => call.method === method && call.url === path);

const cardOf = (code: string) => within(screen.getByRole('article', { name: code }));

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'a1', email: 'admin@example.com', name: 'Admin' },
    role: 'admin',
  });
});

describe('CouponsTab form', () => {
  it('when an assigned e-mail is invalid, then nothing is sent and the message names it', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/admin/coupons': () => ({ items: [] }) });
    renderRoute(<CouponsTab />);
    expect(await screen.findByText('Купонов пока нет.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Код/), 'vip');
    await user.type(
      screen.getByLabelText('Назначен (e-mail через запятую)'),
      'ann@example.com, bob@nowhere',
    );
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));

    expect(screen.getByText('Неверный e-mail: bob@nowhere')).toBeVisible();
    expect(screen.getByLabelText('Назначен (e-mail через запятую)')).toHaveFocus();
    expect(callsOf(fetchMock, 'POST', '/api/admin/coupons')).toHaveLength(0);
  });

  it('when the form is valid, then it creates the coupon with the parsed fields', async () => {
    const user = userEvent.setup();
    let items: Coupon[] = [];
    const fetchMock = routeFetch({
      'GET /api/admin/coupons': () => ({ items }),
      'POST /api/admin/coupons': () => {
        const item = makeCoupon({ code: 'VIP', value: 15, assignedTo: ['ann@example.com'] });
        items = [item];
        return Response.json({ item }, { status: 201 });
      },
    });
    renderRoute(<CouponsTab />);
    await screen.findByText('Купонов пока нет.');

    expect(screen.getByLabelText('Тип')).toHaveValue('percent');
    expect(screen.getByLabelText('Значение')).toHaveValue('10');
    await user.type(screen.getByLabelText(/^Код/), 'vip');
    await user.clear(screen.getByLabelText('Значение'));
    await user.type(screen.getByLabelText('Значение'), '15');
    await user.type(screen.getByLabelText('Истекает'), '2027-06-30');
    await user.type(screen.getByLabelText('Назначен (e-mail через запятую)'), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));

    expect(await screen.findByText('Купон создан: VIP')).toBeInTheDocument();
    const [post] = callsOf(fetchMock, 'POST', '/api/admin/coupons');
    expect(sentJson(fetchMock, post?.index)).toEqual({
      code: 'VIP',
      type: 'percent',
      value: 15,
      expiresAt: '2027-06-30T23:59:59.999Z',
      maxUses: null,
      assignedTo: ['ann@example.com'],
      isGlobal: false,
      isHidden: false,
      title: '',
    });
    expect(await screen.findByRole('article', { name: 'VIP' })).toBeInTheDocument();
  });

  it('when Изменить is pressed, then the same form edits that coupon and saves with PATCH', async () => {
    const user = userEvent.setup();
    const coupon = makeCoupon({ code: 'SPRING', value: 20, maxUses: 50, uses: 3 });
    const fetchMock = routeFetch({
      'GET /api/admin/coupons': () => ({ items: [coupon] }),
      'PATCH /api/admin/coupons/SPRING': () => ({ item: { ...coupon, maxUses: null } }),
    });
    renderRoute(<CouponsTab />);
    await user.click(await screen.findByRole('button', { name: 'Изменить SPRING' }));

    expect(screen.getByRole('heading', { name: 'Изменить купон SPRING' })).toBeInTheDocument();
    expect(screen.getByLabelText('Макс. использований')).toHaveValue('50');
    await user.clear(screen.getByLabelText('Макс. использований'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Купон сохранён: SPRING')).toBeInTheDocument();
    const [patch] = callsOf(fetchMock, 'PATCH', '/api/admin/coupons/SPRING');
    expect(sentJson(fetchMock, patch?.index)).toMatchObject({ value: 20, maxUses: null });
    expect(screen.getByRole('heading', { name: 'Создать купон' })).toBeInTheDocument();
  });
});

describe('CouponsTab list', () => {
  const coupons = [
    makeCoupon({ code: 'OPEN', uses: 2, maxUses: 10, expiresAt: '2027-12-31T23:59:59.999Z' }),
    makeCoupon({ code: 'SECRET', isHidden: true, type: 'fixed', value: 5 }),
  ];

  it('when a filter is chosen, then only those coupons show, with uses and expiry', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/admin/coupons': () => ({ items: coupons }) });
    renderRoute(<CouponsTab />);
    const open = await screen.findByRole('article', { name: 'OPEN' });
    expect(within(open).getByText('2 / 10')).toBeInTheDocument();
    expect(within(open).getByText(/Истекает 31 дек\. 2027/)).toBeInTheDocument();
    expect(cardOf('SECRET').getByText('$5.00')).toBeInTheDocument();
    expect(cardOf('SECRET').getByText('0 / ∞')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скрытые' }));
    expect(screen.queryByRole('article', { name: 'OPEN' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SECRET' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Видимые' }));
    expect(screen.getByRole('article', { name: 'OPEN' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'SECRET' })).not.toBeInTheDocument();
  });

  it('when the hidden switch is flipped, then it sends isHidden with PATCH', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/coupons': () => ({ items: coupons }),
      'PATCH /api/admin/coupons/OPEN': () => ({ item: { ...coupons[0], isHidden: true } }),
    });
    renderRoute(<CouponsTab />);
    await screen.findByRole('article', { name: 'OPEN' });

    await user.click(cardOf('OPEN').getByRole('switch', { name: 'Скрытый (OPEN)' }));
    expect(await screen.findByText('OPEN: Скрытый — да')).toBeInTheDocument();
    const [patch] = callsOf(fetchMock, 'PATCH', '/api/admin/coupons/OPEN');
    expect(sentJson(fetchMock, patch?.index)).toEqual({ isHidden: true });
  });

  it('when sending to e-mails, then a bad one blocks it and good ones are posted', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/coupons': () => ({ items: coupons }),
      'POST /api/admin/coupons/send': () => ({
        item: { ...coupons[0], assignedTo: ['ann@example.com'] },
      }),
    });
    renderRoute(<CouponsTab />);
    await screen.findByRole('article', { name: 'OPEN' });

    await user.click(cardOf('OPEN').getByRole('button', { name: 'Отправить OPEN' }));
    const input = cardOf('OPEN').getByLabelText('E-mail получателей (через запятую)');
    await user.type(input, 'not-an-email');
    await user.click(cardOf('OPEN').getByRole('button', { name: 'Отправить' }));
    expect(cardOf('OPEN').getByText('Неверный e-mail: not-an-email')).toBeVisible();
    expect(callsOf(fetchMock, 'POST', '/api/admin/coupons/send')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'ann@example.com');
    await user.click(cardOf('OPEN').getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Купон OPEN отправлен: ann@example.com')).toBeInTheDocument();
    const [send] = callsOf(fetchMock, 'POST', '/api/admin/coupons/send');
    expect(sentJson(fetchMock, send?.index)).toEqual({ code: 'OPEN', emails: ['ann@example.com'] });
  });

  it('when Удалить is confirmed, then the coupon is deleted', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const fetchMock = routeFetch({
      'GET /api/admin/coupons': () => ({ items: coupons }),
      'DELETE /api/admin/coupons/SECRET': () => ({ ok: true }),
    });
    renderRoute(<CouponsTab />);
    await user.click(await screen.findByRole('button', { name: 'Удалить SECRET' }));
    expect(await screen.findByText('Купон удалён: SECRET')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE', '/api/admin/coupons/SECRET')).toHaveLength(1);
  });

  it('when the list fails, then the error shows in a red box', async () => {
    routeFetch({
      'GET /api/admin/coupons': () =>
        Response.json({ error: 'Admin access required' }, { status: 403 }),
    });
    renderRoute(<CouponsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Admin access required');
  });
});

describe('coupon list texts', () => {
  it('when many e-mails are assigned, then the first three are named and the rest counted', () => {
    expect(assignedText([])).toBe('Никому');
    expect(assignedText(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'])).toBe(
      'a@x.io, b@x.io, c@x.io и ещё 2',
    );
  });

  it('when the expiry has passed, then it reads as expired, in UTC', () => {
    const now = Date.parse('2027-01-02T00:00:00Z');
    expect(couponExpiryText('2027-01-01T23:59:59.999Z', now)).toMatch(/^Истёк 1 янв\. 2027/);
    expect(couponExpiryText(null, now)).toBe('Без срока');
  });
});
