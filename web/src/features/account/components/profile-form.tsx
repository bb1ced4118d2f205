import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { passportErrors } from '@contract/passport';
import type { Profile } from '@contract/user';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import {
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

type TextInput = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'tel' | 'date' | 'email';
  autoComplete?: string;
  error?: string | undefined;
};

/** The edit form for the Profile entity; e-mail is read-only (spec section 5). */
export function ProfileForm({ uid, initial, onSaved }: ProfileFormProps) {
  const notify = useNotify();
  const id = useId();
  const [form, setForm] = useState<Profile>(initial);
  const [errors, setErrors] = useState<PassportErrors>({});
  const [busy, setBusy] = useState(false);

  const setAddress = (field: keyof ShippingAddress) => (value: string) => {
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

  const input = (key: string, spec: TextInput) => (
    <FormField id={`${id}-${key}`} label={spec.label} error={spec.error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete ?? 'off'}
          maxLength={spec.maxLength}
          value={spec.value}
          onChange={(event) => {
            spec.onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );

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
        {input('name', {
          label: 'Name',
          value: form.name,
          maxLength: 200,
          autoComplete: 'name',
          onChange: (name) => {
            setForm((current) => ({ ...current, name }));
          },
        })}
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
        {input('phone', {
          label: 'Phone',
          value: form.phone,
          maxLength: 40,
          type: 'tel',
          autoComplete: 'tel',
          onChange: (phone) => {
            setForm((current) => ({ ...current, phone }));
          },
        })}
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
        {input('ship-name', {
          label: 'Recipient name',
          value: address.name,
          maxLength: 200,
          autoComplete: 'shipping name',
          onChange: setAddress('name'),
        })}
        {input('ship-line1', {
          label: 'Address line 1',
          value: address.line1,
          maxLength: 300,
          autoComplete: 'shipping address-line1',
          onChange: setAddress('line1'),
        })}
        {input('ship-line2', {
          label: 'Address line 2',
          value: address.line2,
          maxLength: 300,
          autoComplete: 'shipping address-line2',
          onChange: setAddress('line2'),
        })}
        {input('ship-city', {
          label: 'City',
          value: address.city,
          maxLength: 120,
          autoComplete: 'shipping address-level2',
          onChange: setAddress('city'),
        })}
        {input('ship-region', {
          label: 'Region',
          value: address.region,
          maxLength: 120,
          autoComplete: 'shipping address-level1',
          onChange: setAddress('region'),
        })}
        {input('ship-postal', {
          label: 'Postal code',
          value: address.postal,
          maxLength: 40,
          autoComplete: 'shipping postal-code',
          onChange: setAddress('postal'),
        })}
        {input('ship-country', {
          label: 'Country',
          value: address.country,
          maxLength: 120,
          autoComplete: 'shipping country-name',
          onChange: setAddress('country'),
        })}
        {input('ship-phone', {
          label: 'Recipient phone',
          value: address.phone,
          maxLength: 40,
          type: 'tel',
          autoComplete: 'shipping tel',
          onChange: setAddress('phone'),
        })}
      </Fieldset>

      <Fieldset legend="Passport data">
        <p className="muted profile-form__hint profile-form__wide">
          Needed for customs on international parcels. Leave empty if you prefer to enter it at
          checkout.
        </p>
        {input('passport-number', {
          label: 'Passport number',
          value: passport.passportNumber,
          maxLength: 40,
          error: errors.passportNumber,
          onChange: setPassport('passportNumber'),
        })}
        {input('nationality', {
          label: 'Nationality',
          value: passport.nationality,
          maxLength: 120,
          error: errors.nationality,
          onChange: setPassport('nationality'),
        })}
        {input('passport-date', {
          label: 'Passport issue date',
          value: passport.passportIssueDate,
          maxLength: 40,
          type: 'date',
          onChange: setPassport('passportIssueDate'),
        })}
        {input('passport-issued-by', {
          label: 'Passport issued by',
          value: passport.passportIssuedBy,
          maxLength: 200,
          error: errors.passportIssuedBy,
          onChange: setPassport('passportIssuedBy'),
        })}
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
