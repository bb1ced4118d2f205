// The shipping form's checks in both languages (issue 25): English keeps the contract's words,
// a Russian page reads Russian, also where the contract's schema has the last word.
import { afterEach, describe, expect, it } from 'vitest';
import { PASSPORT_MESSAGES } from '@contract/passport';
import { setPageLocale } from '@/i18n/locale';
import {
  emptyShippingForm,
  missingFieldsMessage,
  PASSPORT_TEXT,
  validateShipping,
  type ShippingForm,
} from './shipping-form';

afterEach(() => {
  setPageLocale('en');
});

const valid = (): ShippingForm => ({
  ...emptyShippingForm(),
  fullName: 'Анна Ли',
  email: 'anna@example.com',
  phone: '+7 900 000-00-00',
  country: 'Russia',
  city: 'Москва',
  address: 'ул. Ленина, 1',
  passportNumber: '4510 123456',
  passportIssueDate: '2020-05-01',
  passportIssuedBy: 'ОВД Москвы',
  nationality: 'Россия',
});

describe('shipping form messages per language', () => {
  it('on English pages, then the passport messages are the contract’s own', () => {
    for (const [field, message] of Object.entries(PASSPORT_MESSAGES)) {
      expect(PASSPORT_TEXT[field as keyof typeof PASSPORT_TEXT]()).toBe(message);
    }
  });

  it('on a Russian page, then blank, passport and format problems read Russian', () => {
    setPageLocale('ru');
    const result = validateShipping({
      ...valid(),
      phone: ' ',
      email: 'anna@',
      nationality: 'Р',
      passportIssueDate: '01.05.2020',
    });
    expect(result).toMatchObject({
      ok: false,
      missing: ['phone'],
      passport: ['Укажите ваше гражданство'],
      fieldErrors: {
        phone: 'Заполните поле «Телефон»',
        email: 'Введите корректный адрес электронной почты',
        nationality: 'Укажите ваше гражданство',
        passportIssueDate: 'Введите дату в формате ГГГГ-ММ-ДД',
      },
    });
    expect(missingFieldsMessage(['phone', 'passportNumber'])).toBe(
      'Заполните обязательные поля: Телефон, Номер паспорта.',
    );
  });

  it('when only the schema objects (a date that does not exist), then it says so in the page’s language', () => {
    const impossible = { ...valid(), passportIssueDate: '2020-02-30' };
    expect(validateShipping(impossible)).toMatchObject({
      fieldErrors: { passportIssueDate: 'Passport issue date must be a date (YYYY-MM-DD)' },
    });
    setPageLocale('ru');
    expect(validateShipping(impossible)).toMatchObject({
      fieldErrors: {
        passportIssueDate: 'Дата выдачи паспорта должна быть настоящей датой (ГГГГ-ММ-ДД)',
      },
    });
  });
});
