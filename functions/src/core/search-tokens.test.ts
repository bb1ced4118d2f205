import { describe, expect, it } from 'vitest';
import {
  accountSearchTokens,
  EMAIL_PREFIX_MAX,
  emailTokens,
  nameTokens,
  sameTokens,
  searchKey,
} from './search-tokens';

describe('search tokens', () => {
  it('when an e-mail is tokenised, then every prefix, the address and its domain are kept', () => {
    expect(emailTokens(' Ann@Ex.io ')).toEqual([
      'a',
      'an',
      'ann',
      'ann@',
      'ann@e',
      'ann@ex',
      'ann@ex.',
      'ann@ex.i',
      'ann@ex.io',
      'ex.io',
    ]);
  });

  it('when an e-mail is longer than the prefix limit, then the whole address is still a token', () => {
    const email = `${'a'.repeat(80)}@example.com`;
    const tokens = emailTokens(email);
    expect(tokens).toContain(email);
    expect(tokens).toContain('example.com');
    expect(tokens.filter((token) => token !== email && token !== 'example.com')).toHaveLength(
      EMAIL_PREFIX_MAX,
    );
  });

  it('when a name is tokenised, then each word and the whole name are kept, lower-cased', () => {
    expect(nameTokens('  Anna-Maria  LEE ')).toEqual(['anna', 'maria', 'lee', 'anna-maria lee']);
    expect(nameTokens('Иван')).toEqual(['иван']);
    expect(nameTokens('')).toEqual([]);
  });

  it('when an account is tokenised, then the tokens are sorted and unique', () => {
    const tokens = accountSearchTokens('lee@x.io', 'Lee');
    expect(tokens).toEqual([...new Set(tokens)].sort());
    expect(tokens).toContain('lee');
    expect(tokens).toContain('x.io');
    expect(sameTokens(tokens, accountSearchTokens('LEE@x.io', 'lee'))).toBe(true);
    expect(sameTokens(undefined, tokens)).toBe(false);
  });

  it('when a search text is keyed, then it is compared as its tokens are', () => {
    expect(searchKey('  ANN@Example.COM ')).toBe('ann@example.com');
  });
});
