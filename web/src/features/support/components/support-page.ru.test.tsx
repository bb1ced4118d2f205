import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { onRussianPage } from '@/testing/russian-page';
import { SupportPage } from './support-page';

onRussianPage();

describe('SupportPage on a Russian page', () => {
  it('when the FAQ loads, then the page, its tabs and the way to write are Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/faq': () => ({
        items: [{ id: 'f1', question: 'Сколько идёт посылка?', answer: 'Около недели.', order: 1 }],
      }),
    });
    renderRoute(<SupportPage />, { path: '/support' });

    expect(screen.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Разделы поддержки' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Частые вопросы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Сколько идёт посылка?')).toBeInTheDocument();
    expect(screen.getByText(/^Не нашли ответа\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Напишите нам' }));
    expect(screen.getByRole('tab', { name: 'Написать нам' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('when fields are blank or the e-mail is wrong, then nothing is sent and each field says why in Russian', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/faq': () => ({ items: [] }) });
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    await user.type(screen.getByLabelText(/^Имя/), 'Аня');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));

    expect(screen.getByText('Заполните поле «E-mail»')).toBeVisible();
    expect(screen.getByText('Заполните поле «Тема»')).toBeVisible();
    expect(screen.getByText('Заполните поле «Сообщение»')).toBeVisible();

    await user.type(screen.getByLabelText(/^E-mail/), 'ann@');
    await user.type(screen.getByLabelText(/^Тема/), 'Заказ');
    await user.type(screen.getByLabelText(/^Сообщение/), 'Где мой заказ?');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
    expect(screen.getByText('Введите корректный e-mail')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(sentRequests(fetchMock).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when the message is sent, then the thanks and the ticket number are Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/support/tickets': () =>
        Response.json({ id: 'AbCdEfGh12345678', status: 'open' }, { status: 201 }),
    });
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    await user.type(screen.getByLabelText(/^Имя/), 'Аня');
    await user.type(screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Тема/), 'Заказ');
    await user.type(screen.getByLabelText(/^Сообщение/), 'Где мой заказ?');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));

    expect(
      await screen.findByRole('heading', { name: 'Спасибо, ваше сообщение отправлено!' }),
    ).toBeVisible();
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent(
      'Номер вашего обращения: AbCdEfGh. Мы ответим по e-mail в течение 24 часов.',
    );
    expect(
      screen.getByText('Сообщение отправлено. Номер обращения: AbCdEfGh.'),
    ).toBeInTheDocument();
  });
});
