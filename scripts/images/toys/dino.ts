// Chunky soft-vinyl dinosaur, facing right. Variant % 4: 0 tyrannosaur, 1 stegosaur,
// 2 triceratops, 3 long-neck. Spots are placed by the slug's PRNG so every figure differs.
import { d, el, shade } from '../svg';
import type { ToyContext, ToyDrawer } from '../types';
import { eye, gloss, toyGroup } from './parts';

const IVORY = '#f4ecd6';

function spots({ pal, rand }: ToyContext, cx: number, cy: number, rx: number, ry: number): string {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const a = rand.range(0, Math.PI * 2);
    const k = rand.range(0.2, 0.75);
    s += el('ellipse', {
      cx: cx + Math.cos(a) * rx * k,
      cy: cy + Math.sin(a) * ry * k * 0.7 - ry * 0.15,
      rx: rand.range(7, 15),
      ry: rand.range(5, 10),
      fill: pal.accent,
      opacity: 0.55,
    });
  }
  return s;
}

function rex(ctx: ToyContext): string {
  const { paint, pal } = ctx;
  const skin = paint.rad(pal.primary, 0.8);
  // Bases sit on the back and tail outline; the body is drawn over them.
  const spikes = [
    [-30, -250, 22],
    [-62, -214, 20],
    [-84, -170, 18],
    [-100, -126, 16],
    [-140, -100, 13],
    [-180, -64, 10],
  ] as const;
  return (
    spikes
      .map(([x, y, r]) =>
        el('polygon', {
          points: d`${x - r},${y + r * 0.6} ${x - r * 0.3},${y - r} ${x + r},${y}`,
          fill: paint.lin(pal.accent),
        }),
      )
      .join('') +
    el('path', {
      d: 'M-40-130C-120-116-190-66-222-14-172-40-110-62-24-74Z',
      fill: paint.lin(pal.primary),
    }) +
    el('ellipse', { cx: 46, cy: -70, rx: 34, ry: 48, fill: shade(pal.primary, -0.25) }) +
    el('ellipse', {
      cx: 8,
      cy: -158,
      rx: 90,
      ry: 110,
      fill: skin,
      transform: 'rotate(-15 8 -158)',
    }) +
    el('ellipse', {
      cx: 38,
      cy: -140,
      rx: 50,
      ry: 80,
      fill: paint.rad(pal.secondary, 0.5),
      transform: 'rotate(-15 38 -140)',
    }) +
    spots(ctx, -30, -170, 60, 80) +
    el('ellipse', { cx: -14, cy: -84, rx: 50, ry: 58, fill: skin }) +
    el('rect', { x: -44, y: -28, width: 96, height: 28, rx: 14, fill: paint.lin(pal.primary) }) +
    [12, 30, 48].map((x) => el('ellipse', { cx: x, cy: -10, rx: 6, ry: 8, fill: IVORY })).join('') +
    el('ellipse', {
      cx: 86,
      cy: -172,
      rx: 10,
      ry: 24,
      fill: skin,
      transform: 'rotate(-40 86 -172)',
    }) +
    el('path', {
      d: 'M16-272C16-334 80-354 140-344 190-336 204-304 200-274 196-244 164-230 112-228 62-226 16-234 16-272Z',
      fill: skin,
    }) +
    el('path', {
      d: 'M96-262Q150-246 196-268',
      fill: 'none',
      stroke: shade(pal.primary, -0.55),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    [118, 138, 158, 178]
      .map((x) => el('path', { d: d`M${x}-257l6 10 6-11`, fill: '#ffffff' }))
      .join('') +
    el('ellipse', { cx: 182, cy: -306, rx: 5, ry: 3, fill: shade(pal.primary, -0.5) }) +
    eye(96, -300, 15) +
    el('ellipse', { cx: 128, cy: -270, rx: 16, ry: 9, fill: '#ff8a80', opacity: 0.45 }) +
    gloss(60, -330, 30, 10, -12, 0.35) +
    gloss(-40, -220, 14, 34, 30, 0.25)
  );
}

function quadruped(ctx: ToyContext, head: string, back: string): string {
  const { paint, pal } = ctx;
  const leg = (x: number, w: number, far: boolean): string =>
    el('rect', {
      x,
      y: -122,
      width: w,
      height: 122,
      rx: w / 2.4,
      fill: far ? shade(pal.primary, -0.28) : paint.tube(pal.primary, 'h'),
    }) +
    (far
      ? ''
      : [0.25, 0.5, 0.75]
          .map((t) => el('ellipse', { cx: x + w * t, cy: -6, rx: 5, ry: 7, fill: IVORY }))
          .join(''));
  return (
    back +
    el('path', {
      d: 'M-90-150C-170-150-214-104-228-34-194-80-146-104-70-104Z',
      fill: paint.lin(pal.primary),
    }) +
    leg(-74, 40, true) +
    leg(62, 40, true) +
    el('ellipse', { cx: 0, cy: -150, rx: 130, ry: 82, fill: paint.rad(pal.primary, 0.8) }) +
    el('ellipse', { cx: 6, cy: -108, rx: 96, ry: 36, fill: paint.rad(pal.secondary, 0.5) }) +
    spots(ctx, 0, -170, 100, 60) +
    leg(-104, 48, false) +
    leg(34, 48, false) +
    gloss(-30, -205, 60, 14, -8, 0.3) +
    head
  );
}

function stego(ctx: ToyContext): string {
  const { paint, pal } = ctx;
  let plates = '';
  for (let i = 0; i < 7; i++) {
    const x = -105 + i * 33;
    const top = -150 - 82 * Math.sqrt(Math.max(0, 1 - (x / 135) ** 2));
    const h = 34 + 18 * Math.sin((i / 6) * Math.PI);
    plates += el('polygon', {
      points: d`${x - 18},${top + 18} ${x},${top - h} ${x + 18},${top + 18}`,
      fill: paint.lin(pal.accent),
      stroke: shade(pal.accent, -0.4),
    });
  }
  const tail = el('path', {
    d: 'M-200-82-236-104-214-72M-216-58-250-66-222-46',
    fill: 'none',
    stroke: IVORY,
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  const head =
    el('path', {
      d: 'M100-170C140-160 150-130 160-120L140-96C120-110 110-120 90-120Z',
      fill: paint.lin(pal.primary),
    }) +
    el('ellipse', { cx: 170, cy: -112, rx: 44, ry: 30, fill: paint.rad(pal.primary, 0.8) }) +
    el('path', {
      d: 'M178-100Q196-96 208-106',
      fill: 'none',
      stroke: shade(pal.primary, -0.5),
      'stroke-width': 3,
    }) +
    eye(174, -122, 10);
  return quadruped(ctx, head, plates + tail);
}

function trike(ctx: ToyContext): string {
  const { paint, pal } = ctx;
  const frill =
    el('circle', {
      cx: 122,
      cy: -196,
      r: 66,
      fill: paint.rad(pal.secondary, 0.6),
      stroke: shade(pal.secondary, -0.4),
    }) +
    Array.from({ length: 9 }, (_, i) => {
      const a = -Math.PI * 0.95 + (i / 8) * Math.PI * 1.2;
      return el('circle', {
        cx: 122 + Math.cos(a) * 58,
        cy: -196 + Math.sin(a) * 58,
        r: 6,
        fill: pal.accent,
      });
    }).join('');
  const head =
    frill +
    el('ellipse', { cx: 168, cy: -152, rx: 58, ry: 44, fill: paint.rad(pal.primary, 0.8) }) +
    el('path', {
      d: 'M150-188 208-246 172-180ZM186-182 244-232 200-170Z',
      fill: IVORY,
      stroke: shade(IVORY, -0.4),
    }) +
    el('path', { d: 'M214-150 234-176 226-144Z', fill: IVORY }) +
    el('path', { d: 'M212-138Q232-126 220-112L196-118Z', fill: shade(pal.primary, -0.3) }) +
    eye(168, -164, 11);
  return quadruped(ctx, head, '');
}

function longneck(ctx: ToyContext): string {
  const { paint, pal } = ctx;
  const head =
    el('path', {
      d: 'M56-196C96-290 108-360 150-382L182-356C146-338 136-280 122-168Z',
      fill: paint.lin(pal.primary, 'h'),
    }) +
    el('ellipse', { cx: 172, cy: -372, rx: 42, ry: 27, fill: paint.rad(pal.primary, 0.8) }) +
    el('path', {
      d: 'M188-360Q204-356 212-366',
      fill: 'none',
      stroke: shade(pal.primary, -0.5),
      'stroke-width': 3,
    }) +
    [
      [-256, 108],
      [-300, 124],
      [-222, 98],
    ]
      .map(([y, x]) =>
        el('ellipse', { cx: x, cy: y, rx: 9, ry: 6, fill: pal.accent, opacity: 0.55 }),
      )
      .join('') +
    eye(170, -380, 10);
  return quadruped(ctx, head, '');
}

const KINDS = [
  { draw: rex, h: 360 },
  { draw: stego, h: 300 },
  { draw: trike, h: 270 },
  { draw: longneck, h: 410 },
];

export const drawDino: ToyDrawer = (ctx) => {
  const kind = KINDS[ctx.variant % KINDS.length] ?? KINDS[0];
  if (!kind) throw new Error('no dinosaur kinds');
  return { svg: toyGroup(kind.draw(ctx)), w: 510, h: kind.h };
};
