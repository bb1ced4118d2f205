// The product page's countdown to a release (issue 23): loaded with the page, not the shell.
import { m } from '@/i18n/messages';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Time left, rounded up to the second: `2d 03:04:05` (`2 д 03:04:05`), `03:04:05` or `04:05`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor(total / 3600) % 24;
  const clock = `${twoDigits(Math.floor(total / 60) % 60)}:${twoDigits(total % 60)}`;
  if (days > 0) return m.product_countdown_days({ days, clock: `${twoDigits(hours)}:${clock}` });
  return hours > 0 ? `${twoDigits(hours)}:${clock}` : clock;
}
