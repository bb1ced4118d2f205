import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { cleanText, requiredText } from './text';

describe('cleanText', () => {
  it('when text holds HTML, then it is kept exactly as text', () => {
    expect(cleanText(' <script>alert(1)</script> & <b>hi</b> ')).toBe(
      '<script>alert(1)</script> & <b>hi</b>',
    );
  });

  it('when text holds control characters, then they are dropped but line breaks and tabs stay', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007f\r\nline\ttab')).toBe('abcd\r\nline\ttab');
  });
});

describe('requiredText', () => {
  it('when only spaces or control characters are left, then a 400 naming the field', () => {
    expect(() => requiredText(' \u0007 ', 'Title')).toThrow(AppError);
    expect(() => requiredText(' \u0007 ', 'Title')).toThrow('Title is required');
    expect(requiredText('  Hi ', 'Title')).toBe('Hi');
  });
});
