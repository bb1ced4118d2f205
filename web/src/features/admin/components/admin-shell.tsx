import { useId, type ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';
// Every admin screen renders in the shell, so the styles the tabs share come with it.
import './admin-panels.css';
import './admin.css';

/** Its children for admins; anyone else is told why. The server checks the role on every call too. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) {
    return (
      <section className="glass page empty-state">
        <PageTitle title={title} />
        <p>Admin only. Sign in with an admin email.</p>
      </section>
    );
  }
  return children;
}

interface AdminShellProps {
  heading: string;
  /** The document title. */
  pageTitle: string;
  /** The header's action (a link or a button). */
  action: ReactNode;
  children: ReactNode;
}

/** An admin screen: the 'Store management' header with its heading and action, then the content. */
export function AdminShell({ heading, pageTitle, action, children }: AdminShellProps) {
  const headingId = useId();
  return (
    <section className="glass page admin" aria-labelledby={headingId}>
      <PageTitle title={pageTitle} />
      <header className="page-header admin__header">
        <div>
          <p className="eyebrow">Store management</p>
          <h1 id={headingId}>{heading}</h1>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
