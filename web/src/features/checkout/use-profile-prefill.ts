// The shipping form's start from the saved profile: fetched without blocking the form, laid
// over it when it arrives (never over a field typed in this tab), and the passport checkbox.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Profile } from '@contract/user';
import type { SessionUser } from '@/lib/session-store';
import { readTypedFields, writeTypedFields } from './checkout-draft';
import {
  profilePassport,
  withoutProfilePassport,
  withProfileAddress,
  withProfilePassport,
} from './profile-prefill';
import type { ShippingField, ShippingForm } from './shipping-form';

/** The saved profile's query for a user (the account feature's, which the app hands in). */
export type ProfileQuery<K extends QueryKey> = (
  uid: string,
) => UseQueryOptions<Profile, Error, Profile, K>;

export interface ProfilePrefill {
  /** Call on every change the shopper makes: that field is theirs from now on. */
  markTyped: (field: ShippingField) => void;
  /** Whether the profile holds passport details (the checkbox is shown only then). */
  hasPassport: boolean;
  usePassport: boolean;
  setUsePassport: (checked: boolean) => void;
}

export function useProfilePrefill<K extends QueryKey>(
  user: SessionUser | null,
  draftKey: string,
  setForm: Dispatch<SetStateAction<ShippingForm>>,
  profileQuery: ProfileQuery<K>,
): ProfilePrefill {
  const typed = useRef<Set<ShippingField>>(new Set(readTypedFields(draftKey)));
  const applied = useRef(false);
  const filled = useRef<Partial<ShippingForm>>({});
  const [usePassport, setChecked] = useState(false);
  // Kept in memory only (react-query's cache): nothing of the profile is written to disk.
  const { data: profile } = useQuery({
    ...profileQuery(user?.uid ?? ''),
    enabled: user !== null,
    retry: false,
  });

  useEffect(() => {
    if (!profile || applied.current) return;
    applied.current = true;
    setForm((current) => withProfileAddress(current, profile, typed.current));
  }, [profile, setForm]);

  const markTyped = useCallback(
    (field: ShippingField) => {
      if (typed.current.has(field)) return;
      typed.current.add(field);
      writeTypedFields(draftKey, [...typed.current]);
    },
    [draftKey],
  );

  const passport = profilePassport(user ? profile : undefined);
  const hasPassport = Object.keys(passport).length > 0;

  const setUsePassport = (checked: boolean) => {
    setChecked(checked);
    if (checked) {
      filled.current = passport;
      setForm((current) => withProfilePassport(current, passport));
    } else {
      const previous = filled.current;
      filled.current = {};
      setForm((current) => withoutProfilePassport(current, previous));
    }
  };

  return { markTyped, hasPassport, usePassport, setUsePassport };
}
