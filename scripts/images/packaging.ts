// Image 2 of every product: the toy inside its windowed collector box, with the
// title, series and brand printed on the card like real packaging.
import { Paint } from './paint';
import { backdrop, floorShadow, placeToy } from './studio';
import { escapeXml, el, FONT, mix, rng, shade, svgDoc } from './svg';
import { drawToy } from './toys';
import type { BoxPrint, ProductArt } from './types';

const SIZE = 800;
const GROUND = 700;
const X0 = 200;
const X1 = 560;
const TOP = 120;
const DEPTH = 60; // side face width; the box turns slightly to the right

/** Greedy word wrap; widths are estimated because there are no font metrics here. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra: Record<string, string | number> = {},
): string {
  return el(
    'text',
    {
      x,
      y,
      'font-family': FONT,
      'font-size': size,
      'font-weight': 800,
      fill,
      'text-anchor': 'middle',
      ...extra,
    },
    escapeXml(content),
  );
}

/** Drops the words the title shares with the series name: the box prints the series below. */
export function boxTitle(title: string, series: string): string {
  const t = title.split(/\s+/);
  const sw = series.toLowerCase().split(/\s+/);
  let i = 0;
  while (i < sw.length && i < t.length - 1 && t[i]?.toLowerCase() === sw[i]) i++;
  return t.slice(i).join(' ');
}

export function boxShot(seed: string, art: ProductArt, print: BoxPrint): string {
  const paint = new Paint('b');
  const rand = rng(`${seed}/box`);
  const toy = drawToy(art, paint, rand);
  const base = print.boxColor;
  const { accent } = art.palette;
  const cx = (X0 + X1) / 2;

  const lines = wrap(boxTitle(print.title, print.series).toUpperCase(), 16, 3);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length > 2 ? 26 : 34, 320 / (longest * 0.72));

  const windowFill = paint.custom(`win${art.palette.primary}`, (id) =>
    el(
      'radialGradient',
      { id, cy: '.35', r: '.8' },
      el('stop', { offset: 0, 'stop-color': '#ffffff' }) +
        el('stop', { offset: 1, 'stop-color': mix(art.palette.primary, '#e9edf2', 0.75) }),
    ),
  );

  const box =
    el('polygon', {
      points: `${String(X1)},${String(TOP)} ${String(X1 + DEPTH)},${String(TOP - 30)} ${String(X1 + DEPTH)},${String(GROUND - 30)} ${String(X1)},${String(GROUND)}`,
      fill: shade(base, -0.35),
    }) +
    el('polygon', {
      points: `${String(X0)},${String(TOP)} ${String(X0 + DEPTH)},${String(TOP - 30)} ${String(X1 + DEPTH)},${String(TOP - 30)} ${String(X1)},${String(TOP)}`,
      fill: shade(base, 0.3),
    }) +
    el('rect', {
      x: X0,
      y: TOP,
      width: X1 - X0,
      height: GROUND - TOP,
      fill: paint.lin(base, 'd', 0.6),
    }) +
    el('rect', { x: X0, y: TOP + 58, width: X1 - X0, height: 6, fill: accent }) +
    text(cx, TOP + 40, 20, '#ffffff', print.brand.toUpperCase(), { 'letter-spacing': 3 }) +
    el('rect', {
      x: X0 + 24,
      y: TOP + 82,
      width: X1 - X0 - 48,
      height: 338,
      rx: 18,
      fill: `url(#${windowFill})`,
      stroke: shade(base, -0.45),
      'stroke-width': 6,
    }) +
    placeToy(toy, cx, TOP + 251 + Math.min(290, (toy.h * 280) / toy.w) / 2, 280, 290).svg +
    el('polygon', {
      points: `${String(X0 + 90)},${String(TOP + 88)} ${String(X0 + 150)},${String(TOP + 88)} ${String(X0 + 60)},${String(TOP + 414)} ${String(X0 + 30)},${String(TOP + 414)}`,
      fill: '#ffffff',
      opacity: 0.22,
    }) +
    el('polygon', {
      points: `${String(X0 + 170)},${String(TOP + 88)} ${String(X0 + 185)},${String(TOP + 88)} ${String(X0 + 95)},${String(TOP + 414)} ${String(X0 + 80)},${String(TOP + 414)}`,
      fill: '#ffffff',
      opacity: 0.18,
    }) +
    lines.map((l, i) => text(cx, TOP + 462 + i * size * 1.15, size, '#ffffff', l)).join('') +
    text(cx, GROUND - 24, 16, '#ffffff', `${print.series.toUpperCase()} SERIES`, {
      'letter-spacing': 2,
      opacity: 0.75,
    }) +
    text(0, 0, 20, '#ffffff', print.series.toUpperCase(), {
      transform: `translate(${String(X1 + DEPTH / 2 + 6)} ${String((TOP + GROUND) / 2 - 15)}) skewY(-26.57) rotate(90)`,
      opacity: 0.8,
      'letter-spacing': 2,
    }) +
    el('circle', {
      cx: X1 - 30,
      cy: TOP + 104,
      r: 40,
      fill: paint.rad(accent),
      stroke: '#ffffff',
      'stroke-width': 3,
    }) +
    text(X1 - 30, TOP + 111, print.badge.length > 5 ? 13 : 18, '#ffffff', print.badge) +
    (print.limited
      ? el('rect', {
          x: X0 - 12,
          y: TOP + 360,
          width: 150,
          height: 34,
          rx: 4,
          fill: paint.lin('#d9b44a'),
          transform: `rotate(-8 ${String(X0)} ${String(TOP + 360)})`,
        }) +
        text(X0 + 63, TOP + 384, 15, '#3b2c07', 'LIMITED EDITION', {
          transform: `rotate(-8 ${String(X0)} ${String(TOP + 360)})`,
        })
      : '');

  const body =
    backdrop(paint, SIZE, SIZE, mix(art.palette.primary, base, 0.3), GROUND / SIZE) +
    floorShadow(paint, cx + 30, GROUND - 6, X1 - X0 + 60) +
    box;
  return svgDoc(SIZE, SIZE, paint.markup(), body);
}
