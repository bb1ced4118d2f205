// The release time as an admin types it (issue 23): a text field, like the numbers, so a
// wrong value reaches our own message. Local time unless an offset is written.

/** `2026-12-01 18:00`, optionally with `:ss`, and `T` allowed for the space. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** The same with an offset (`Z`, `+02:00`): an ISO 8601 time the server takes as it is. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

export const RELEASE_TIME_ERROR =
  'Release time must look like 2026-12-01 18:00 (your local time), or be blank';

export type ReleaseTimeCheck = { ok: true; value: string | null } | { ok: false; error: string };

function localTime(match: RegExpExecArray): Date | null {
  // Groups 1-5 always match; the seconds (6) are optional and read as 0.
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((group) =>
    Number(match[group] ?? 0),
  ) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // A day or time that does not exist (31 Feb, 25:00) rolls over: refuse it instead.
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return same ? date : null;
}

/** Blank is no release time (null: on sale now, and it clears one on edit); else ISO 8601 in UTC. */
export function parseReleaseTime(text: string): ReleaseTimeCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, value: null };
  const local = LOCAL.exec(trimmed);
  const date = local ? localTime(local) : WITH_OFFSET.test(trimmed) ? new Date(trimmed) : null;
  if (!date || Number.isNaN(date.getTime())) return { ok: false, error: RELEASE_TIME_ERROR };
  return { ok: true, value: date.toISOString() };
}

const two = (value: number) => String(value).padStart(2, '0');

/** A stored release time as the field shows it: local `2026-12-01 18:00` (`:ss` when set). */
export function releaseTimeText(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${String(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const seconds = date.getSeconds() ? `:${two(date.getSeconds())}` : '';
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}${seconds}`;
}
