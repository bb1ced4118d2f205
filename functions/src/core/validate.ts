import type { z } from 'zod';
import { AppError } from './errors';

/** First issue of a zod error as one readable sentence: "price: Too small...". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid_request', describeZodError(result.error), 400);
  return result.data;
}
