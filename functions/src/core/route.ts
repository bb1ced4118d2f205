import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseOrThrow } from './validate';

/** Contract schemas for the parts of the request a handler reads. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** The parsed value of one part: typed by its schema, `undefined` when none was given. */
type Parsed<S extends RouteSchemas, K extends keyof RouteSchemas> = S extends {
  [key in K]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

export interface RouteContext<S extends RouteSchemas> {
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  body: Parsed<S, 'body'>;
  req: Request;
  res: Response;
}

/**
 * A route handler that only ever sees checked input: each part named in `schemas` is parsed
 * (params, then query, then body) and handed over typed; the first that does not parse is a
 * 400 `{error}` naming the field (`parseOrThrow`). Errors, thrown or async, go to `next`.
 *
 *   router.post('/api/x/:id', identify, route({ params, body }, async ({ params, body, res }) => …));
 */
export function route<const S extends RouteSchemas>(
  schemas: S,
  handler: (context: RouteContext<S>) => Promise<void> | void,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const { params, query, body } = schemas;
      // The conditional types cannot be followed through the generic: each part below is
      // exactly what `Parsed` names, parsed by the schema given or undefined without one.
      const context = {
        params: params && parseOrThrow(params, req.params),
        query: query && parseOrThrow(query, req.query),
        body: body && parseOrThrow(body, req.body),
        req,
        res,
      } as RouteContext<S>;
      await handler(context);
    } catch (err) {
      next(err);
    }
  };
}
