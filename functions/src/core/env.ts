import { defineList } from 'firebase-functions/params';

/**
 * The only reader of configuration. ADMIN_EMAILS has no default on purpose: a real
 * deploy must name its admins (firebase deploy asks). Locally it comes from
 * `functions/.env.demo-toy-store`.
 */
export const adminEmailsParam = defineList('ADMIN_EMAILS', {
  description: 'E-mail addresses of the store administrators, comma-separated',
});

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether an e-mail is on the admin list (case and surrounding spaces ignored). */
export function isAdminEmail(
  email: string | null | undefined,
  adminEmails: readonly string[] = adminEmailsParam.value(),
): boolean {
  if (!email) return false;
  const wanted = normaliseEmail(email);
  return adminEmails.some((admin) => admin.trim() !== '' && normaliseEmail(admin) === wanted);
}
