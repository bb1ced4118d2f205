import { z } from 'zod';
import { defaultProfile, type Profile } from '../../contract/user';

const text = z.string().catch('');

/**
 * A stored profile read leniently: each missing or malformed field falls back to its
 * default on its own, so one odd field (an older layout, a hand edit) never hides the rest.
 */
const StoredProfileSchema = z.object({
  name: text,
  phone: text,
  gender: z.enum(['male', 'female', '']).catch(''),
  shippingAddress: z
    .object({
      name: text,
      line1: text,
      line2: text,
      city: text,
      region: text,
      postal: text,
      country: text,
      phone: text,
    })
    .catch(defaultProfile({ name: '', email: '' }).shippingAddress),
  preferences: z.object({ newsletter: z.boolean().catch(false) }).catch({ newsletter: false }),
  passportData: z
    .object({
      passportNumber: text,
      nationality: text,
      passportIssueDate: text,
      passportIssuedBy: text,
    })
    .catch(defaultProfile({ name: '', email: '' }).passportData),
});

/**
 * The profile to show: the stored one with defaults filled in. The e-mail is always the
 * account's (read-only in the profile), and an empty name falls back to the account's.
 */
export function profileFrom(stored: unknown, account: { name: string; email: string }): Profile {
  const parsed = StoredProfileSchema.parse(
    typeof stored === 'object' && stored !== null ? stored : {},
  );
  return { ...parsed, name: parsed.name || account.name, email: account.email };
}
