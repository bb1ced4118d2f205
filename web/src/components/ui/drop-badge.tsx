import { beforeRelease, type DropTimes } from '@contract/drop';
import { m } from '@/i18n/messages';
import { formatReleaseTime } from '@/lib/release-time';
import { serverNow } from '@/lib/server-clock';
import './drop-badge.css';

/**
 * "Drop" and when it goes on sale (the shopper's local time), for a product whose release
 * time is still to come by the server's clock; else "Drop · Raffle" for a product sold by
 * raffle (its flag is in the list answer); nothing otherwise. Decided when the card renders:
 * the product page is where the countdown runs, the sale unlocks and the raffle is entered.
 */
export function DropBadge({ product }: { product: DropTimes }) {
  if (product.releaseAt && beforeRelease(product, serverNow())) {
    const time = formatReleaseTime(product.releaseAt);
    return <span className="badge badge--drop">{m.shell_drop_at({ time })}</span>;
  }
  return product.raffle === true ? (
    <span className="badge badge--drop">{m.shell_drop_raffle()}</span>
  ) : null;
}
