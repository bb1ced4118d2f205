/** Admin tab: Products. (Being built.) */
export function ProductsTab() {
  return <p className="muted">Products is being built.</p>;
}
