import { z } from 'zod';

/** The longest admin search text: the longest e-mail address. */
export const ADMIN_SEARCH_MAX = 254;

/**
 * `?q=` of the admin Users and Orders lists (issue 25): trimmed, 1 to ADMIN_SEARCH_MAX
 * characters, no control characters. With it, the list's other filters are ignored; paging
 * still applies.
 */
export const AdminSearchSchema = z
  .string()
  .trim()
  .min(1, 'Search text is required')
  .max(ADMIN_SEARCH_MAX, `Search text must be at most ${ADMIN_SEARCH_MAX} characters`)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Search text has characters that cannot be searched')
  .optional();
