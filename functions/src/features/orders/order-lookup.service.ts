import { OrderLookupRequestSchema, type OrderLookupSummary } from '../../contract/order-lookup';
import { orderNumberOf, type Order } from '../../contract/order';
import { normaliseEmail } from '../../core/env';
import { badRequest, notFound } from '../../core/errors';
import { orderLookupRepository } from './order-lookup.repository';

/** One answer for an unknown number and a wrong e-mail alike: the lookup reveals neither. */
export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The request's number and e-mail in the forms they are compared in, or a 400 with the
 * schema's own sentence (the field name is left out: the form says which field it is).
 */
export function parseLookupRequest(body: unknown): { number: string; email: string } {
  const parsed = OrderLookupRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  }
  return { number: parsed.data.number, email: normaliseEmail(parsed.data.email) };
}

/**
 * Whether `email` (normalised) is the order's: the contact e-mail typed at checkout, or the
 * account's for an account's order. Older orders kept the typed case; both sides are
 * compared normalised. An anonymised order's blank addresses match nothing.
 */
export function orderHasEmail(order: Pick<Order, 'userEmail' | 'shippingData'>, email: string) {
  if (email === '') return false;
  return [order.shippingData.email, order.userEmail].some(
    (stored) => stored !== '' && normaliseEmail(stored) === email,
  );
}

/**
 * What a lookup shows: status, dates, lines, totals, tracking code and the city and country
 * it goes to. Never the name, e-mail, phone, street, postal code, notes, passport or id.
 */
export function toLookupSummary(order: Order): OrderLookupSummary {
  return {
    number: orderNumberOf(order.id),
    status: order.status,
    createdAt: order.createdAt,
    items: order.items.map((line) => ({
      title: line.title,
      price: line.price,
      qty: line.qty,
      // Older orders carry `images` instead of `image`; a blank one is no image.
      image: (line.image ?? '') || (line.images?.[0] ?? '') || null,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    discount: order.discount,
    bonusDiscount: order.bonusDiscount,
    total: order.total,
    trackingCode: (order.tracking?.code ?? '') || null,
    deliverTo: { city: order.shippingData.city, country: order.shippingData.country },
  };
}

export const orderLookupService = {
  /**
   * "Find my order": the order with this short number and e-mail (the newest, should two
   * ever share both). The same work and the same 404 whether the number is unknown or the
   * e-mail wrong, so the answer tells a guesser nothing about which.
   */
  async find(request: { number: string; email: string }): Promise<OrderLookupSummary> {
    const candidates = await orderLookupRepository.withNumber(request.number);
    const matching = candidates
      .filter((order) => orderHasEmail(order, request.email))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const [found] = matching;
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return toLookupSummary(found);
  },
};
