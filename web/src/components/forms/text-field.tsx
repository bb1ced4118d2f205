import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { FormField } from '@/components/ui/form-field';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'tel' | 'date' | 'email';
  /** What the browser may fill in; off unless the field says what it holds. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  name?: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  /** The input itself, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line input, wired to its label, requirement and error by `FormField`. */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  type = 'text',
  autoComplete = 'off',
  name,
  required,
  error,
  className,
  ref,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          className="input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
