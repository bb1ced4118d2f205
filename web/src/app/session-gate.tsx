import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { startSession } from './session';

interface SessionGateProps {
  children: ReactNode;
  /** Fetches the page's chunk while the session is checked, not after. */
  preload?: () => Promise<unknown>;
}

/**
 * For pages that need an account: starts the identity provider, waits for a returning
 * user's session, and shows 'Please sign in.' to guests.
 */
export function SessionGate({ children, preload }: SessionGateProps) {
  const ready = useSessionStore((state) => state.ready);
  const user = useSessionStore(selectUser);

  useEffect(() => {
    void startSession();
    preload?.().catch(() => {
      // Reported by the page's own lazy import when it renders.
    });
  }, [preload]);

  if (!ready) return <PageLoader label="Checking your session..." />;
  if (!user) return <SignInPrompt />;
  return children;
}

function SignInPrompt() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="sign-in-prompt">
      <PageTitle title="Please sign in" />
      <h1 id="sign-in-prompt">Please sign in.</h1>
      <p className="muted">Your orders, bonuses and saved details are waiting in your account.</p>
      <div className="sign-in-prompt__actions">
        <Link className="button button--primary" to={paths.signIn.to()}>
          Sign in
        </Link>
        <Link className="button button--ghost" to={paths.register.to()}>
          Create account
        </Link>
      </div>
    </section>
  );
}
