// What other features may use from orders.
export { ordersKeys } from './api/query-keys';
export { useMyOrders } from './api/get-my-orders';
