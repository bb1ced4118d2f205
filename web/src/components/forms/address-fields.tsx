import { FormField } from '@/components/ui/form-field';
import { TextField } from './text-field';

/** What an address field holds: it decides the input type and the browser's autofill token. */
export type AddressPart =
  | 'name'
  | 'email'
  | 'phone'
  | 'country'
  | 'region'
  | 'city'
  | 'postal'
  | 'street'
  | 'line1'
  | 'line2';

const AUTOFILL = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  country: 'country-name',
  region: 'address-level1',
  city: 'address-level2',
  postal: 'postal-code',
  street: 'street-address',
  line1: 'address-line1',
  line2: 'address-line2',
} as const satisfies Record<AddressPart, string>;

const INPUT_TYPE: Partial<Record<AddressPart, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

/** One field of an address form; `key` names it in the form's values. */
export interface AddressFieldSpec<K extends string> {
  key: K;
  part: AddressPart;
  label: string;
  maxLength: number;
  required?: boolean;
  className?: string;
  /**
   * Offered as a list to choose from (its empty first option reads `placeholder`); `labelOf`
   * names an option where its shown name differs from its value (a country in Russian).
   */
  choices?:
    | { options: readonly string[]; placeholder: string; labelOf?: (option: string) => string }
    | undefined;
}

interface AddressFieldsProps<K extends string> {
  fields: readonly AddressFieldSpec<K>[];
  values: Readonly<Record<K, string>>;
  errors?: Readonly<Partial<Record<K, string>>>;
  idFor: (key: K) => string;
  onChange: (key: K, value: string) => void;
  /** Autofill section: 'shipping' when the address is where parcels go. */
  section?: 'shipping';
  /** Gives each control its key as `name`. */
  named?: boolean;
}

/**
 * The name, contact and address fields of the profile and checkout forms: each form
 * chooses its fields, labels and limits; the controls, autofill and errors are the same.
 */
export function AddressFields<K extends string>({
  fields,
  values,
  errors,
  idFor,
  onChange,
  section,
  named = false,
}: AddressFieldsProps<K>) {
  return fields.map((field) => {
    const token = AUTOFILL[field.part];
    const autoComplete = section ? `${section} ${token}` : token;
    const common = {
      id: idFor(field.key),
      label: field.label,
      required: field.required,
      error: errors?.[field.key],
      className: field.className,
    };
    const name = named ? field.key : undefined;
    const change = (value: string) => {
      onChange(field.key, value);
    };
    if (!field.choices) {
      return (
        <TextField
          key={field.key}
          {...common}
          name={name}
          type={INPUT_TYPE[field.part]}
          autoComplete={autoComplete}
          maxLength={field.maxLength}
          value={values[field.key]}
          onChange={change}
        />
      );
    }
    const { options, placeholder, labelOf } = field.choices;
    return (
      <FormField key={field.key} {...common}>
        {(control) => (
          <select
            {...control}
            className="select"
            name={name}
            autoComplete={autoComplete}
            value={values[field.key]}
            onChange={(event) => {
              change(event.target.value);
            }}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {labelOf ? labelOf(option) : option}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  });
}
