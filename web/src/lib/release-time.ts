// How a drop's release time reads (catalogue card, product page): the shopper's local time.
// The countdown's own formatting lives with the product page (features/catalog), off the first load.
import { pageLocale } from '@/i18n/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

/** English pages keep the browser's own conventions; a Russian page reads Russian. */
function releaseFormat(): Intl.DateTimeFormat {
  const tag = pageLocale() === 'ru' ? 'ru-RU' : undefined;
  const key = tag ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(key, format);
  }
  return format;
}

/** `Tue, 1 Dec, 19:00` (`вт, 1 дек., 19:00` on a Russian page), in the shopper's time zone. */
export function formatReleaseTime(iso: string): string {
  return releaseFormat().format(new Date(iso));
}
