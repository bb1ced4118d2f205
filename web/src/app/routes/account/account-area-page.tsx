import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, TabPanel } from '@/components/ui/tab-list';
import { profileQueryOptions } from '@/features/account';
import { loadProfileTab, loadSettingsTab } from '@/features/account/shell';
import { VerifyEmailNotice } from '@/features/auth';
import { loadPromocodesPanel, loadReferralsPanel } from '@/features/loyalty/shell';
import { loadOrdersList } from '@/features/orders/shell';
import { m } from '@/i18n/messages';
import { selectIsAdmin, selectUser, useSessionStore, type SessionUser } from '@/lib/session-store';
import { DashboardTab } from './dashboard-tab';
import { AdminTab, TrackingTab } from './small-tabs';
import { WishlistTab } from './wishlist-tab';
import './account-area.css';

// The account area puts the features' tabs together. The tabs composed here (the dashboard,
// which opens first, the wishlist and the two short ones) come with this page; every other
// tab is a chunk of its feature, fetched when it is first opened.
const OrdersList = lazy(() => loadOrdersList().then((m) => ({ default: m.OrdersList })));
const ProfileTab = lazy(() => loadProfileTab().then((m) => ({ default: m.ProfileTab })));
const PromocodesPanel = lazy(() =>
  loadPromocodesPanel().then((m) => ({ default: m.PromocodesPanel })),
);
const ReferralsPanel = lazy(() =>
  loadReferralsPanel().then((m) => ({ default: m.ReferralsPanel })),
);
const SettingsTab = lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab })));

/** The tabs in their order, each with its label's message. */
export const ACCOUNT_TABS = [
  { key: 'dashboard', label: m.account_tab_dashboard },
  { key: 'orders', label: m.account_tab_orders },
  { key: 'wishlist', label: m.account_tab_wishlist },
  { key: 'tracking', label: m.account_tab_tracking },
  { key: 'profile', label: m.account_tab_profile },
  { key: 'promocodes', label: m.account_promocodes },
  { key: 'referrals', label: m.account_tab_referrals },
  { key: 'settings', label: m.account_tab_settings },
  { key: 'admin', label: m.account_tab_admin },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['key'];

/** The tab named in the URL (`?tab=`), if this user has it; else the dashboard. */
export function tabFromParam(value: string | null, isAdmin: boolean): AccountTab {
  const tab = ACCOUNT_TABS.find((item) => item.key === value)?.key ?? 'dashboard';
  return tab === 'admin' && !isAdmin ? 'dashboard' : tab;
}

/** Route /profile (behind the session gate, so a user is normally signed in). */
export function AccountAreaPage() {
  const user = useSessionStore(selectUser);
  if (!user) return <p className="glass page empty-state">{m.account_please_sign_in()}</p>;
  return <AccountArea user={user} />;
}

function AccountArea({ user }: { user: SessionUser }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const tab = tabFromParam(params.get('tab'), isAdmin);
  const tabs = ACCOUNT_TABS.filter((item) => isAdmin || item.key !== 'admin').map((item) => ({
    key: item.key,
    label: item.label(),
  }));
  const label = tabs.find((item) => item.key === tab)?.label;
  // Loading the profile also sends a copy saved on this device while the server was down.
  usePrefetchQuery(profileQueryOptions(user.uid));

  const panels: Record<AccountTab, ReactNode> = {
    dashboard: <DashboardTab />,
    orders: <OrdersList />,
    wishlist: <WishlistTab />,
    tracking: <TrackingTab />,
    profile: <ProfileTab user={user} />,
    promocodes: <PromocodesPanel />,
    referrals: <ReferralsPanel />,
    settings: <SettingsTab user={user} />,
    admin: <AdminTab />,
  };

  return (
    <section className="glass page account-area" aria-labelledby="account-area-title">
      <PageTitle
        title={label ? m.account_page_title_tab({ tab: label }) : m.account_my_account()}
      />
      <header className="page-header account-area__header">
        <p className="eyebrow">{m.account_my_account()}</p>
        <h1 id="account-area-title" className="account-area__title">
          {user.name ? m.account_hello_name({ name: user.name }) : m.account_hello()}
          {isAdmin && <span className="admin-badge">{m.account_admin_badge()}</span>}
        </h1>
        <p className="account-area__email">{user.email}</p>
      </header>
      <VerifyEmailNotice email={user.email} />
      <TabList
        label={m.account_sections()}
        idBase={idBase}
        tabs={tabs}
        selected={tab}
        className="account-area__tabs"
        onSelect={(key) => {
          setParams(key === 'dashboard' ? {} : { tab: key }, { replace: true });
        }}
      />
      <TabPanel key={tab} idBase={idBase} selected={tab} className="account-area__panel">
        <Suspense fallback={<PageLoader />}>{panels[tab]}</Suspense>
      </TabPanel>
    </section>
  );
}
