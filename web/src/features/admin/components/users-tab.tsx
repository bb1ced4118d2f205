/** Admin tab: Users. (Being built.) */
export function UsersTab() {
  return <p className="muted">Users is being built.</p>;
}
