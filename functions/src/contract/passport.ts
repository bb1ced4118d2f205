/**
 * Passport checks (checkout and profile save): each applies only when its
 * field is non-empty. Plain functions, no zod, so the web app can use them in any chunk.
 */
export const PASSPORT_MIN = { passportNumber: 3, nationality: 2, passportIssuedBy: 3 } as const;

export const PASSPORT_MESSAGES = {
  passportNumber: 'Passport number is too short',
  nationality: 'Please enter your nationality',
  passportIssuedBy: 'Please enter who issued your passport',
} as const;

/** The heading the web app shows above the list of passport errors. */
export const PASSPORT_ERRORS_HEADING = 'Пожалуйста, проверьте паспортные данные:';

export type PassportFields = Record<keyof typeof PASSPORT_MIN, string>;

export function passportErrors(fields: PassportFields): string[] {
  const errors: string[] = [];
  for (const key of Object.keys(PASSPORT_MIN) as (keyof typeof PASSPORT_MIN)[]) {
    const value = fields[key].trim();
    if (value !== '' && value.length < PASSPORT_MIN[key]) errors.push(PASSPORT_MESSAGES[key]);
  }
  return errors;
}
