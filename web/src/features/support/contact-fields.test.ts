import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { emptyContact, validateContact } from './contact-fields';

const filled = { ...emptyContact('Ann', 'ann@example.com'), subject: 'Order', message: 'Hi' };

afterEach(() => {
  setPageLocale('en');
});

describe('validateContact', () => {
  it('when a field is too long or the e-mail is wrong, then it says so in the contract’s English words', () => {
    expect(validateContact({ ...filled, name: 'a'.repeat(121), email: 'ann@' })).toEqual({
      ok: false,
      errors: { name: 'Name is at most 120 characters', email: 'Enter a valid e-mail' },
    });
  });

  it('when the page is Russian, then the same refusals are Russian', () => {
    setPageLocale('ru');
    expect(validateContact({ ...filled, subject: 'a'.repeat(201), email: 'ann@' })).toEqual({
      ok: false,
      errors: {
        subject: 'Поле «Тема»: не больше 200 символов',
        email: 'Введите корректный e-mail',
      },
    });
  });

  it('when everything is filled, then the ticket is trimmed and ready to send', () => {
    expect(validateContact({ ...filled, email: ' ann@example.com ' })).toEqual({
      ok: true,
      ticket: { name: 'Ann', email: 'ann@example.com', subject: 'Order', message: 'Hi' },
    });
  });
});
