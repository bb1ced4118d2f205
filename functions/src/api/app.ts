import express from 'express';
import { accountDeletionRouter } from '../account-deletion/account-deletion.routes';
import { bodyLimit, DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../core/body-limit';
import { refuseCrossSiteCookies } from '../core/csrf';
import { requestDeadline, UPLOAD_REQUEST_DEADLINE_MS } from '../core/deadline';
import { errorHandler, notFoundHandler } from '../core/error-handler';
import { adminAuditRouter } from '../features/admin-audit/admin-audit.routes';
import { adminCatalogRouter } from '../features/admin-catalog/admin-catalog.routes';
import { adminCouponsRouter } from '../features/admin-coupons/admin-coupons.routes';
import { adminOrdersRouter } from '../features/admin-orders/admin-orders.routes';
import { authRouter } from '../features/auth/auth.routes';
import { challengeRouter } from '../features/challenge/challenge.routes';
import { checkoutRouter } from '../features/checkout/checkout.routes';
import { couponsRouter } from '../features/coupons/coupons.routes';
import { dropsRouter } from '../features/drops/drops.routes';
import { galleryRouter } from '../features/gallery/gallery.routes';
import { healthRouter } from '../features/health/health.routes';
import { loyaltyRouter } from '../features/loyalty/loyalty.routes';
import { provideOrderReader } from '../features/loyalty/owned-orders.repository';
import { myCouponsRouter } from '../features/my-coupons/my-coupons.routes';
import { orderConfirmationRouter } from '../features/orders/order-confirmation.routes';
import { orderLookupRouter } from '../features/orders/order-lookup.routes';
import { ordersReadRouter } from '../features/orders/orders-read.routes';
import { ordersRouter } from '../features/orders/orders.routes';
import { storedOrdersRepository } from '../features/orders';
import { pagesRouter } from '../features/pages/pages.routes';
import { liveStockRouter } from '../features/products/live-stock.routes';
import { productsRouter } from '../features/products/products.routes';
import { REVIEW_BODY_LIMIT, reviewsRouter } from '../features/reviews/reviews.routes';
import { adminStatsRouter } from '../features/stats/admin-stats.routes';
import { statsRouter } from '../features/stats/stats.routes';
import { stockAlertsRouter } from '../features/stock-alerts/stock-alerts.routes';
import { supportRouter } from '../features/support/support.routes';
import { trackingRouter } from '../features/tracking/tracking.routes';
import { uploadsRouter } from '../features/uploads/uploads.routes';

/** Common middleware, then routes, then the one error handler. Paths are the full `/api/...`. */
export function createApp() {
  // Loyalty reads orders through the orders feature, which imports loyalty: wired here.
  provideOrderReader((orderId) => storedOrdersRepository.find(orderId));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // First, so a stalled Firestore or Auth is a 503 JSON within seconds, never the runtime's 504.
  app.use(
    requestDeadline(undefined, {
      '/api/admin/upload': UPLOAD_REQUEST_DEADLINE_MS,
      '/api/reviews': UPLOAD_REQUEST_DEADLINE_MS,
    }),
  );
  // Image uploads carry a data URL; every other call stays small.
  app.use(
    bodyLimit(DEFAULT_BODY_LIMIT, {
      '/api/admin/upload': UPLOAD_BODY_LIMIT,
      // A review carries up to 5 images (multipart files or data URLs).
      '/api/reviews': REVIEW_BODY_LIMIT,
    }),
  );
  // Outside the Functions runtime (unit tests), bodies still need parsing.
  app.use(express.json({ limit: UPLOAD_BODY_LIMIT }));
  app.use((_req, res, next) => {
    // The hosting runtime's outer Express app adds this; we do not advertise the stack.
    res.removeHeader('X-Powered-By');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(refuseCrossSiteCookies);

  app.use(healthRouter);
  app.use(productsRouter);
  app.use(liveStockRouter);
  app.use(statsRouter);
  app.use(galleryRouter);
  app.use(checkoutRouter);
  app.use(challengeRouter);
  app.use(dropsRouter);
  app.use(ordersRouter);
  app.use(orderLookupRouter);
  app.use(orderConfirmationRouter);
  app.use(couponsRouter);
  app.use(myCouponsRouter);
  app.use(loyaltyRouter);
  app.use(authRouter);
  app.use(accountDeletionRouter);
  app.use(ordersReadRouter);
  app.use(trackingRouter);
  app.use(stockAlertsRouter);
  app.use(uploadsRouter);
  app.use(adminStatsRouter);
  app.use(adminOrdersRouter);
  app.use(adminAuditRouter);
  app.use(adminCatalogRouter);
  app.use(adminCouponsRouter);
  app.use(reviewsRouter);
  app.use(supportRouter);
  // Pages outside /api (product pages, catalogue, robots.txt, sitemap.xml): HTML and text.
  app.use(pagesRouter);

  // Unknown paths, under /api or not: a JSON 404, never the SPA's HTML.
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
