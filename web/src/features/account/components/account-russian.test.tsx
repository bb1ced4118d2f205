// The profile and settings tabs on a Russian page: labels, the overview, the passport checks
// (under the specification's heading, the same on both languages' pages) and the notices.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import type { Profile } from '@contract/user';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { emptyProfile } from '../profile-fields';
import { ProfileTab } from './profile-tab';
import { FINAL_CONFIRM, SettingsTab } from './settings-tab';

vi.mock('@/features/auth/session-sync', () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
const stored: Profile = {
  ...emptyProfile(ann),
  passportData: { ...emptyProfile(ann).passportData, passportNumber: 'X1234567' },
};

beforeEach(() => {
  setPageLocale('ru');
  useSessionStore.setState({ user: ann });
});

afterEach(() => {
  setPageLocale('en');
});

describe('profile tab in Russian', () => {
  it('when it loads, then the overview and the form are Russian', async () => {
    routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    renderRoute(<ProfileTab user={ann} />);
    expect(await screen.findByRole('form', { name: 'Редактирование профиля' })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Ваши данные' });
    expect(overview).toHaveTextContent('ТелефонНе указано');
    expect(overview).toHaveTextContent('РассылкаВы не подписаны');
    expect(screen.getByLabelText('Имя получателя')).toBeInTheDocument();
    expect(screen.getByLabelText('Дата выдачи паспорта')).toHaveAttribute('type', 'date');
    const gender = screen.getByLabelText<HTMLSelectElement>('Пол');
    expect([...gender.options].map((option) => option.text)).toEqual([
      'Не указан',
      'Мужской',
      'Женский',
    ]);
    expect(screen.getByRole('button', { name: 'Сохранить профиль' })).toBeInTheDocument();
  });

  it('when the passport data is too short, then the field errors are Russian under the same heading', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    renderRoute(<ProfileTab user={ann} />);
    const number = await screen.findByLabelText('Номер паспорта');
    await user.clear(number);
    await user.type(number, 'AB');
    await user.type(screen.getByLabelText('Гражданство'), 'X');
    await user.click(screen.getByRole('button', { name: 'Сохранить профиль' }));

    const notice = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent.startsWith(PASSPORT_ERRORS_HEADING),
    );
    expect(notice.textContent).toBe(
      `${PASSPORT_ERRORS_HEADING}\n• Номер паспорта слишком короткий\n• Укажите гражданство`,
    );
    // Beside the fields too (the notice above is one text of its own).
    expect(screen.getByText('Номер паспорта слишком короткий')).toBeInTheDocument();
    expect(screen.getByText('Укажите гражданство')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the server is down, then the saved-on-device warning is Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/auth/profile': () => ({ user: stored }),
      'GET /api/health': () => Response.json({ error: 'down' }, { status: 503 }),
    });
    renderRoute(<ProfileTab user={ann} />);
    await user.click(await screen.findByRole('button', { name: 'Сохранить профиль' }));
    expect(
      await screen.findByText(
        'Сохранено на этом устройстве; данные синхронизируются, когда сервер снова будет доступен',
      ),
    ).toBeInTheDocument();
  });
});

describe('settings tab in Russian', () => {
  it('when deletion starts, then the same word DELETE is asked for in a Russian label and confirm', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn<(message?: string) => boolean>(() => false);
    vi.stubGlobal('confirm', confirm);
    const fetchMock = routeFetch({});
    renderRoute(<SettingsTab user={ann} />);
    expect(screen.getByText('ann@example.com').parentElement).toHaveTextContent(
      'Вы вошли как ann@example.com. После выхода корзина и избранное останутся на этом устройстве.',
    );
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await user.type(screen.getByLabelText('Введите DELETE для подтверждения'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Удалить мой аккаунт' }));
    expect(confirm).toHaveBeenCalledWith('Вы уверены? Это действие нельзя отменить!');
    expect(FINAL_CONFIRM).toBe('Are you absolutely sure? This action cannot be undone!');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
