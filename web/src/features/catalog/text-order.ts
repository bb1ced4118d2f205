// The catalogue's order of titles and tags: Intl.Collator('en', {sensitivity: 'base', numeric:
// true}), with its common case written here. A page's first Intl.Collator loads ICU's collation
// data in one piece (22-56 ms of main thread before throttling, docs/bench.md), and the
// catalogue's filter chips sort in its first render. Text of Latin and Russian letters, digits,
// spaces and ASCII punctuation is ordered here; anything else asks the collator itself.
// text-order.test.ts holds the two to the same answers.

/** ASCII punctuation and symbols, in the collator's order; all of them come before digits. */
const PUNCTUATION = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const DIGITS = PUNCTUATION.length;
const LATIN = DIGITS + 1;
const CYRILLIC = LATIN + 26;

/** A character's place, case and `ё`/`е` aside, or -1 when the collator has to decide. */
function rank(code: number): number {
  if (code >= 97 && code <= 122) return LATIN + code - 97; // a-z
  if (code >= 65 && code <= 90) return LATIN + code - 65; // A-Z
  if (code >= 0x430 && code <= 0x44f) return CYRILLIC + code - 0x430; // а-я
  if (code >= 0x410 && code <= 0x42f) return CYRILLIC + code - 0x410; // А-Я
  if (code === 0x451 || code === 0x401) return CYRILLIC + 5; // ё, Ё read as е
  const punctuation = code < 128 ? PUNCTUATION.indexOf(String.fromCharCode(code)) : -1;
  return punctuation;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The end of the run of digits that starts at `start`. */
function digitsEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

/** A run of digits as a number, written without its leading zeros (`007` is `7`). */
function numberText(text: string, start: number, end: number): string {
  let first = start;
  while (first < end - 1 && text.charCodeAt(first) === 48) first++;
  return text.slice(first, end);
}

let collator: Intl.Collator | undefined;

function collatorCompare(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** Negative, zero or positive, as `Intl.Collator('en', {sensitivity: 'base', numeric: true})`. */
export function compareText(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(j);
    if (isDigit(codeA) && isDigit(codeB)) {
      const endA = digitsEnd(a, i);
      const endB = digitsEnd(b, j);
      const numberA = numberText(a, i, endA);
      const numberB = numberText(b, j, endB);
      if (numberA.length !== numberB.length) return numberA.length - numberB.length;
      if (numberA !== numberB) return numberA < numberB ? -1 : 1;
      i = endA;
      j = endB;
      continue;
    }
    const rankA = isDigit(codeA) ? DIGITS : rank(codeA);
    const rankB = isDigit(codeB) ? DIGITS : rank(codeB);
    if (rankA < 0 || rankB < 0) return collatorCompare(a, b);
    if (rankA !== rankB) return rankA - rankB;
    i++;
    j++;
  }
  // One is a start of the other: the rest decides, unless the collator must read it.
  for (const [text, from] of [
    [a, i],
    [b, j],
  ] as const) {
    for (let k = from; k < text.length; k++) {
      const code = text.charCodeAt(k);
      if (!isDigit(code) && rank(code) < 0) return collatorCompare(a, b);
    }
  }
  return a.length - i - (b.length - j);
}
