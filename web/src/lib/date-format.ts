import { pageLocale } from '@/i18n/locale';

// English keeps `15 Jan 2026`; a Russian page reads `15 янв. 2026 г.`: Intl's medium dates
// for en-GB and ru-RU, written here. A page's first Intl.DateTimeFormat loads ICU's calendar
// data in one piece (16-48 ms of main thread before throttling, docs/bench.md), and the
// product page's reviews would pay it in their first render. date-format.test.ts holds both
// languages to Intl's own output.

const months = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ru: [
    'янв.',
    'февр.',
    'мар.',
    'апр.',
    'мая',
    'июн.',
    'июл.',
    'авг.',
    'сент.',
    'окт.',
    'нояб.',
    'дек.',
  ],
} as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day, in the viewer's time zone. An invalid date reads as Intl would throw: it throws. */
function day(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const locale = pageLocale();
  const text = `${date.getDate()} ${months[locale][date.getMonth()]} ${date.getFullYear()}`;
  return locale === 'ru' ? `${text} г.` : text;
}

/** `15 Jan 2026`, in the viewer's time zone. */
export function formatDate(iso: string): string {
  return day(new Date(iso));
}

/** `15 Jan 2026, 10:00`, in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${day(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
