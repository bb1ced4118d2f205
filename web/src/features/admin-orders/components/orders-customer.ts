import type { AdminOrderSummary } from '@contract/admin-orders';

/** The name and e-mail to show for an order: the account's, else what the shipping form said. */
export function orderCustomer(order: AdminOrderSummary): { name: string; email: string } {
  return {
    name: order.userName || order.shippingData.fullName,
    email: order.userEmail || order.shippingData.email,
  };
}
