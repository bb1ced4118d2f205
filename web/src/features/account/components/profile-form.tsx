import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { PASSPORT_DATA_MAX, PROFILE_MAX, type Profile } from '@contract/user';
import { AddressFields } from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/text-field';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { ApiError } from '@/lib/api-error';
import {
  addressFields,
  genderOptions,
  passportErrorsMessage,
  passportFieldErrors,
  trimProfile,
  type Gender,
  type PassportData,
  type PassportErrors,
  type ShippingAddress,
} from '../profile-fields';
import { saveProfile } from '../profile-save';

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
    const problems = passportFieldErrors(profile.passportData);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      notify.error(passportErrorsMessage(problems));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await saveProfile(uid, profile);
      if (outcome.savedOn === 'server') {
        notify.success(m.account_profile_saved());
        onSaved(outcome.profile);
      } else {
        notify.warning(m.account_saved_on_device());
        onSaved(profile);
      }
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : m.account_update_failed());
    } finally {
      setBusy(false);
    }
  };

  const { shippingAddress: address, passportData: passport } = form;

  return (
    <form
      className="profile-form"
      noValidate
      aria-label={m.account_edit_profile()}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <Fieldset legend={m.account_personal_details()}>
        <TextField
          id={`${id}-name`}
          label={m.account_name()}
          value={form.name}
          maxLength={PROFILE_MAX.name}
          autoComplete="name"
          onChange={(name) => {
            setForm((current) => ({ ...current, name }));
          }}
        />
        <div className="profile-form__with-hint">
          <FormField id={`${id}-email`} label={m.account_email()}>
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
            {m.account_email_fixed()}
          </p>
        </div>
        <TextField
          id={`${id}-phone`}
          label={m.account_phone()}
          value={form.phone}
          maxLength={PROFILE_MAX.phone}
          type="tel"
          autoComplete="tel"
          onChange={(phone) => {
            setForm((current) => ({ ...current, phone }));
          }}
        />
        <FormField id={`${id}-gender`} label={m.account_gender()}>
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
              {genderOptions().map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </Fieldset>

      <Fieldset legend={m.account_shipping_address()}>
        <AddressFields
          section="shipping"
          fields={addressFields()}
          values={address}
          idFor={(key) => `${id}-ship-${key}`}
          onChange={setAddress}
        />
      </Fieldset>

      <Fieldset legend={m.account_passport_data()}>
        <p className="muted profile-form__hint profile-form__wide">{m.account_passport_hint()}</p>
        <TextField
          id={`${id}-passport-number`}
          label={m.account_passport_number()}
          value={passport.passportNumber}
          maxLength={PASSPORT_DATA_MAX.passportNumber}
          error={errors.passportNumber}
          onChange={setPassport('passportNumber')}
        />
        <TextField
          id={`${id}-nationality`}
          label={m.account_nationality()}
          value={passport.nationality}
          maxLength={PASSPORT_DATA_MAX.nationality}
          error={errors.nationality}
          onChange={setPassport('nationality')}
        />
        <TextField
          id={`${id}-passport-date`}
          label={m.account_passport_issue_date()}
          value={passport.passportIssueDate}
          maxLength={PASSPORT_DATA_MAX.passportIssueDate}
          type="date"
          onChange={setPassport('passportIssueDate')}
        />
        <TextField
          id={`${id}-passport-issued-by`}
          label={m.account_passport_issued_by()}
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
        {m.account_newsletter_opt_in()}
      </label>

      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.account_saving() : m.account_save_profile()}
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
