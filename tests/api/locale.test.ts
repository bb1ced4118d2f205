// Issue 25, point 5: what a shopper starts remembers its language. An order or back-in-stock
// request stores the `locale` its body names, else the one `Accept-Language` prefers, and its
// confirmation e-mail is written in it; `{error}` texts come back in the request's language.
// Guests, so every mail here is the one the request's own transaction writes (no trigger).
import { describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { CONFIRM_LINK_INVALID } from '@contract/confirm-link';
import { orderNumberOf } from '@contract/order';
import { call } from '../support/accounts';
import { createProduct, postOrder, shippingData } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { alertsOf, askForAlert, mailsAbout } from '../support/stock-alert-fixtures';

const contact = () => `locale-${uniqueSuffix()}@example.com`;

/** A guest's order of one unit of a fresh product, placed (201). */
async function placedOrder(body: { locale?: string }, headers: Record<string, string> = {}) {
  const toy = await createProduct({ price: 5, stock: 5 });
  const res = await postOrder(
    { items: [{ id: toy, qty: 1 }], shippingData: shippingData({ email: contact() }), ...body },
    { headers },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { order } = CreateOrderResponseSchema.parse(res.body);
  const [stored, mail, link] = await Promise.all([
    adminDb().doc(`orders/${order.id}`).get(),
    adminDb().doc(`mail/order-confirmation-${order.id}`).get(),
    adminDb().collection('orderConfirmations').where('orderId', '==', order.id).get(),
  ]);
  return {
    number: `#${orderNumberOf(order.id)}`,
    stored: stored.data(),
    mail: mail.data() as { language: string; message: { subject: string; text: string } },
    link: link.docs[0]?.data(),
  };
}

describe('the language of what a shopper starts', () => {
  it('when an order names locale ru, then the order, its link record and its confirmation e-mail are Russian', async () => {
    const { number, stored, mail, link } = await placedOrder(
      { locale: 'ru' },
      { 'accept-language': 'en' },
    );
    expect(stored).toMatchObject({ locale: 'ru', language: 'ru' });
    expect(link).toMatchObject({ locale: 'ru' });
    expect(mail.language).toBe('ru');
    expect(mail.message.subject).toBe(`Toy Store: подтвердите заказ ${number}`);
    expect(mail.message.text).toMatch(/Подтвердить заказ: http[^\s]+\/ru\/confirm-order#token=/);
  });

  it('when an order names no locale and Accept-Language prefers Russian, then it is stored Russian', async () => {
    const { stored, mail } = await placedOrder(
      {},
      { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    );
    expect(stored).toMatchObject({ locale: 'ru', language: 'ru' });
    expect(mail.language).toBe('ru');
  });

  it('when an order is English, then it stays English as before', async () => {
    const { number, stored, mail, link } = await placedOrder({ locale: 'en' });
    expect(stored).toMatchObject({ locale: 'en', language: 'en' });
    expect(link).toMatchObject({ locale: 'en' });
    expect(mail.language).toBe('en');
    expect(mail.message.subject).toBe(`Toy Store: please confirm order ${number}`);
    expect(mail.message.text).toMatch(/Confirm order: http[^\s]+\/confirm-order#token=/);
    expect(mail.message.text).not.toContain('/ru/');
  });

  it('when a back-in-stock request names locale ru, then it and its confirmation e-mail are Russian', async () => {
    const productId = await createProduct({ stock: 0 });
    const res = await askForAlert({ productId, email: contact(), locale: 'ru' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [alert] = await alertsOf(productId);
    expect(alert?.data()).toMatchObject({ locale: 'ru', language: 'ru', status: 'pending' });
    const [mail] = await mailsAbout(productId, 'stock-alert-confirmation');
    expect(mail?.get('language')).toBe('ru');
    expect(String(mail?.get('message.text'))).toMatch(/\/ru\/notify-me\/confirm#token=/);
  });
});

describe('API errors in the page language', () => {
  const confirmBad = (headers: Record<string, string>) =>
    call('POST', '/api/orders/confirm', { body: { token: 'not-a-token' }, headers });

  it('when a 4xx answers a request that prefers Russian, then its text is Russian; otherwise English', async () => {
    const ru = await confirmBad({ 'accept-language': 'ru' });
    expect(ru.status).toBe(400);
    expect(ErrorBodySchema.parse(ru.body).error).toBe(
      'Эта ссылка подтверждения недействительна. Пожалуйста, откройте ссылку из письма ещё раз.',
    );
    const en = await confirmBad({});
    expect(en.status).toBe(400);
    expect(ErrorBodySchema.parse(en.body).error).toBe(CONFIRM_LINK_INVALID);
  });
});
