import { beforeRelease, type DropTimes } from '@contract/drop';
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
    return <span className="badge badge--drop">Drop · {formatReleaseTime(product.releaseAt)}</span>;
  }
  return product.raffle === true ? <span className="badge badge--drop">Drop · Raffle</span> : null;
}
