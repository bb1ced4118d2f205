import type { ReactNode } from 'react';
import {
  AddressFields,
  type AddressFieldSpec,
  type AddressPart,
} from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/text-field';
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
  /** Shown above the passport fields (the profile's "use my passport details" checkbox). */
  passportToggle?: ReactNode;
}

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);

const WIDE = 'checkout-group__wide';

/** A field as FIELD_SPECS describes it. */
function spec(
  key: ShippingField,
  part: AddressPart,
  className?: string,
): AddressFieldSpec<ShippingField> {
  const { label, required, maxLength } = FIELD_SPECS[key];
  return { key, part, label, required, maxLength, className };
}

const CONTACT_FIELDS = [
  spec('fullName', 'name', WIDE),
  spec('email', 'email'),
  spec('phone', 'phone'),
];

type PassportField = 'passportNumber' | 'passportIssueDate' | 'passportIssuedBy' | 'nationality';

const PASSPORT_FIELDS: readonly PassportField[] = [
  'passportNumber',
  'passportIssueDate',
  'passportIssuedBy',
  'nationality',
];

/** Every field of the 'Shipping Information' form, grouped as a shopper reads them. */
export function ShippingFields({
  form,
  errors,
  idFor,
  onChange,
  passportToggle,
}: ShippingFieldsProps) {
  const regions = regionsOf(form.country);
  const shared = { values: form, errors, idFor, onChange, named: true };

  return (
    <>
      <fieldset className="checkout-group">
        <legend className="checkout-group__title">Contact</legend>
        <AddressFields fields={CONTACT_FIELDS} {...shared} />
      </fieldset>

      <fieldset className="checkout-group">
        <legend className="checkout-group__title">Delivery address</legend>
        <AddressFields
          fields={[
            {
              ...spec('country', 'country'),
              choices: { options: COUNTRY_NAMES, placeholder: 'Select a country' },
            },
            {
              ...spec('state', 'region'),
              // A country without a list of regions gets a free-text field.
              choices:
                regions.length > 0
                  ? { options: regions, placeholder: 'Select a region' }
                  : undefined,
            },
            spec('city', 'city'),
            spec('postalCode', 'postal'),
            spec('address', 'street', WIDE),
          ]}
          {...shared}
        />
        <FormField
          id={idFor('notes')}
          label={FIELD_SPECS.notes.label}
          error={errors.notes}
          className={WIDE}
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
        {passportToggle}
        {PASSPORT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={idFor(field)}
            name={field}
            label={FIELD_SPECS[field].label}
            required={FIELD_SPECS[field].required}
            error={errors[field]}
            type={field === 'passportIssueDate' ? 'date' : 'text'}
            maxLength={FIELD_SPECS[field].maxLength}
            value={form[field]}
            onChange={(value) => {
              onChange(field, value);
            }}
          />
        ))}
      </fieldset>
    </>
  );
}
