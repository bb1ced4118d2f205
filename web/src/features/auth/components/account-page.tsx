import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, tabIds } from '@/components/ui/tab-list';
import { m } from '@/i18n/messages';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { startSessionSync } from '../session-sync';
import { RegisterForm } from './register-form';
import { SignInPanel } from './sign-in-panel';
import { SignedInCard } from './signed-in-card';
import { WhyBuyHere } from './why-buy-here';
import './auth.css';

export type AuthTab = 'sign-in' | 'register';

const authTabs = () =>
  [
    { key: 'sign-in', label: m.account_sign_in() },
    { key: 'register', label: m.account_create_account() },
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
        <PageTitle title={user ? m.account_your_account() : m.account_sign_in()} />
        {!ready ? (
          <>
            <h1 id="account-title">{m.account_heading()}</h1>
            <PageLoader label={m.account_checking_session()} />
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
        <h1 id="account-title">{m.account_heading()}</h1>
        <p>{m.account_intro()}</p>
      </header>
      <TabList
        label={m.account_heading()}
        idBase={idBase}
        tabs={authTabs()}
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
