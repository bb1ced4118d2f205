import type { ReactNode } from 'react';

/** What a field hands its control so label, requirement and error are all wired up. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control: required ones show an asterisk (hidden from screen readers,
 * which hear `required` instead) and an error appears under the control in red.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  className,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        ...(required ? { required: true, 'aria-required': true } : {}),
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
