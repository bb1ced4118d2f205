import type { z } from 'zod';

/** The first message a zod error has for each of `fields` (issues on other paths are left out). */
export function fieldErrorsOf<F extends string>(
  error: z.ZodError,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined) found[field] ??= issue.message;
  }
  return found;
}

/** Moves focus to the form's control of the first field (in `fields` order) that has an error. */
export function focusFirstError<F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
  errors: Partial<Record<F, string>>,
): void {
  const first = fields.find((field) => errors[field]);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}
