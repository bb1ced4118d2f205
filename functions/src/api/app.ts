import express from 'express';
import { bodyLimit, DEFAULT_BODY_LIMIT } from '../core/body-limit';
import { errorHandler, notFoundHandler } from '../core/error-handler';
import { galleryRouter } from '../features/gallery/gallery.routes';
import { healthRouter } from '../features/health/health.routes';
import { productsRouter } from '../features/products/products.routes';
import { statsRouter } from '../features/stats/stats.routes';

/** Common middleware, then routes, then the one error handler. Paths are the full `/api/...`. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(bodyLimit(DEFAULT_BODY_LIMIT));
  // Outside the Functions runtime (unit tests), bodies still need parsing.
  app.use(express.json({ limit: DEFAULT_BODY_LIMIT }));
  app.use((_req, res, next) => {
    // The hosting runtime's outer Express app adds this; we do not advertise the stack.
    res.removeHeader('X-Powered-By');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });

  app.use(healthRouter);
  app.use(productsRouter);
  app.use(statsRouter);
  app.use(galleryRouter);

  app.use('/api', notFoundHandler);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
