import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';
import { TicketsTab } from './tickets-tab';
import '@/features/admin/components/admin.css';

/** Route /admin/tickets (behind the session gate): the tickets view on its own page. */
export function AdminTicketsPage() {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) {
    return (
      <section className="glass page empty-state">
        <PageTitle title="Support tickets" />
        <p>Admin only. Sign in with an admin email.</p>
      </section>
    );
  }
  return (
    <section className="glass page admin" aria-labelledby="admin-tickets-title">
      <PageTitle title="Admin · Support tickets" />
      <header className="page-header admin__header">
        <div>
          <p className="eyebrow">Store management</p>
          <h1 id="admin-tickets-title">Support tickets</h1>
        </div>
        <Link className="button button--ghost" to={paths.admin.to()}>
          Back to admin
        </Link>
      </header>
      <TicketsTab />
    </section>
  );
}
