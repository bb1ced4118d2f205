// Big-head "chibi" vinyl figure on a round base. Variant % 4 picks the hair (spiky, bob,
// buns, cap); the PRNG picks a skin tone and whether the figure holds a star wand.
import { el, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, mirror, toyGroup } from './parts';

const SKIN = ['#ffe0c7', '#f6c9a4', '#dba47e', '#a9714f', '#ffd5ba'];

export const drawChibi: ToyDrawer = ({ paint, pal, rand, variant }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const skinColor = rand.pick(SKIN);
  const skin = paint.rad(skinColor, 0.5);
  const hair = paint.rad(B, 0.7);
  const style = variant % 4;
  const wand = rand.range(0, 1) < 0.6;

  const backHair =
    style === 1
      ? el('path', {
          d: 'M-112-250C-116-350-60-372 0-372 60-372 116-350 112-250L106-170H-106Z',
          fill: shade(B, -0.15),
        })
      : style === 2
        ? mirror(paint, el('circle', { cx: 80, cy: -330, r: 38, fill: hair }))
        : '';

  const fringe =
    style === 0
      ? el('path', {
          d: 'M-100-246C-104-330-54-360 0-360 54-360 104-330 100-246L86-272 72-234 52-286 24-246 0-292-24-246-52-286-72-234-86-272Z',
          fill: hair,
        })
      : style === 3
        ? el('path', { d: 'M-98-262C-98-360 98-360 98-262Z', fill: paint.lin(C) }) +
          el('path', {
            d: 'M40-268C80-276 130-268 150-256 120-246 80-250 40-254Z',
            fill: shade(C, -0.2),
          }) +
          el('path', { d: 'M-98-262-80-236-66-262-50-240-36-262Z', fill: hair }) +
          el('circle', { cx: 0, cy: -344, r: 9, fill: shade(C, 0.4) })
        : el('path', {
            d: 'M-100-240C-104-330-54-356 0-356 54-356 104-330 100-240 80-280 40-290 0-284-40-290-80-280-100-240Z',
            fill: hair,
          });

  const prop = wand
    ? el('path', {
        d: 'M70-92 118-192',
        stroke: '#8b6b3a',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }) +
      el('polygon', {
        points:
          '120,-222 128,-204 148,-202 133,-189 138,-169 120,-180 102,-169 107,-189 92,-202 112,-204',
        fill: paint.rad('#ffd23f'),
        stroke: '#c9961a',
      })
    : '';

  const limb =
    el('rect', {
      x: 8,
      y: -86,
      width: 24,
      height: 64,
      rx: 9,
      fill: paint.tube(shade(A, -0.35), 'h'),
    }) +
    el('ellipse', { cx: 24, cy: -24, rx: 25, ry: 13, fill: paint.lin(C) }) +
    el('ellipse', {
      cx: 56,
      cy: -122,
      rx: 15,
      ry: 34,
      fill: paint.lin(A),
      transform: 'rotate(-20 56 -122)',
    }) +
    el('circle', { cx: 68, cy: -92, r: 13, fill: skin });

  const face = mirror(
    paint,
    el('ellipse', { cx: 36, cy: -232, rx: 17, ry: 22, fill: '#2a2233' }) +
      el('ellipse', { cx: 36, cy: -224, rx: 12, ry: 12, fill: C, opacity: 0.75 }) +
      el('circle', { cx: 30, cy: -240, r: 6, fill: '#ffffff' }) +
      el('circle', { cx: 42, cy: -222, r: 3, fill: '#ffffff' }) +
      el('ellipse', { cx: 62, cy: -200, rx: 15, ry: 8, fill: '#ff8fa3', opacity: 0.5 }),
  );

  const svg =
    el('ellipse', { cx: 0, cy: -12, rx: 86, ry: 18, fill: paint.lin('#2c2f3a') }) +
    el('ellipse', { cx: 0, cy: -20, rx: 82, ry: 15, fill: paint.lin(shade(C, -0.1)) }) +
    backHair +
    mirror(paint, limb) +
    el('path', {
      d: 'M-42-160C-50-120-56-96-58-80-20-68 20-68 58-80 56-96 50-120 42-160Z',
      fill: paint.lin(A),
    }) +
    el('path', { d: 'M-24-160 0-132 24-160Z', fill: '#ffffff' }) +
    el('circle', { cx: 0, cy: -110, r: 8, fill: C }) +
    el('circle', { cx: 0, cy: -250, r: 96, fill: skin }) +
    face +
    el('path', {
      d: 'M-8-204Q0-196 8-204',
      fill: 'none',
      stroke: '#7a3b3b',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    fringe +
    gloss(-46, -318, 24, 10, -35, 0.35) +
    prop;

  return { svg: toyGroup(svg), w: 300, h: 380 };
};
