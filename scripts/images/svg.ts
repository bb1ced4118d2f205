// Tiny string helpers for hand-built SVG. No DOM and no dependencies, so generation
// is fast and byte-for-byte reproducible.

/** One decimal is plenty at these sizes and keeps files small and output stable. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  // SVG accepts ".5" and "-.5"; dropping the zero saves bytes in every coordinate.
  return r === 0 ? '0' : String(r).replace(/^(-?)0\./, '$1.');
}

/** Path/points template tag: numbers are rounded with `f`, strings pass through. */
export function d(strings: TemplateStringsArray, ...values: (number | string)[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? f(v) : v) + (strings[i + 1] ?? '');
  });
  return out;
}

export type Attrs = Record<string, string | number | undefined>;

export function el(tag: string, attrs: Attrs, inner?: string): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) a += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return inner === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${inner}</${tag}>`;
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const FONT = 'system-ui,sans-serif';

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount);
}

export interface Rng {
  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a: stable 32-bit seed from a slug. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and identical on every platform. */
export function rng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from empty list');
      return item;
    },
  };
}
