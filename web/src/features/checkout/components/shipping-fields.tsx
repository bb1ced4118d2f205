import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormField } from '@/components/ui/form-field';
import { COUNTRIES, regionsOf } from '../countries';
import {
  FIELD_SPECS,
  type FieldErrors,
  type ShippingField,
  type ShippingForm,
} from '../shipping-form';

interface ShippingFieldsProps {
  form: ShippingForm;
  errors: FieldErrors;
  idFor: (field: ShippingField) => string;
  onChange: (field: ShippingField, value: string) => void;
}

type TextField = Exclude<ShippingField, 'country' | 'state' | 'notes'>;

const INPUT_TYPES: Partial<Record<TextField, 'email' | 'tel' | 'date'>> = {
  email: 'email',
  phone: 'tel',
  passportIssueDate: 'date',
};

const AUTOCOMPLETE: Partial<Record<ShippingField, HTMLInputAutoCompleteAttribute>> = {
  fullName: 'name',
  email: 'email',
  phone: 'tel',
  country: 'country-name',
  state: 'address-level1',
  city: 'address-level2',
  address: 'street-address',
  postalCode: 'postal-code',
};

/** Every field of the 'Shipping Information' form, grouped as a shopper reads them. */
export function ShippingFields({ form, errors, idFor, onChange }: ShippingFieldsProps) {
  const text = (field: TextField, className?: string) => (
    <FormField
      id={idFor(field)}
      label={FIELD_SPECS[field].label}
      required={FIELD_SPECS[field].required}
      error={errors[field]}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          name={field}
          type={INPUT_TYPES[field] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field] ?? 'off'}
          maxLength={FIELD_SPECS[field].maxLength}
          value={form[field]}
          onChange={(event) => {
            onChange(field, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  const regions = regionsOf(form.country);

  return (
    <>
      <fieldset className="checkout-group">
        <legend className="checkout-group__title">Contact</legend>
        {text('fullName', 'checkout-group__wide')}
        {text('email')}
        {text('phone')}
      </fieldset>

      <fieldset className="checkout-group">
        <legend className="checkout-group__title">Delivery address</legend>
        <FormField
          id={idFor('country')}
          label={FIELD_SPECS.country.label}
          required
          error={errors.country}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              name="country"
              autoComplete={AUTOCOMPLETE.country}
              value={form.country}
              onChange={(event) => {
                onChange('country', event.target.value);
              }}
            >
              <option value="">Select a country</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.name}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={idFor('state')} label={FIELD_SPECS.state.label} error={errors.state}>
          {(control) =>
            regions.length > 0 ? (
              <select
                {...control}
                className="select"
                name="state"
                autoComplete={AUTOCOMPLETE.state}
                value={form.state}
                onChange={(event) => {
                  onChange('state', event.target.value);
                }}
              >
                <option value="">Select a region</option>
                {regions.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                className="input"
                name="state"
                autoComplete={AUTOCOMPLETE.state}
                maxLength={FIELD_SPECS.state.maxLength}
                value={form.state}
                onChange={(event) => {
                  onChange('state', event.target.value);
                }}
              />
            )
          }
        </FormField>
        {text('city')}
        {text('postalCode')}
        {text('address', 'checkout-group__wide')}
        <FormField
          id={idFor('notes')}
          label={FIELD_SPECS.notes.label}
          error={errors.notes}
          className="checkout-group__wide"
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              name="notes"
              rows={2}
              maxLength={FIELD_SPECS.notes.maxLength}
              value={form.notes}
              onChange={(event) => {
                onChange('notes', event.target.value);
              }}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="checkout-group">
        <legend className="checkout-group__title">Passport</legend>
        {text('passportNumber')}
        {text('passportIssueDate')}
        {text('passportIssuedBy')}
        {text('nationality')}
      </fieldset>
    </>
  );
}
