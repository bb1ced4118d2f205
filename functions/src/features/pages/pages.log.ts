import { logger } from 'firebase-functions';

export const pagesLog = {
  /** Firestore did not answer in time: the product page went out as the plain shell. */
  shellFallback(context: { slug: string; error: string }) {
    logger.warn('page_shell_fallback', context);
  },
  /** The product list was not readable in time: the catalogue went out with its loader. */
  catalogBlockSkipped(context: { error: string }) {
    logger.warn('catalog_block_skipped', context);
  },
};
