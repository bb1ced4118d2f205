import { describe, expect, it } from 'vitest';
import { orderNumberOf } from '../../contract/order';
import { parseOrderCode } from './order-code';

describe('orderNumberOf', () => {
  it('when an order id is given, then its first 6 characters upper-cased', () => {
    expect(orderNumberOf('abC12xYZ9988qwerty00')).toBe('ABC12X');
  });
});

describe('parseOrderCode', () => {
  it('when the short number has a #, then it is only a number (no id has a #)', () => {
    expect(parseOrderCode('#abc123')).toEqual({ id: null, number: 'ABC123' });
    expect(parseOrderCode('  # AbC123 ')).toEqual({ id: null, number: 'ABC123' });
  });

  it('when 6 characters come without #, then they are tried as an id and as a number', () => {
    expect(parseOrderCode('abc123')).toEqual({ id: 'abc123', number: 'ABC123' });
  });

  it('when a full id is given, then it is an id kept as typed (ids are case-sensitive)', () => {
    expect(parseOrderCode(' AbCdEf0123456789XyZw ')).toEqual({
      id: 'AbCdEf0123456789XyZw',
      number: null,
    });
  });

  it('when the text cannot be an id or a number, then neither', () => {
    expect(parseOrderCode('#abc')).toEqual({ id: null, number: null });
    expect(parseOrderCode('orders/abc')).toEqual({ id: null, number: null });
    expect(parseOrderCode('#abc12345')).toEqual({ id: null, number: null });
    expect(parseOrderCode('ab c12')).toEqual({ id: null, number: null });
  });
});
