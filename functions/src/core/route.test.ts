import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { route } from './route';

const Params = z.object({ id: z.string().min(2) });
const Body = z.strictObject({ qty: z.coerce.number().int().min(1) });

async function call(
  handler: ReturnType<typeof route>,
  req: { params?: unknown; query?: unknown; body?: unknown },
) {
  const next = vi.fn<(err?: unknown) => void>();
  await handler(req as unknown as Request, {} as unknown as Response, next);
  return next;
}

describe('route', () => {
  it('when every part parses, then the handler gets the parsed values', async () => {
    const seen = vi.fn();
    const handler = route({ params: Params, body: Body }, ({ params, query, body }) => {
      const qty: number = body.qty; // typed by the schema, no cast
      seen(params.id, query, qty);
    });
    const next = await call(handler, { params: { id: 'ab' }, body: { qty: '3' } });
    expect(seen).toHaveBeenCalledWith('ab', undefined, 3);
    expect(next).not.toHaveBeenCalled();
  });

  it('when a part does not parse, then next gets a 400 naming the field and the handler never runs', async () => {
    const seen = vi.fn();
    const next = await call(route({ params: Params, body: Body }, seen), {
      params: { id: 'ab' },
      body: { qty: 0 },
    });
    expect(seen).not.toHaveBeenCalled();
    const err: unknown = next.mock.calls[0]?.[0];
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'invalid_request', status: 400 });
    expect((err as AppError).message).toMatch(/^qty: /);
  });

  it('when the handler fails asynchronously, then the error goes to next', async () => {
    const failure = new Error('boom');
    const next = await call(
      route({}, () => Promise.reject(failure)),
      {},
    );
    expect(next).toHaveBeenCalledWith(failure);
  });
});
