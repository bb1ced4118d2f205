import { z } from 'zod';
import { IdSchema } from './common';
import { LocaleSchema } from './locale';

// Raffle mode for hyped releases (issue 23): the admin's settings, the public state of a
// product's drop (GET /api/drops/{productId}), an entry, and the admin's view of the draw.

/** Default checkout window of a drawn winner: 30 minutes. */
export const DEFAULT_CHECKOUT_WINDOW_SECONDS = 30 * 60;

const InstantSchema = z.iso.datetime({
  offset: true,
  error: 'Times must be ISO 8601 dates and times with an offset, e.g. 2026-12-01T18:00:00Z',
});

/** PUT /api/admin/drops/{productId}: first come (the default), or a raffle with its times. */
export const DropSettingsRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('first-come') }),
  z
    .strictObject({
      mode: z.literal('raffle'),
      /** Entries are taken from this time... */
      entriesOpenAt: InstantSchema,
      /** ...until this one; then the list of entries is frozen and its hash published. */
      entriesCloseAt: InstantSchema,
      /** When the seed is revealed and the draw made; by default when entries close. */
      drawAt: InstantSchema.optional(),
      /**
       * How long each winner has to check out (seconds, up to 7 days; default 30 minutes). The
       * admin form speaks minutes; seconds let a test watch a unit pass on without waiting.
       */
      checkoutWindowSeconds: z
        .int()
        .min(1)
        .max(7 * 86_400)
        .default(DEFAULT_CHECKOUT_WINDOW_SECONDS),
    })
    .refine((s) => Date.parse(s.entriesOpenAt) < Date.parse(s.entriesCloseAt), {
      message: 'Entries must open before they close',
    })
    .refine((s) => !s.drawAt || Date.parse(s.drawAt) >= Date.parse(s.entriesCloseAt), {
      message: 'The draw cannot come before entries close',
    }),
]);
export type DropSettingsRequest = z.infer<typeof DropSettingsRequestSchema>;

export const DropParamsSchema = z.object({ productId: IdSchema });

/**
 * Where a raffle stands: scheduled (entries not open yet), open, closed (list frozen and its
 * hash published, seed still secret), drawn (seed revealed, winners being served in draw
 * order), finished (every unit bought or every entry offered; the rest were told).
 */
export const RaffleStateSchema = z.enum(['scheduled', 'open', 'closed', 'drawn', 'finished']);
export type RaffleState = z.infer<typeof RaffleStateSchema>;

/**
 * One entry as its own account sees it: entered (before the draw), waiting (drawn, a unit may
 * still pass to it), won (a reserved unit until `checkoutBy`), bought, lapsed (the window
 * passed), not-drawn (the raffle finished without serving it).
 */
export const EntryStatusSchema = z.enum([
  'entered',
  'waiting',
  'won',
  'bought',
  'lapsed',
  'not-drawn',
]);
export type EntryStatus = z.infer<typeof EntryStatusSchema>;

export const MyEntrySchema = z.object({
  entryId: z.string(),
  status: EntryStatusSchema,
  /** While `won`: the end of the checkout window (ISO 8601). */
  checkoutBy: z.string().nullable(),
});
export type MyEntry = z.infer<typeof MyEntrySchema>;

/** The public face of a raffle: times, commitments, and after the draw its seed and order. */
export const RaffleViewSchema = z.object({
  mode: z.literal('raffle'),
  state: RaffleStateSchema,
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  drawAt: z.string(),
  checkoutWindowSeconds: z.int(),
  /** SHA-256 (hex) of the seed, published from the start. */
  seedHash: z.string(),
  /** SHA-256 (hex) of the frozen list of entry ids, once entries closed. */
  entryListHash: z.string().nullable(),
  /** The frozen list (sorted), once entries closed. */
  entryIds: z.array(z.string()).nullable(),
  /** The seed, after the draw only. */
  seed: z.string().nullable(),
  /** Every entry id in draw order, after the draw only. */
  drawOrder: z.array(z.string()).nullable(),
  /** Units given out by the draw (stock at the draw, at most one per entry). */
  units: z.int().nullable(),
  /** The caller's own entry, when signed in and entered. */
  mine: MyEntrySchema.nullable(),
});
export type RaffleView = z.infer<typeof RaffleViewSchema>;

/** GET /api/drops/{productId} */
export const DropStateResponseSchema = z.object({
  productId: IdSchema,
  drop: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('first-come') }),
    RaffleViewSchema,
  ]),
  /** The server's clock (ISO 8601), for countdowns. */
  serverTime: z.string(),
});
export type DropStateResponse = z.infer<typeof DropStateResponseSchema>;

/**
 * POST /api/drops/{productId}/entries: no body is needed; the page's language (issue 25) may
 * go along, else the API reads `Accept-Language`. The raffle's e-mails are written in it.
 */
export const EntryRequestSchema = z.strictObject({ locale: LocaleSchema.optional() }).default({});
export type EntryRequest = z.input<typeof EntryRequestSchema>;

export const EntryResponseSchema = z.object({ entry: MyEntrySchema });
export type EntryResponse = z.infer<typeof EntryResponseSchema>;

/** One offered entry as the admin sees it. */
export const RaffleWinnerSchema = z.object({
  entryId: z.string(),
  email: z.string(),
  status: z.enum(['won', 'bought', 'lapsed']),
  checkoutBy: z.string(),
  orderId: z.string().nullable(),
});
export type RaffleWinner = z.infer<typeof RaffleWinnerSchema>;

/** GET and PUT /api/admin/drops/{productId}: the public view plus the count and the winners. */
export const AdminDropResponseSchema = z.object({
  productId: IdSchema,
  drop: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('first-come') }),
    RaffleViewSchema.extend({ entryCount: z.int(), winners: z.array(RaffleWinnerSchema) }),
  ]),
});
export type AdminDropResponse = z.infer<typeof AdminDropResponseSchema>;
