import { CouponSchema } from '@contract/coupon';
import { GalleryItemSchema } from '@contract/gallery';
import { ProductSchema } from '@contract/product';
import { FaqEntrySchema, ReviewSchema } from '@contract/review';
import { PublicStatsSchema } from '@contract/stats';
import { ProfileSchema } from '@contract/user';
import { describe, expect, it } from 'vitest';
import { coupons, faq, gallery, products, publicStats, reviews, seedUsers } from './data';
import { chunk, contentDocuments } from './documents';
import { findSeedProblems } from './validate';

const now = Date.parse('2026-06-01T00:00:00Z');

describe('seed products', () => {
  it('has a full catalogue that parses with the contract', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const p of products) expect(ProductSchema.safeParse(p).success, p.id).toBe(true);
  });

  it('has unique ids and slugs', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('covers every stock band', () => {
    const count = (lo: number, hi: number): number =>
      products.filter((p) => p.stock >= lo && p.stock <= hi).length;
    expect(count(0, 0)).toBeGreaterThanOrEqual(4);
    expect(count(1, 3)).toBeGreaterThanOrEqual(3);
    expect(count(4, 5)).toBeGreaterThanOrEqual(3);
    expect(count(6, 10)).toBeGreaterThanOrEqual(3);
    expect(count(11, Infinity)).toBeGreaterThanOrEqual(3);
  });

  it('gives every product specs, two images and sensible prices', () => {
    for (const p of products) {
      const specs = Object.keys(p.specs).length;
      expect(specs, p.id).toBeGreaterThanOrEqual(4);
      expect(specs, p.id).toBeLessThanOrEqual(7);
      expect(p.images, p.id).toEqual([
        `/img/seed/products/${p.slug}-1.svg`,
        `/img/seed/products/${p.slug}-2.svg`,
      ]);
      expect(Math.round(p.price * 100) / 100, p.id).toBe(p.price);
      expect(
        p.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length,
        p.id,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(products.some((p) => !Number.isInteger(p.price))).toBe(true);
    expect(products.filter((p) => p.price > 200).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seed coupons', () => {
  it('parse with the contract', () => {
    for (const c of coupons) expect(CouponSchema.safeParse(c).success, c.code).toBe(true);
  });

  it('cover the five cases', () => {
    const active = (c: (typeof coupons)[number]): boolean =>
      (c.expiresAt === null || Date.parse(c.expiresAt) > now) &&
      (c.maxUses === null || c.uses < c.maxUses);
    expect(
      coupons.some(
        (c) =>
          c.type === 'percent' &&
          c.isGlobal &&
          !c.isHidden &&
          c.expiresAt === null &&
          c.maxUses === null,
      ),
    ).toBe(true);
    expect(coupons.some((c) => c.type === 'fixed' && c.isGlobal && !c.isHidden && active(c))).toBe(
      true,
    );
    expect(
      coupons.some(
        (c) =>
          c.isHidden && !c.isGlobal && c.assignedTo.includes('shopper@example.com') && active(c),
      ),
    ).toBe(true);
    expect(coupons.some((c) => c.expiresAt !== null && Date.parse(c.expiresAt) < now)).toBe(true);
    expect(coupons.some((c) => c.maxUses !== null && c.uses >= c.maxUses)).toBe(true);
  });
});

describe('seed content', () => {
  it('gallery, stats, reviews, FAQ and profiles parse with the contract', () => {
    expect(gallery.length).toBeGreaterThanOrEqual(6);
    for (const g of gallery) {
      expect(GalleryItemSchema.safeParse(g).success, g.id).toBe(true);
      expect(g.src).toBe(`/img/seed/gallery/${g.id}.svg`);
    }
    expect(PublicStatsSchema.safeParse(publicStats).success).toBe(true);
    expect(reviews).toHaveLength(5);
    for (const r of reviews) {
      expect(ReviewSchema.safeParse(r).success, r.id).toBe(true);
      expect(r.status).toBe('approved');
      expect(r.images).toEqual([]);
    }
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThan(1);
    expect(faq).toHaveLength(6);
    for (const f of faq) expect(FaqEntrySchema.safeParse(f).success, f.id).toBe(true);
    for (const u of seedUsers)
      expect(ProfileSchema.safeParse(u.profile).success, u.email).toBe(true);
    expect(seedUsers.map((u) => [u.email, u.role])).toEqual([
      ['admin@example.com', 'admin'],
      ['shopper@example.com', 'user'],
    ]);
  });

  it('gives every FAQ entry and gallery photo its Russian text', () => {
    const russian = /^[^a-z]*[а-яё]/i;
    for (const f of faq) {
      expect(f.questionRu, f.id).toMatch(russian);
      expect(f.answerRu, f.id).toMatch(russian);
    }
    for (const g of gallery) expect(g.altRu, g.id).toMatch(russian);
  });

  it('passes the loader validation', () => {
    expect(findSeedProblems()).toEqual([]);
  });
});

describe('firestore documents', () => {
  it('never store the doc id as a field, and convert dates to timestamps', () => {
    const docs = contentDocuments();
    const product = docs.find((d) => d.path === 'products/prd-001');
    expect(product?.data).not.toHaveProperty('id');
    expect(product?.data.slug).toBe('titan-frame-vanguard-rx-07');
    const coupon = docs.find((d) => d.path === 'coupons/SUMMER25');
    expect(coupon?.data.code).toBe('SUMMER25');
    expect(coupon?.data.expiresAt).toHaveProperty('seconds');
    const vip = docs.find((d) => d.path === 'coupons/VIPSAM15');
    expect(vip?.data.assignedEmails).toEqual(['shopper@example.com']);
    expect(coupon?.data.assignedEmails).toEqual([]);
    const review = docs.find((d) => d.path === 'reviews/rev-001');
    expect(review?.data).not.toHaveProperty('id');
    expect(review?.data.createdAt).toHaveProperty('seconds');
    expect(docs.find((d) => d.path === 'stats/public')?.data).toEqual(publicStats);
  });

  it('chunks writes into batches of at most 500', () => {
    const parts = chunk(Array.from({ length: 1201 }, (_, i) => i));
    expect(parts.map((p) => p.length)).toEqual([500, 500, 201]);
  });
});
