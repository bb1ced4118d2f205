import { pageLocale } from '@/i18n/locale';

// English keeps `15 Jan 2026`; a Russian page reads `15 янв. 2026 г.`.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(withTime: boolean): Intl.DateTimeFormat {
  const tag = pageLocale() === 'ru' ? 'ru-RU' : 'en-GB';
  const key = `${tag} ${String(withTime)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      tag,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(key, format);
  }
  return format;
}

/** `15 Jan 2026`, in the viewer's time zone. */
export function formatDate(iso: string): string {
  return dateFormat(false).format(new Date(iso));
}

/** `15 Jan 2026, 10:00`, in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateFormat(true).format(new Date(iso));
}
