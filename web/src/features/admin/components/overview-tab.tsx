/** Admin tab: Overview. (Being built.) */
export function OverviewTab() {
  return <p className="muted">Overview is being built.</p>;
}
