import { z } from 'zod';

/**
 * The store's languages (issue 25): English at `/…`, Russian at `/ru/…`. What a shopper starts
 * (an order, a back-in-stock request, a raffle entry) remembers the language it was started in,
 * so its e-mails are written in it. The web app's Paraglide `Locale` is the same two strings.
 */
export const LOCALES = ['en', 'ru'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export const DEFAULT_LOCALE: Locale = 'en';

/** A stored document's language: one written before issue 25 (none, or anything else) is English. */
export const StoredLocaleSchema = LocaleSchema.catch(DEFAULT_LOCALE);

/** The path prefix of the Russian twin of every storefront page (web `RU_PREFIX`). */
const PATH_PREFIX: Record<Locale, string> = { en: '', ru: '/ru' };

/** A storefront path in `locale`'s twin: `/p/robot` → `/ru/p/robot` in Russian. */
export const localePath = (locale: Locale, path: string): string => `${PATH_PREFIX[locale]}${path}`;
