import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, tabIds } from '@/components/ui/tab-list';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { startSessionSync } from '../session-sync';
import { RegisterForm } from './register-form';
import { SignInPanel } from './sign-in-panel';
import { SignedInCard } from './signed-in-card';
import { WhyBuyHere } from './why-buy-here';
import './auth.css';

export type AuthTab = 'sign-in' | 'register';

const TABS = [
  { key: 'sign-in', label: 'Sign in' },
  { key: 'register', label: 'Create account' },
] as const;

/** `#register` opens the 'Create account' tab; anything else 'Sign in'. */
export const tabFromHash = (hash: string): AuthTab =>
  hash === '#register' ? 'register' : 'sign-in';

/** Route /account: sign in or create an account; signed in, who you are and where to go. */
export function AccountPage() {
  const user = useSessionStore(selectUser);
  const ready = useSessionStore((state) => state.ready);

  useEffect(() => {
    // The SDK loads while the shopper types; a failure shows up when they submit.
    startSessionSync().catch((error: unknown) => {
      console.warn('Could not load sign-in', error);
    });
  }, []);

  return (
    <div className="account-layout">
      <section className="glass page account-main" aria-labelledby="account-title">
        <PageTitle title={user ? 'Your account' : 'Sign in'} />
        {!ready ? (
          <>
            <h1 id="account-title">Account</h1>
            <PageLoader label="Checking your session..." />
          </>
        ) : user ? (
          <SignedInCard user={user} titleId="account-title" />
        ) : (
          <AuthTabs />
        )}
      </section>
      <WhyBuyHere />
    </div>
  );
}

function AuthTabs() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const idBase = useId();
  const tab = tabFromHash(hash);
  const ids = tabIds(idBase, tab);

  return (
    <>
      <header className="page-header">
        <h1 id="account-title">Account</h1>
        <p>Sign in to see your orders, bonuses and saved details.</p>
      </header>
      <TabList
        label="Account"
        idBase={idBase}
        tabs={TABS}
        selected={tab}
        className="auth-tabs"
        onSelect={(key) => {
          // The tab lives in the URL, so 'Create account' links (#register) work.
          void navigate({ hash: key === 'register' ? 'register' : '' }, { replace: true });
        }}
      />
      <div
        key={tab}
        id={ids.panel}
        role="tabpanel"
        aria-labelledby={ids.tab}
        className="tab-panel auth-panel"
      >
        {tab === 'register' ? <RegisterForm /> : <SignInPanel />}
      </div>
    </>
  );
}
