import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stockAlertId } from './stock-alert-id';

describe('stockAlertId', () => {
  it('when the same address is typed in another case or with spaces, then the id is the same', () => {
    expect(stockAlertId('p1', ' Ann@Example.COM ')).toBe(stockAlertId('p1', 'ann@example.com'));
  });

  it('when product or address differ, then the id differs', () => {
    expect(stockAlertId('p1', 'ann@example.com')).not.toBe(stockAlertId('p2', 'ann@example.com'));
    expect(stockAlertId('p1', 'ann@example.com')).not.toBe(stockAlertId('p1', 'bob@example.com'));
  });

  it('when made, then it is the sha256 hex of product and address and holds no address', () => {
    const id = stockAlertId('p1', 'Ann@Example.com');
    expect(id).toBe(createHash('sha256').update('p1\nann@example.com').digest('hex'));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });
});
