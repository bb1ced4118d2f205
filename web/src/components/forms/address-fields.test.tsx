import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldSpec } from './address-fields';

type Key = 'who' | 'tel' | 'land';

const FIELDS: AddressFieldSpec<Key>[] = [
  { key: 'who', part: 'name', label: 'Recipient name', maxLength: 20, required: true },
  { key: 'tel', part: 'phone', label: 'Phone', maxLength: 10 },
  {
    key: 'land',
    part: 'country',
    label: 'Country',
    maxLength: 30,
    choices: { options: ['France', 'Japan'], placeholder: 'Select a country' },
  },
];

const values = { who: 'Ann', tel: '', land: '' };

describe('AddressFields', () => {
  it('when given a section, then autofill tokens carry it', () => {
    render(
      <AddressFields
        fields={FIELDS}
        values={values}
        idFor={(key) => `f-${key}`}
        onChange={vi.fn()}
        section="shipping"
      />,
    );
    const name = screen.getByLabelText(/^Recipient name/);
    expect(name).toHaveAttribute('autocomplete', 'shipping name');
    expect(name).toHaveAttribute('id', 'f-who');
    expect(name).toHaveAttribute('maxlength', '20');
    expect(name).toBeRequired();
    expect(name).toHaveValue('Ann');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'shipping tel');
  });

  it('when a field has choices, then it is a select with the placeholder first', async () => {
    const onChange = vi.fn();
    render(
      <AddressFields
        fields={FIELDS}
        values={values}
        idFor={(key) => key}
        onChange={onChange}
        named
      />,
    );
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAttribute('autocomplete', 'country-name');
    expect(country).toHaveAttribute('name', 'land');
    expect(screen.getByRole('option', { name: 'Select a country' })).toHaveValue('');
    await userEvent.selectOptions(country, 'Japan');
    expect(onChange).toHaveBeenCalledWith('land', 'Japan');
  });

  it('when a field has an error, then it is shown and wired to the control', () => {
    render(
      <AddressFields
        fields={FIELDS}
        values={values}
        errors={{ tel: 'Phone is required' }}
        idFor={(key) => key}
        onChange={vi.fn()}
      />,
    );
    const phone = screen.getByLabelText('Phone');
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Phone is required');
  });

  it('when typing, then reports the key and the new value', async () => {
    const onChange = vi.fn();
    render(
      <AddressFields fields={FIELDS} values={values} idFor={(key) => key} onChange={onChange} />,
    );
    await userEvent.type(screen.getByLabelText('Phone'), '5');
    expect(onChange).toHaveBeenCalledWith('tel', '5');
  });
});
