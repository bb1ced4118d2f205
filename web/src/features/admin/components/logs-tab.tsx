/** Admin tab: Logs. (Being built.) */
export function LogsTab() {
  return <p className="muted">Logs is being built.</p>;
}
