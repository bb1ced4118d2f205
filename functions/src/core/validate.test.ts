import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { describeZodError, parseOrThrow } from './validate';

const Schema = z.strictObject({ qty: z.int().min(1), name: z.string() });

describe('parseOrThrow', () => {
  it('returns the parsed value when valid', () => {
    expect(parseOrThrow(Schema, { qty: 2, name: 'a' })).toEqual({ qty: 2, name: 'a' });
  });

  it('throws a 400 AppError naming the field when invalid', () => {
    try {
      parseOrThrow(Schema, { qty: 0, name: 'a' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).message).toMatch(/^qty: /);
    }
  });

  it('rejects unknown fields of strict schemas', () => {
    const result = Schema.safeParse({ qty: 1, name: 'a', price: 0 });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toMatch(/price|Unrecognized/);
  });
});
