/** Admin tab: Orders. (Being built.) */
export function OrdersTab() {
  return <p className="muted">Orders is being built.</p>;
}
