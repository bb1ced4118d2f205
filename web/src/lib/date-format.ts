const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `15 Jan 2026`, in the viewer's time zone. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** `15 Jan 2026, 10:00`, in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
