import { useEffect, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { loadQueryClient } from '@/lib/query-layer';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { startSession } from './session';

interface SessionGateProps {
  children: ReactNode;
  /** Fetches the page's chunk while the session is checked, not after. */
  preload?: () => Promise<unknown>;
  /** What guests are told: 'account' pages ask them to sign in, 'admin' pages say who may. */
  audience?: 'account' | 'admin';
}

/**
 * For pages that need an account: starts the identity provider, waits for a returning
 * user's session, and shows 'Please sign in.' to guests ('Admin only. Sign in with an admin
 * email.' on admin pages).
 */
export function SessionGate({ children, preload, audience = 'account' }: SessionGateProps) {
  const ready = useSessionStore((state) => state.ready);
  const user = useSessionStore(selectUser);

  useEffect(() => {
    void startSession();
    // Every page behind the gate reads through queries: their chunk comes along too.
    Promise.all([preload?.(), loadQueryClient()]).catch(() => {
      // Reported by the page's own lazy import when it renders.
    });
  }, [preload]);

  if (!ready) return <PageLoader label={m.shell_checking_session()} />;
  if (!user) return audience === 'admin' ? <AdminSignInPrompt /> : <SignInPrompt />;
  return children;
}

function SignInPrompt() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="sign-in-prompt">
      <PageTitle title={m.pages_sign_in_title()} />
      <h1 id="sign-in-prompt">{m.pages_please_sign_in()}</h1>
      <p className="muted">{m.pages_sign_in_waiting()}</p>
      <div className="sign-in-prompt__actions">
        <Link className="button button--primary" to={paths.signIn.to()}>
          {m.shell_sign_in()}
        </Link>
        <Link className="button button--ghost" to={paths.register.to()}>
          {m.shell_create_account()}
        </Link>
      </div>
    </section>
  );
}

/** The admin kit's wording (AdminOnly), with the way to sign in; the admin panel stays English. */
function AdminSignInPrompt() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="admin-sign-in-prompt">
      <PageTitle title="Admin" />
      <h1 id="admin-sign-in-prompt">Admin only. Sign in with an admin email.</h1>
      <div className="sign-in-prompt__actions">
        <Link className="button button--primary" to={paths.signIn.to()}>
          Sign in
        </Link>
      </div>
    </section>
  );
}
