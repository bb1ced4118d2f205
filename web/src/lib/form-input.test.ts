import { describe, expect, it } from 'vitest';
import { readNumber, splitCommaList } from './form-input';

describe('splitCommaList', () => {
  it('when items have spaces and blanks, then they are trimmed and blanks dropped', () => {
    expect(splitCommaList(' vinyl, ,plush ,, rare ')).toEqual(['vinyl', 'plush', 'rare']);
    expect(splitCommaList('   ')).toEqual([]);
  });
});

describe('readNumber', () => {
  it('when the text is a number with spaces around it, then it is that number', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('0')).toBe(0);
  });

  it('when the text is blank or not a finite number, then it is null', () => {
    expect(readNumber('   ')).toBeNull();
    expect(readNumber('abc')).toBeNull();
    expect(readNumber('Infinity')).toBeNull();
  });
});
