import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountDeleted, actorPseudonym, orderCreated } from './audit-log';

describe('actorPseudonym', () => {
  it('when given a uid, then it is deleted-user- and the first 12 hex of its sha256', () => {
    const hex = createHash('sha256').update('alice-uid').digest('hex');
    expect(actorPseudonym('alice-uid')).toBe(`deleted-user-${hex.slice(0, 12)}`);
    expect(actorPseudonym('alice-uid')).toMatch(/^deleted-user-[0-9a-f]{12}$/);
  });

  it('when given the same uid twice, then the same pseudonym; another uid, another one', () => {
    expect(actorPseudonym('alice-uid')).toBe(actorPseudonym('alice-uid'));
    expect(actorPseudonym('bob-uid')).not.toBe(actorPseudonym('alice-uid'));
    expect(actorPseudonym('alice-uid')).not.toContain('alice');
  });
});

describe('log entries', () => {
  it('when an order is placed, then the entry names the order and who placed it, nothing more', () => {
    expect(orderCreated('guest', 'order-1')).toEqual({
      action: 'order.created',
      actor: 'guest',
      target: 'order-1',
    });
  });

  it('when an account is deleted, then actor and target are its uid, never its e-mail', () => {
    expect(accountDeleted('alice-uid')).toEqual({
      action: 'account.deleted',
      actor: 'alice-uid',
      target: 'alice-uid',
    });
  });
});
