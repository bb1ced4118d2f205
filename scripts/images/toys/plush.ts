// Sitting plush animal. Variant % 3 picks the ears (0 bear, 1 bunny, 2 fox/cat);
// variants 3+ wear a scarf instead of a bow.
import { d, el, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { eye, gloss, mirror, toyGroup } from './parts';

export const drawPlush: ToyDrawer = ({ paint, pal, rand, variant }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const fur = paint.rad(A, 0.7);
  const soft = paint.rad(B, 0.5);
  const ears = variant % 3;
  const tilt = rand.range(-9, 9);
  const seam = {
    fill: 'none',
    stroke: shade(A, -0.35),
    'stroke-width': 2,
    'stroke-dasharray': '5 5',
  };

  const ear =
    ears === 0
      ? el('circle', { cx: 66, cy: -350, r: 36, fill: fur }) +
        el('circle', { cx: 66, cy: -348, r: 20, fill: soft })
      : ears === 1
        ? el(
            'g',
            { transform: 'rotate(12 40 -420)' },
            el('ellipse', { cx: 40, cy: -420, rx: 26, ry: 76, fill: fur }) +
              el('ellipse', { cx: 40, cy: -412, rx: 12, ry: 58, fill: soft }),
          )
        : el('path', { d: 'M28-340 78-432Q92-400 100-318Z', fill: fur }) +
          el('path', { d: 'M46-344 78-408Q86-384 88-334Z', fill: soft });

  const foot =
    el('ellipse', { cx: 62, cy: -38, rx: 48, ry: 38, fill: fur }) +
    el('ellipse', { cx: 68, cy: -36, rx: 25, ry: 21, fill: soft }) +
    [52, 68, 84].map((x) => el('circle', { cx: x, cy: -56, r: 5, fill: shade(B, -0.15) })).join('');

  const arm = el('ellipse', {
    cx: 98,
    cy: -150,
    rx: 30,
    ry: 58,
    fill: fur,
    transform: 'rotate(-24 98 -150)',
  });

  const neck =
    variant >= 3
      ? el('path', { d: 'M-84-190Q0-150 84-190L88-166Q0-124-88-166Z', fill: paint.lin(C) }) +
        el('path', { d: 'M30-160 62-160 70-92 40-96Z', fill: paint.lin(C) }) +
        el('path', { d: 'M36-112h30M34-124h30', stroke: shade(C, 0.5), 'stroke-width': 3 })
      : mirror(paint, el('path', { d: 'M2-172 46-200Q54-172 46-144Z', fill: paint.lin(C) })) +
        el('circle', { cx: 0, cy: -172, r: 13, fill: paint.rad(C) });

  const head =
    mirror(paint, ear) +
    el('circle', { cx: 0, cy: -265, r: 98, fill: fur }) +
    el('path', { d: 'M0-362Q6-330 0-300', ...seam }) +
    el('ellipse', { cx: 0, cy: -230, rx: 46, ry: 35, fill: soft }) +
    el('ellipse', { cx: 0, cy: -247, rx: 16, ry: 11, fill: '#3a2a2e' }) +
    gloss(-5, -251, 6, 3, 0, 0.7) +
    el('path', {
      d: 'M0-236v10M-14-222Q0-210 14-222',
      fill: 'none',
      stroke: '#3a2a2e',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    mirror(
      paint,
      eye(38, -280, 11) +
        el('ellipse', { cx: 64, cy: -240, rx: 17, ry: 10, fill: C, opacity: 0.45 }),
    ) +
    gloss(-50, -320, 26, 12, -30, 0.25);

  const svg =
    mirror(paint, arm) +
    el('ellipse', { cx: 0, cy: -125, rx: 102, ry: 110, fill: fur }) +
    el('ellipse', { cx: 0, cy: -112, rx: 62, ry: 70, fill: soft }) +
    el('path', { d: 'M0-176V-44', ...seam }) +
    mirror(paint, foot) +
    neck +
    el('g', { transform: d`rotate(${tilt} 0 -180)` }, head) +
    el('rect', {
      x: 82,
      y: -86,
      width: 18,
      height: 24,
      rx: 3,
      fill: '#fbfaf6',
      transform: 'rotate(-12 91 -74)',
    }) +
    el('circle', { cx: 90, cy: -76, r: 4, fill: C });

  const h = ears === 1 ? 510 : ears === 2 ? 440 : 400;
  return { svg: toyGroup(svg), w: 280, h };
};
