import { IdSchema } from '../../contract/common';
import { ORDER_NUMBER_LENGTH } from '../../contract/order';

/**
 * What an admin typed as the order code: a full order id, or the short number the customer
 * sees (`#ABC123`: the first 6 characters of the id, any case, with or without '#').
 * `id` is what to try as a document id (never with '#', which no id has); `number` the
 * normalised short number to look up, when the text has that shape. Both may be set: a
 * 6-character text is tried as an id first.
 */
export interface OrderCode {
  id: string | null;
  number: string | null;
}

const NUMBER_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${ORDER_NUMBER_LENGTH}}$`);

export function parseOrderCode(raw: string): OrderCode {
  const text = raw.trim();
  const hashed = text.startsWith('#');
  const bare = hashed ? text.slice(1).trim() : text;
  return {
    id: !hashed && IdSchema.safeParse(bare).success ? bare : null,
    number: NUMBER_PATTERN.test(bare) ? bare.toUpperCase() : null,
  };
}
