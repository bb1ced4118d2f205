/** Admin tab: Coupons. (Being built.) */
export function CouponsTab() {
  return <p className="muted">Coupons is being built.</p>;
}
