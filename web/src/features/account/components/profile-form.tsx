import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { passportErrors } from '@contract/passport';
import { PASSPORT_DATA_MAX, PROFILE_MAX, type Profile } from '@contract/user';
import { AddressFields } from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/text-field';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import {
  ADDRESS_FIELDS,
  GENDER_OPTIONS,
  passportErrorsMessage,
  passportFieldErrors,
  trimProfile,
  type Gender,
  type PassportData,
  type PassportErrors,
  type ShippingAddress,
} from '../profile-fields';
import { saveProfile } from '../profile-save';

export const PROFILE_SAVED = 'Profile saved';
export const SAVED_ON_DEVICE = 'Saved on this device; it will sync when the server is back';

interface ProfileFormProps {
  uid: string;
  initial: Profile;
  onSaved: (profile: Profile) => void;
}

/** The edit form for the Profile entity; e-mail is read-only. */
export function ProfileForm({ uid, initial, onSaved }: ProfileFormProps) {
  const notify = useNotify();
  const id = useId();
  const [form, setForm] = useState<Profile>(initial);
  const [errors, setErrors] = useState<PassportErrors>({});
  const [busy, setBusy] = useState(false);

  const setAddress = (field: keyof ShippingAddress, value: string) => {
    setForm((current) => ({
      ...current,
      shippingAddress: { ...current.shippingAddress, [field]: value },
    }));
  };
  const setPassport = (field: keyof PassportData) => (value: string) => {
    setForm((current) => ({
      ...current,
      passportData: { ...current.passportData, [field]: value },
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const profile = trimProfile(form);
    const problems = passportErrors(profile.passportData);
    if (problems.length > 0) {
      setErrors(passportFieldErrors(profile.passportData));
      notify.error(passportErrorsMessage(problems));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await saveProfile(uid, profile);
      if (outcome.savedOn === 'server') {
        notify.success(PROFILE_SAVED);
        onSaved(outcome.profile);
      } else {
        notify.warning(SAVED_ON_DEVICE);
        onSaved(profile);
      }
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Update error');
    } finally {
      setBusy(false);
    }
  };

  const { shippingAddress: address, passportData: passport } = form;

  return (
    <form
      className="profile-form"
      noValidate
      aria-label="Edit profile"
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <Fieldset legend="Personal details">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={form.name}
          maxLength={PROFILE_MAX.name}
          autoComplete="name"
          onChange={(name) => {
            setForm((current) => ({ ...current, name }));
          }}
        />
        <div className="profile-form__with-hint">
          <FormField id={`${id}-email`} label="Email">
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                value={form.email}
                readOnly
                aria-describedby={`${id}-email-hint`}
              />
            )}
          </FormField>
          <p id={`${id}-email-hint`} className="muted profile-form__hint">
            Your sign-in email cannot be changed here.
          </p>
        </div>
        <TextField
          id={`${id}-phone`}
          label="Phone"
          value={form.phone}
          maxLength={PROFILE_MAX.phone}
          type="tel"
          autoComplete="tel"
          onChange={(phone) => {
            setForm((current) => ({ ...current, phone }));
          }}
        />
        <FormField id={`${id}-gender`} label="Gender">
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.gender}
              onChange={(event) => {
                const gender = event.target.value as Gender;
                setForm((current) => ({ ...current, gender }));
              }}
            >
              {GENDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </Fieldset>

      <Fieldset legend="Shipping address">
        <AddressFields
          section="shipping"
          fields={ADDRESS_FIELDS}
          values={address}
          idFor={(key) => `${id}-ship-${key}`}
          onChange={setAddress}
        />
      </Fieldset>

      <Fieldset legend="Passport data">
        <p className="muted profile-form__hint profile-form__wide">
          Needed for customs on international parcels. Leave empty if you prefer to enter it at
          checkout.
        </p>
        <TextField
          id={`${id}-passport-number`}
          label="Passport number"
          value={passport.passportNumber}
          maxLength={PASSPORT_DATA_MAX.passportNumber}
          error={errors.passportNumber}
          onChange={setPassport('passportNumber')}
        />
        <TextField
          id={`${id}-nationality`}
          label="Nationality"
          value={passport.nationality}
          maxLength={PASSPORT_DATA_MAX.nationality}
          error={errors.nationality}
          onChange={setPassport('nationality')}
        />
        <TextField
          id={`${id}-passport-date`}
          label="Passport issue date"
          value={passport.passportIssueDate}
          maxLength={PASSPORT_DATA_MAX.passportIssueDate}
          type="date"
          onChange={setPassport('passportIssueDate')}
        />
        <TextField
          id={`${id}-passport-issued-by`}
          label="Passport issued by"
          value={passport.passportIssuedBy}
          maxLength={PASSPORT_DATA_MAX.passportIssuedBy}
          error={errors.passportIssuedBy}
          onChange={setPassport('passportIssuedBy')}
        />
      </Fieldset>

      <label className="profile-form__check">
        <input
          type="checkbox"
          checked={form.preferences.newsletter}
          onChange={(event) => {
            const newsletter = event.target.checked;
            setForm((current) => ({ ...current, preferences: { newsletter } }));
          }}
        />
        Send me the newsletter (new arrivals and restocks)
      </label>

      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="profile-form__group">
      <legend className="profile-form__legend">{legend}</legend>
      <div className="profile-form__grid">{children}</div>
    </fieldset>
  );
}
