// Lithographed tinplate wind-up vehicle in side view. Variant % 4: 0 bus, 1 tram,
// 2 truck, 3 ice-cream van. The butterfly key on the flank makes it read as wind-up.
import { d, el, escapeXml, FONT, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, ink, toyGroup, wheel } from './parts';

const BRASS = '#d6b25a';
const FACES = ['#f6d2b4', '#e0aa84', '#b57a55'];

export const drawTinToy: ToyDrawer = ({ paint, pal, rand, variant, decal }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const kind = variant % 4;
  const tin = paint.lin(A, 'v', 1.3);
  const glass = paint.glass('#8fd0e6');

  const windows = (x0: number, count: number): string => {
    let s = '';
    for (let i = 0; i < count; i++) {
      const x = x0 + i * 60;
      s += el('rect', {
        x,
        y: -190,
        width: 48,
        height: 48,
        rx: 9,
        fill: glass,
        ...ink('#8fd0e6', 2),
      });
      if (rand.range(0, 1) < 0.6) {
        s += el('circle', { cx: x + 24, cy: -164, r: 11, fill: rand.pick(FACES) });
        s += el('path', {
          d: d`M${x + 8}-142Q${x + 24}-158 ${x + 40}-142Z`,
          fill: rand.pick([B, C, '#3d5a80']),
        });
      }
    }
    return s;
  };

  const dots = (y: number, x0: number, x1: number): string => {
    let p = '';
    for (let x = x0; x <= x1; x += 16) p += d`M${x} ${y}h.1`;
    return el('path', { d: p, stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round' });
  };

  let body: string;
  let extra = '';
  if (kind === 2) {
    body =
      el('rect', {
        x: -180,
        y: -214,
        width: 230,
        height: 160,
        rx: 14,
        fill: paint.lin(B, 'v', 1.3),
        ...ink(B),
      }) +
      el('rect', { x: -160, y: -190, width: 190, height: 70, rx: 8, fill: '#fbf6ea' }) +
      el(
        'text',
        {
          x: -65,
          y: -142,
          'text-anchor': 'middle',
          'font-family': FONT,
          'font-size': 30,
          'font-weight': 800,
          fill: A,
        },
        escapeXml(decal),
      ) +
      el('path', {
        d: 'M56-54V-168Q60-192 90-194H140Q172-190 184-140L190-100V-54Z',
        fill: tin,
        ...ink(A),
      }) +
      el('path', { d: 'M80-182H132Q156-178 164-146H80Z', fill: glass, ...ink('#8fd0e6', 2) }) +
      el('circle', { cx: 110, cy: -160, r: 11, fill: rand.pick(FACES) });
  } else {
    const rx = kind === 1 ? 60 : 36;
    body =
      el('rect', { x: -178, y: -214, width: 356, height: 164, rx, fill: tin, ...ink(A) }) +
      el('rect', {
        x: -160,
        y: -226,
        width: 320,
        height: 20,
        rx: 10,
        fill: paint.lin(B, 'v', 1.3),
      }) +
      windows(-150, 4) +
      el('rect', {
        x: 96,
        y: -190,
        width: 44,
        height: 130,
        rx: 6,
        fill: 'none',
        stroke: shade(A, -0.45),
      }) +
      el('rect', { x: 102, y: -184, width: 32, height: 52, rx: 5, fill: glass }) +
      el('rect', { x: -178, y: -132, width: 356, height: 16, fill: C }) +
      dots(-124, -166, 90) +
      el('rect', { x: -40, y: -250, width: 130, height: 26, rx: 5, fill: '#1e1f26' }) +
      el(
        'text',
        {
          x: 25,
          y: -231,
          'text-anchor': 'middle',
          'font-family': FONT,
          'font-size': 15,
          'font-weight': 700,
          fill: C,
        },
        escapeXml(decal),
      );
    if (kind === 1) {
      extra = el('path', {
        d: 'M-10-250 20-296-10-330M20-296 50-330M-24-330H64',
        fill: 'none',
        stroke: '#2b2d33',
        'stroke-width': 5,
      });
    } else if (kind === 3) {
      extra =
        el('polygon', {
          points: '-110,-226 -80,-226 -95,-290',
          fill: '#e9b870',
          stroke: '#b98538',
          transform: 'rotate(180 -95 -258)',
        }) +
        el('circle', { cx: -95, cy: -300, r: 24, fill: paint.rad(C) }) +
        el('circle', { cx: -95, cy: -326, r: 8, fill: '#d7263d' });
    }
  }

  const skirt = el('path', {
    d: 'M-180-100H182V-84C182-64 166-50 146-50H-144C-164-50-180-64-180-84Z',
    fill: paint.lin(B, 'v', 1.3),
    ...ink(B),
  });
  const rivets = Array.from({ length: 12 }, (_, i) =>
    el('circle', { cx: -160 + i * 29, cy: -92, r: 3, fill: shade(B, 0.5) }),
  ).join('');
  const key =
    el('circle', { cx: -120, cy: -72, r: 9, fill: paint.rad(BRASS) }) +
    el('ellipse', {
      cx: -120,
      cy: -104,
      rx: 16,
      ry: 26,
      fill: paint.rad(BRASS),
      ...ink(BRASS, 2),
    }) +
    el('ellipse', { cx: -120, cy: -104, rx: 6, ry: 12, fill: shade(BRASS, -0.4) });

  const svg =
    extra +
    body +
    skirt +
    rivets +
    gloss(0, -204, 150, 5, 0, 0.55) +
    el('rect', { x: -192, y: -58, width: 384, height: 12, rx: 6, fill: paint.tube('#cfd3d9') }) +
    el('circle', { cx: 176, cy: -78, r: 11, fill: paint.glow('#fff2a8'), stroke: '#9aa0a8' }) +
    wheel(-108, -40, 40, C, paint.rad(C), '#d5d8dd', 0) +
    wheel(112, -40, 40, C, paint.rad(C), '#d5d8dd', 0) +
    key;

  const h = kind === 1 ? 340 : kind === 3 ? 340 : 260;
  return { svg: toyGroup(svg), w: 400, h };
};
