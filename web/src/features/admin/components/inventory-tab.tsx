/** Admin tab: Inventory. (Being built.) */
export function InventoryTab() {
  return <p className="muted">Inventory is being built.</p>;
}
