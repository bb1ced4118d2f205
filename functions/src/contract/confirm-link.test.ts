import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LINK_INVALID,
  ConfirmTokenSchema,
  confirmLink,
  tokenFromFragment,
} from './confirm-link';

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';

describe('confirmation links', () => {
  it('when a link is made, then its fragment gives the token back and its query is empty', () => {
    const url = new URL(confirmLink('https://shop.example', '/confirm-order', TOKEN));
    expect(url.pathname).toBe('/confirm-order');
    expect(url.search).toBe('');
    expect(tokenFromFragment(url.hash)).toBe(TOKEN);
  });

  it.each([
    '',
    '#',
    '#token=short',
    `#other=${TOKEN}`,
    `#token=${TOKEN}x`,
    `#token=${TOKEN.slice(1)}.`,
  ])('when the fragment carries no valid token (%j), then there is none', (hash) => {
    expect(tokenFromFragment(hash)).toBeNull();
  });

  it('when a token is malformed, then the schema refuses it with the page’s sentence', () => {
    expect(ConfirmTokenSchema.safeParse(TOKEN).success).toBe(true);
    const refused = ConfirmTokenSchema.safeParse('too-short');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([CONFIRM_LINK_INVALID]);
  });
});
