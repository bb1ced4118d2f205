// Checks the whole seed against the API contract before anything is written, so a bad
// record aborts the run with every problem listed at once.
import { CouponSchema } from '@contract/coupon';
import { GalleryItemSchema } from '@contract/gallery';
import { ProductSchema } from '@contract/product';
import { FaqEntrySchema, ReviewSchema } from '@contract/review';
import { PublicStatsSchema } from '@contract/stats';
import { ProfileSchema, RoleSchema } from '@contract/user';
import type { z } from 'zod';
import {
  coupons,
  faq,
  gallery,
  products,
  publicStats,
  reviews,
  seedGallery,
  seedUsers,
} from './data';
import { productImages } from './data/define';

export class SeedValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Seed data is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SeedValidationError';
  }
}

function check<T>(problems: string[], label: string, schema: z.ZodType<T>, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(`${label}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
    }
  }
}

function unique(problems: string[], label: string, values: string[]): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) problems.push(`${label}: duplicate "${v}"`);
    seen.add(v);
  }
}

/** Returns the list of problems; empty means the seed is good to write. */
export function findSeedProblems(): string[] {
  const problems: string[] = [];
  for (const p of products) {
    check(problems, `product ${p.id}`, ProductSchema, p);
    if (JSON.stringify(p.images) !== JSON.stringify(productImages(p.slug))) {
      problems.push(`product ${p.id}: images must be the two generated shots of its slug`);
    }
    const specs = Object.keys(p.specs).length;
    if (specs < 4 || specs > 7)
      problems.push(`product ${p.id}: has ${String(specs)} specs, expected 4-7`);
  }
  unique(
    problems,
    'product id',
    products.map((p) => p.id),
  );
  unique(
    problems,
    'product slug',
    products.map((p) => p.slug),
  );

  for (const g of gallery) check(problems, `gallery ${g.id}`, GalleryItemSchema, g);
  unique(
    problems,
    'gallery id',
    gallery.map((g) => g.id),
  );
  const slugs = new Set(products.map((p) => p.slug));
  for (const g of seedGallery) {
    for (const s of g.slugs)
      if (!slugs.has(s)) problems.push(`gallery ${g.item.id}: unknown product ${s}`);
  }

  check(problems, 'stats', PublicStatsSchema, publicStats);

  for (const c of coupons) check(problems, `coupon ${c.code}`, CouponSchema, c);
  unique(
    problems,
    'coupon code',
    coupons.map((c) => c.code),
  );
  for (const c of coupons) {
    if (c.code !== c.code.toUpperCase())
      problems.push(`coupon ${c.code}: codes are stored upper-case`);
  }

  for (const r of reviews) check(problems, `review ${r.id}`, ReviewSchema, r);
  unique(
    problems,
    'review id',
    reviews.map((r) => r.id),
  );

  for (const f of faq) check(problems, `faq ${f.id}`, FaqEntrySchema, f);
  unique(
    problems,
    'faq id',
    faq.map((f) => f.id),
  );

  for (const u of seedUsers) {
    check(problems, `user ${u.email}`, ProfileSchema, u.profile);
    check(problems, `user ${u.email} role`, RoleSchema, u.role);
    if (u.profile.email !== u.email) problems.push(`user ${u.email}: profile email differs`);
    if (u.password.length < 6) problems.push(`user ${u.email}: password shorter than 6`);
    if (Number.isNaN(Date.parse(u.createdAt))) problems.push(`user ${u.email}: bad createdAt`);
  }
  unique(
    problems,
    'user email',
    seedUsers.map((u) => u.email),
  );
  return problems;
}

export function validateSeed(): void {
  const problems = findSeedProblems();
  if (problems.length > 0) throw new SeedValidationError(problems);
}
