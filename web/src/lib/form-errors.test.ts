import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, focusFirstError } from './form-errors';

const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  email: z.email('Enter a valid e-mail'),
  note: z.string().max(3, 'Too long').max(2, 'Way too long'),
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each named field and drops other paths', () => {
    const result = Schema.safeParse({ name: '', email: 'nope', note: 'long' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, ['name', 'email'] as const)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail',
    });
    expect(fieldErrorsOf(result.error, ['note'] as const)).toEqual({ note: 'Too long' });
  });
});

describe('focusFirstError', () => {
  it('focuses the control of the first field, in field order, that has an error', () => {
    document.body.innerHTML =
      '<form><input name="name" /><input name="email" /><textarea name="note"></textarea></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    focusFirstError(form, ['name', 'email', 'note'] as const, { note: 'x', email: 'y' });
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });
});
