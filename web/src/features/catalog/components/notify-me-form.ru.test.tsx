import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { NOTIFY_CONFIRMATION, NOTIFY_PENDING, NotifyMeForm } from './notify-me-form';

const renderForm = () => renderRoute(<NotifyMeForm productId="p-owl" />);

beforeEach(() => {
  setPageLocale('ru');
});

afterEach(() => {
  setPageLocale('en');
});

describe('NotifyMeForm on a Russian page', () => {
  it('when the e-mail is missing or malformed, then it says so in Russian and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({});
    renderForm();
    expect(screen.getByRole('heading', { name: 'Сообщить о поступлении' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сообщить мне' }));
    expect(screen.getByText('Введите e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Сообщить мне' }));
    expect(screen.getByText('Введите корректный e-mail')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['pending', 'Проверьте почту: мы отправили ссылку для подтверждения на этот адрес.'],
    ['active', 'Мы напишем вам на e-mail, когда товар снова появится.'],
  ])(
    'when the request is %s, then the page says what comes next in Russian',
    async (status, text) => {
      const user = userEvent.setup();
      routeFetch({ 'POST /api/stock-alerts': () => ({ ok: true, status }) });
      renderForm();
      await user.type(screen.getByLabelText('E-mail'), 'bo@example.com');
      await user.click(screen.getByRole('button', { name: 'Сообщить мне' }));
      expect(await screen.findByRole('status')).toHaveTextContent(text);
    },
  );

  it('when the rate limit answers, then the wait message is Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/stock-alerts': () =>
        Response.json({ error: 'Too many requests' }, { status: 429 }),
    });
    renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Сообщить мне' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много запросов отсюда. Подождите несколько минут и попробуйте снова.',
    );
  });

  it('when the page is English, then the messages are the texts the English tests find', () => {
    setPageLocale('en');
    expect(m.product_notify_done()).toBe(NOTIFY_CONFIRMATION);
    expect(m.product_notify_pending()).toBe(NOTIFY_PENDING);
  });
});
