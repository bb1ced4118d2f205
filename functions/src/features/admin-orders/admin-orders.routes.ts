import { Router } from 'express';
import {
  AdminOrderParamsSchema,
  AdminOrderPatchSchema,
  AdminOrdersQuerySchema,
  DemoOrderRequestSchema,
  NotifyTrackingRequestSchema,
  type AdminOrderResponse,
  type AdminOrdersResponse,
} from '../../contract/admin-orders';
import { withoutPassport } from '../../contract/order';
import { adminOnly, recentAdminOnly } from '../../core/admin-guard';
import { signedInUser } from '../../core/auth';
import { route } from '../../core/route';
import { adminOrdersLog } from './admin-orders.log';
import { adminOrdersService } from './admin-orders.service';
import { demoOrderService } from './demo-order.service';
import { ordersExportService } from './orders-export.service';
import { exportFileName } from './orders-csv';

/** Orders, Shipments and the CSV export of the admin panel. */
export const adminOrdersRouter = Router();

type Order = AdminOrderResponse['order'];

/**
 * Answers of admin changes (status, tracking, demo order) carry the order without its
 * passport fields: only the detail view shows them, and each of its answers is logged as a
 * passport view. The shape stays the spec's; the fields are blank, as on an order without
 * passport data.
 */
function passportFree(order: Order): Order {
  return { ...order, shippingData: withoutPassport(order.shippingData) };
}

adminOrdersRouter.get(
  '/api/admin/orders',
  ...adminOnly,
  route({ query: AdminOrdersQuerySchema }, async ({ query, res }) => {
    res.json((await adminOrdersService.list(query)) satisfies AdminOrdersResponse);
  }),
);

// Passport data: only within 10 minutes of the admin's sign-in (401 reauth_required).
adminOrdersRouter.get(
  '/api/admin/orders/:id',
  ...recentAdminOnly,
  route({ params: AdminOrderParamsSchema }, async ({ params: { id }, res }) => {
    const order = await adminOrdersService.detail(signedInUser(res), id);
    res.json({ order } satisfies AdminOrderResponse);
  }),
);

adminOrdersRouter.patch(
  '/api/admin/orders/:id',
  ...adminOnly,
  route(
    { params: AdminOrderParamsSchema, body: AdminOrderPatchSchema },
    async ({ params: { id }, body: patch, res }) => {
      const admin = signedInUser(res);
      const order =
        'status' in patch
          ? await adminOrdersService.changeStatus(admin, id, patch.status)
          : await adminOrdersService.setTracking(admin, id, patch.tracking);
      res.json({ order: passportFree(order) } satisfies AdminOrderResponse);
    },
  ),
);

adminOrdersRouter.post(
  '/api/admin/notify-tracking',
  ...adminOnly,
  route({ body: NotifyTrackingRequestSchema }, async ({ body: { orderId, code }, res }) => {
    const order = await adminOrdersService.notifyTracking(signedInUser(res), orderId, code);
    res.json({ order: passportFree(order) } satisfies AdminOrderResponse);
  }),
);

adminOrdersRouter.post(
  '/api/admin/demo-order',
  ...adminOnly,
  route({ body: DemoOrderRequestSchema }, async ({ body: { email }, res }) => {
    const order = await demoOrderService.create(signedInUser(res), email);
    res.status(201).json({ order: passportFree(order) } satisfies AdminOrderResponse);
  }),
);

// Every order at once: a recent sign-in too, checked before the export is logged.
adminOrdersRouter.get('/api/admin/export/orders.csv', ...recentAdminOnly, async (_req, res) => {
  await ordersExportService.recordExport(signedInUser(res));
  try {
    await ordersExportService.streamCsv(res, () => {
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
    });
  } catch (err) {
    // Once streaming began the pipeline has closed the response: the download is cut short
    // (the client sees it fail), it cannot become an error answer any more.
    if (!res.headersSent && !res.destroyed) throw err;
    adminOrdersLog.exportFailed({ error: err instanceof Error ? err.message : String(err) });
    res.destroy();
  }
});
