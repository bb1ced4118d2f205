import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@contract/user';
import { PageLoader } from '@/components/ui/page-loader';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore, type SessionUser } from '@/lib/session-store';
import { profileQueryOptions, useProfile } from '../api/get-profile';
import { addressLines, emptyProfile, genderOptions, maskPassportNumber } from '../profile-fields';
import { ProfileForm } from './profile-form';
import { RetryLink } from '@/components/ui/retry-link';
import './account.css';

/** The profile tab: what is saved (read-only), then the form to change it. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching, refetch } = useProfile(user.uid);

  if (isPending) return <PageLoader label={m.account_profile_loading()} />;
  // Nothing could be loaded (and nothing waits on this device): start from who they are.
  const saved = data ?? emptyProfile(user);

  const onSaved = (profile: Profile) => {
    queryClient.setQueryData(profileQueryOptions(user.uid).queryKey, profile);
    const name = profile.name.trim();
    const current = useSessionStore.getState().user;
    if (name && current && current.uid === user.uid && current.name !== name) {
      useSessionStore.getState().setUser({ ...current, name });
    }
  };

  return (
    <div className="profile-tab">
      {error && (
        <p className="form-error" role="alert">
          {m.account_profile_load_failed({ reason: errorMessage(error) })}{' '}
          <RetryLink busy={isFetching} onRetry={refetch} />
        </p>
      )}
      <ProfileOverview profile={saved} />
      <section aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title">{m.account_edit_profile()}</h2>
        {/* Keyed by the loaded answer: the form starts from it once it arrives. */}
        <ProfileForm
          key={data ? 'loaded' : 'empty'}
          uid={user.uid}
          initial={saved}
          onSaved={onSaved}
        />
      </section>
    </div>
  );
}

function ProfileOverview({ profile }: { profile: Profile }) {
  const gender = genderOptions().find((option) => option.value === profile.gender)?.label;
  const address = addressLines(profile.shippingAddress);
  const { passportData: passport } = profile;
  const notSet = m.account_not_set();
  const rows: [string, string][] = [
    [m.account_name(), profile.name || notSet],
    [m.account_email(), profile.email],
    [m.account_phone(), profile.phone || notSet],
    [m.account_gender(), gender ?? m.account_gender_unset()],
    [m.account_shipping_address(), address.length > 0 ? address.join('\n') : notSet],
    [
      m.account_newsletter(),
      profile.preferences.newsletter ? m.account_subscribed() : m.account_not_subscribed(),
    ],
    [
      m.account_passport(),
      passport.passportNumber
        ? [
            maskPassportNumber(passport.passportNumber),
            passport.nationality,
            passport.passportIssueDate &&
              m.account_passport_issued_on({ date: passport.passportIssueDate }),
          ]
            .filter(Boolean)
            .join(' · ')
        : notSet,
    ],
  ];

  return (
    <section className="profile-overview" aria-labelledby="profile-overview-title">
      <h2 id="profile-overview-title">{m.account_your_details()}</h2>
      <dl className="profile-overview__list">
        {rows.map(([term, value]) => (
          <div key={term} className="profile-overview__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
