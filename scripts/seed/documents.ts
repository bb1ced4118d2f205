// Maps the seed data to the Firestore layout the API reads. Pure: no connection is made,
// so tests can inspect the exact documents.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { accountSearchTokens } from '../../functions/src/core/search-tokens';
import { assignedEmailsOf } from '../../functions/src/features/coupons/assigned-emails';
import { baseStats, coupons, faq, gallery, products, publicStats, reviews } from './data';
import type { SeedUser } from './data';

export interface SeedDoc {
  path: string;
  data: DocumentData;
}

const ts = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));

/** Everything except users (their doc id is the Auth uid) and the `meta/seed` marker. */
export function contentDocuments(): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const { id, ...data } of products) docs.push({ path: `products/${id}`, data });
  for (const { id, ...data } of gallery) docs.push({ path: `gallery/${id}`, data });
  docs.push({ path: 'stats/public', data: { ...publicStats } });
  docs.push({ path: 'stats/base', data: { ...baseStats } });
  for (const c of coupons) {
    docs.push({
      path: `coupons/${c.code}`,
      data: {
        ...c,
        // The normalised copy the promocodes list queries, as the admin API writes it.
        assignedEmails: assignedEmailsOf(c.assignedTo),
        expiresAt: c.expiresAt === null ? null : ts(c.expiresAt),
      },
    });
  }
  for (const review of reviews) {
    // userVote is per viewer, computed by the API; it is never stored on the review.
    const { id, createdAt, adminResponseAt, ...rest } = review;
    delete rest.userVote;
    const data: DocumentData = { ...rest, createdAt: ts(createdAt) };
    if (adminResponseAt !== undefined) data.adminResponseAt = ts(adminResponseAt);
    docs.push({ path: `reviews/${id}`, data });
  }
  for (const { id, ...data } of faq) docs.push({ path: `faq/${id}`, data });
  return docs;
}

export function userDocument(uid: string, u: SeedUser): SeedDoc {
  return {
    path: `users/${uid}`,
    data: {
      email: u.email,
      name: u.name,
      role: u.role,
      createdAt: ts(u.createdAt),
      profile: u.profile,
      // What the admin search finds the account by, as sign-in would write it (issue 25).
      searchTokens: accountSearchTokens(u.email, u.name),
    },
  };
}

export function seedMarker(now: Date): SeedDoc {
  return { path: 'meta/seed', data: { version: 1, seededAt: Timestamp.fromDate(now) } };
}

/** Firestore allows at most 500 writes per batch. */
export function chunk<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
