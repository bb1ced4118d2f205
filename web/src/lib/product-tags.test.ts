import { describe, expect, it } from 'vitest';
import { displayTags, TAG_MAX_LENGTH } from './product-tags';
import { isValidText } from './validation';

describe('isValidText', () => {
  it('accepts a trimmed non-empty string within the maximum', () => {
    expect(isValidText('ok')).toBe(true);
    expect(isValidText('a'.repeat(1000))).toBe(true);
    expect(isValidText('a'.repeat(1001))).toBe(false);
    expect(isValidText('  padded  ', 6)).toBe(true);
  });

  it('rejects blanks and non-strings', () => {
    expect(isValidText('')).toBe(false);
    expect(isValidText('   ')).toBe(false);
    expect(isValidText(42)).toBe(false);
    expect(isValidText(null)).toBe(false);
    expect(isValidText(undefined)).toBe(false);
  });
});

describe('displayTags', () => {
  it('keeps tags of exactly 50 characters and drops 51', () => {
    const fifty = 'x'.repeat(TAG_MAX_LENGTH);
    const fiftyOne = 'y'.repeat(TAG_MAX_LENGTH + 1);
    expect(displayTags([fifty, fiftyOne])).toEqual([fifty]);
  });

  it('drops blank tags and trims the rest, keeping their order', () => {
    expect(displayTags(['  vinyl ', '', '   ', 'plush'])).toEqual(['vinyl', 'plush']);
  });

  it('joins to the bullet form shown on cards', () => {
    expect(displayTags(['anime', 'figure']).join(' • ')).toBe('anime • figure');
  });
});
