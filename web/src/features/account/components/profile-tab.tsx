import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@contract/user';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore, type SessionUser } from '@/lib/session-store';
import { profileQueryOptions, useProfile } from '../api/get-profile';
import { addressLines, emptyProfile, GENDER_OPTIONS, maskPassportNumber } from '../profile-fields';
import { ProfileForm } from './profile-form';
import { RetryLink } from '@/components/ui/retry-link';
import './account.css';

/** The profile tab: what is saved (read-only), then the form to change it. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching, refetch } = useProfile(user.uid);

  if (isPending) return <PageLoader label="Loading your profile..." />;
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
          Could not load your saved profile ({errorMessage(error)}). You can still fill it in below.{' '}
          <RetryLink busy={isFetching} onRetry={refetch} />
        </p>
      )}
      <ProfileOverview profile={saved} />
      <section aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title">Edit profile</h2>
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
  const gender = GENDER_OPTIONS.find((option) => option.value === profile.gender)?.label;
  const address = addressLines(profile.shippingAddress);
  const { passportData: passport } = profile;
  const rows: [string, string][] = [
    ['Name', profile.name || 'Not set'],
    ['Email', profile.email],
    ['Phone', profile.phone || 'Not set'],
    ['Gender', gender ?? 'Not specified'],
    ['Shipping address', address.length > 0 ? address.join('\n') : 'Not set'],
    ['Newsletter', profile.preferences.newsletter ? 'Subscribed' : 'Not subscribed'],
    [
      'Passport',
      passport.passportNumber
        ? [
            maskPassportNumber(passport.passportNumber),
            passport.nationality,
            passport.passportIssueDate && `issued ${passport.passportIssueDate}`,
          ]
            .filter(Boolean)
            .join(' · ')
        : 'Not set',
    ],
  ];

  return (
    <section className="profile-overview" aria-labelledby="profile-overview-title">
      <h2 id="profile-overview-title">Your details</h2>
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
