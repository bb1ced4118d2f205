// Die-cast race car in side profile. Variant % 3 picks the livery (twin stripes,
// side flash, two-tone); even variants carry a rear wing.
import { el, escapeXml, FONT, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, ink, toyGroup, wheel } from './parts';

const BODY =
  'M-196-44C-198-66-186-80-160-84L-96-92C-70-124-30-134 14-134C52-134 80-118 100-96L168-88C190-84 200-70 200-52L198-34C196-26 190-24 180-24H-184C-194-26-196-32-196-44Z';

export const drawRaceCar: ToyDrawer = ({ paint, pal, rand, variant, decal }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const clip = paint.custom('carclip', (id) => el('clipPath', { id }, el('path', { d: BODY })));
  const livery = variant % 3;
  const stripeY = rand.range(-76, -66);

  const stripes =
    livery === 0
      ? el('rect', { x: -200, y: stripeY, width: 400, height: 7, fill: B }) +
        el('rect', { x: -200, y: stripeY + 11, width: 400, height: 7, fill: B })
      : livery === 1
        ? el('path', { d: 'M-200-40 200-82V-66L-200-28Z', fill: B }) +
          el('path', { d: 'M-200-52 200-92V-86L-200-46Z', fill: C })
        : el('rect', { x: -200, y: -62, width: 400, height: 40, fill: paint.lin(B) }) +
          el('rect', { x: -200, y: -64, width: 400, height: 4, fill: C });

  const wing =
    variant % 2 === 0
      ? el('rect', { x: -186, y: -108, width: 6, height: 22, fill: '#202228' }) +
        el('rect', {
          x: -206,
          y: -116,
          width: 58,
          height: 10,
          rx: 3,
          fill: paint.lin(B),
          ...ink(B, 1.5),
        })
      : '';

  const svg =
    wing +
    el('path', { d: BODY, fill: paint.lin(A), ...ink(A) }) +
    // Wheel arches are clipped to the body so they read as cut-outs, not discs.
    el(
      'g',
      { 'clip-path': `url(#${clip})` },
      stripes +
        el('circle', { cx: -150, cy: -40, r: 46, fill: '#16171b' }) +
        el('circle', { cx: 134, cy: -40, r: 46, fill: '#16171b' }),
    ) +
    el('path', {
      d: 'M-84-94C-60-122-26-128 12-128C44-128 66-116 84-96Z',
      fill: paint.glass('#2c3d5c'),
      stroke: '#1a1d24',
    }) +
    el('path', { d: 'M-52-104-20-122H-6L-40-100Z', fill: '#ffffff', opacity: 0.35 }) +
    el('rect', { x: 2, y: -130, width: 7, height: 36, fill: A }) +
    el('path', { d: 'M-20-90V-30M90-90V-32', stroke: shade(A, -0.35), 'stroke-width': 1.5 }) +
    el('ellipse', { cx: 72, cy: -100, rx: 9, ry: 6, fill: A, ...ink(A, 1.5) }) +
    wheel(-150, -38, 38, '#c9ced6', paint.rad('#dfe3e8'), C, 5) +
    wheel(134, -38, 38, '#c9ced6', paint.rad('#dfe3e8'), C, 5) +
    el('ellipse', { cx: 186, cy: -64, rx: 10, ry: 7, fill: paint.glow('#fff1a6') }) +
    el('rect', { x: -198, y: -72, width: 7, height: 12, rx: 2, fill: '#e0302a' }) +
    el('circle', { cx: 26, cy: -60, r: 21, fill: '#ffffff', stroke: C, 'stroke-width': 3 }) +
    el(
      'text',
      {
        x: 26,
        y: -53,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': 20,
        'font-weight': 800,
        fill: '#15161a',
      },
      escapeXml(decal),
    ) +
    gloss(-10, -118, 60, 6, 2, 0.35) +
    gloss(120, -84, 50, 4, 3, 0.4);

  return { svg: toyGroup(svg), w: 420, h: 140 };
};
