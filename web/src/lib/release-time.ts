// How a drop's release time reads (catalogue card, product page): the shopper's local time.
// The countdown's own formatting lives with the product page (features/catalog), off the first load.
const releaseFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** `Tue, 1 Dec, 19:00`, in the shopper's language and time zone. */
export function formatReleaseTime(iso: string): string {
  return releaseFormat.format(new Date(iso));
}
