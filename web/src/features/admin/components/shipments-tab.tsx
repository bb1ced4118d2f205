/** Admin tab: Shipments. (Being built.) */
export function ShipmentsTab() {
  return <p className="muted">Shipments is being built.</p>;
}
