import type { ReactNode } from 'react';
import {
  AddressFields,
  type AddressFieldSpec,
  type AddressPart,
} from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { countryLabel, countryOptions, regionsOf } from '../countries';
import {
  FIELD_SPECS,
  fieldLabel,
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

const WIDE = 'checkout-group__wide';

/** A field as FIELD_SPECS describes it, labelled in the page's language. */
function spec(
  key: ShippingField,
  part: AddressPart,
  className?: string,
): AddressFieldSpec<ShippingField> {
  const { required, maxLength } = FIELD_SPECS[key];
  return { key, part, label: fieldLabel(key), required, maxLength, className };
}

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
        <legend className="checkout-group__title">{m.checkout_contact()}</legend>
        <AddressFields
          fields={[spec('fullName', 'name', WIDE), spec('email', 'email'), spec('phone', 'phone')]}
          {...shared}
        />
      </fieldset>

      <fieldset className="checkout-group">
        <legend className="checkout-group__title">{m.checkout_delivery_address()}</legend>
        <AddressFields
          fields={[
            {
              ...spec('country', 'country'),
              choices: {
                options: countryOptions(),
                placeholder: m.checkout_select_country(),
                labelOf: countryLabel,
              },
            },
            {
              ...spec('state', 'region'),
              // A country without a list of regions gets a free-text field.
              choices:
                regions.length > 0
                  ? { options: regions, placeholder: m.checkout_select_region() }
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
          label={fieldLabel('notes')}
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
        <legend className="checkout-group__title">{m.checkout_passport()}</legend>
        {passportToggle}
        {PASSPORT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={idFor(field)}
            name={field}
            label={fieldLabel(field)}
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
