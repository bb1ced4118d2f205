// When a product is a drop, written once for the server and the web app. No zod here: the
// catalogue card and the product page (first load) import it.

/** How long after its release time a product still counts as a drop. */
export const DROP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What the drop rules read of a product: its release time, when it has one (ISO 8601), and
 * whether it is sold by raffle (Product.raffle).
 */
export interface DropTimes {
  releaseAt?: string | null | undefined;
  raffle?: boolean | undefined;
}

const releaseMs = (product: DropTimes): number | null => {
  if (!product.releaseAt) return null;
  const ms = Date.parse(product.releaseAt);
  return Number.isNaN(ms) ? null : ms;
};

/** True while the product may not be sold yet: it has a release time still to come. */
export function beforeRelease(product: DropTimes, nowMs: number): boolean {
  const at = releaseMs(product);
  return at !== null && nowMs < at;
}

/**
 * True while the product counts as a drop: from the moment it has a release time until
 * DROP_WINDOW_MS after that time, and while it is sold by raffle (the flag stays from the
 * admin's choice of a raffle until a switch back to first come, so the raffle's whole life).
 */
export function isDrop(product: DropTimes, nowMs: number): boolean {
  if (product.raffle === true) return true;
  const at = releaseMs(product);
  return at !== null && nowMs < at + DROP_WINDOW_MS;
}
