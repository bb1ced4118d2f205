// The shipping form on a Russian page (issue 25): labels, notifications and field errors read
// Russian; the English pages are covered by the other shipping-modal tests, unchanged.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { profileQueryOptions } from '@/features/account';
import { setPageLocale } from '@/i18n/locale';
import { routeFetch } from '@/testing/route-fetch';
import { cart, fillCart } from './shipping-modal.fixtures';
import { ShippingModal } from './shipping-modal';

beforeEach(() => {
  setPageLocale('ru');
  fillCart();
});

afterEach(() => {
  setPageLocale('en');
});

function renderRussianModal() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <ShippingModal onClose={vi.fn()} profileQuery={profileQueryOptions} staleAfterOrder={[]} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Данные для доставки' });
}

const russianField = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('shipping modal on a Russian page', () => {
  it('labels the fields, groups and buttons in Russian', () => {
    renderRussianModal();
    for (const label of ['Имя и фамилия', 'Электронная почта', 'Телефон', 'Город', 'Адрес']) {
      expect(screen.getByLabelText(`${label} *`)).toBeRequired();
    }
    expect(screen.getByLabelText('Почтовый индекс')).not.toBeRequired();
    expect(russianField('Номер паспорта')).toBeRequired();
    expect(screen.getByRole('group', { name: 'Адрес доставки' })).toBeInTheDocument();
    expect(
      within(russianField('Страна')).getByRole('option', { name: 'Выберите страну' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByText('Сумма товаров (2 товара)')).toBeInTheDocument();
  });

  it('names the countries in Russian, sorted so, and keeps the stored name as the value', async () => {
    const user = userEvent.setup();
    renderRussianModal();
    const country = russianField('Страна');
    const russia = within(country).getByRole('option', { name: 'Россия' });
    expect(russia).toHaveValue('Russian Federation');
    const names = within(country)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(names.indexOf('Австралия')).toBeLessThan(names.indexOf('Бразилия'));
    await user.selectOptions(country, 'Russian Federation');
    expect(country).toHaveDisplayValue('Россия');
  });

  it('says in Russian which fields are missing and what is wrong with the passport', async () => {
    const fetchMock = routeFetch({});
    const user = userEvent.setup();
    renderRussianModal();
    await user.type(russianField('Имя и фамилия'), 'Анна Ли');
    await user.type(russianField('Электронная почта'), 'anna@');
    await user.type(russianField('Номер паспорта'), 'AB');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Заполните поле «Телефон»')).toBeVisible();
    expect(screen.getByText('Введите корректный адрес электронной почты')).toBeVisible();
    expect(russianField('Телефон')).toBeInvalid();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContainEqual(
      expect.stringMatching(/^Заполните обязательные поля: Телефон, Страна, Город/),
    );
    expect(alerts).toContain(`${PASSPORT_ERRORS_HEADING}\n• Слишком короткий номер паспорта`);
    expect(cart().items).toHaveLength(1);
  });
});
