import { useState } from 'react';
import type {
  ParseResult,
  ProductFormErrors,
  ProductFormField,
  ProductFormValues,
} from '../product-form-parse';

/**
 * The add and edit forms' shared state: the typed values, each field's error (cleared as it
 * is edited), and `check`, which parses on submit and, on errors, shows them and focuses the
 * first field in error. It returns the parsed value, or null when there were errors.
 */
export function useProductForm(initial: ProductFormValues | (() => ProductFormValues)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});

  const change = (field: ProductFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function check<T>(form: HTMLFormElement, parsed: ParseResult<T>): T | null {
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (Object.keys(parsed.errors) as ProductFormField[])[0];
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return null;
    }
    setErrors({});
    return parsed.value;
  }

  return { values, setValues, errors, change, check };
}
