// Indoor gallery scenes: a display cabinet, a collector's desk, a plush sofa corner
// and a workbench. Each draws at most two products and reuses them via <use>.
import { stop } from '../paint';
import { floorShadow } from '../studio';
import { d, el, shade } from '../svg';
import type { Scene } from './common';
import { lightPool, reuse, shelf, shelfBox, standToy, wall } from './common';

export function shelfScene(s: Scene): string {
  const walnut = '#5a3d2b';
  const mecha = standToy(s, 0, 330, 392, 250, 300);
  const pal = standToy(s, 1, 560, 392, 150, 190);
  const boxes = [
    { x: 130, c: '#1d2a4a', inner: reuse(s, mecha, 205, 686, 0.37, { shadow: false }) },
    { x: 300, c: '#7a1f2b', inner: reuse(s, mecha, 375, 686, 0.37, { hue: 150, shadow: false }) },
    { x: 470, c: '#c2356b', inner: reuse(s, pal, 545, 686, 0.58, { shadow: false, flip: true }) },
  ];
  return (
    el('rect', { width: s.w, height: s.h, fill: walnut }) +
    el('rect', {
      x: 60,
      y: 30,
      width: s.w - 120,
      height: s.h - 30,
      fill: s.paint.lin('#efe4d3', 'v', 0.4),
    }) +
    lightPool(s, 600, 60, 520, 300, 0.9) +
    mecha.svg +
    pal.svg +
    reuse(s, pal, 700, 392, 1, { flip: true }) +
    reuse(s, mecha, 930, 392, 0.95, { hue: 200 }) +
    shelf(s, 60, 392, s.w - 120, '#8a5a3b') +
    boxes.map((b) => shelfBox(s, b.x, 752, 150, 230, b.c, b.inner, 'COLLECTOR')).join('') +
    reuse(s, pal, 800, 752, 1.1) +
    reuse(s, mecha, 980, 752, 0.9, { hue: 320 }) +
    shelf(s, 60, 752, s.w - 120, '#8a5a3b')
  );
}

export function deskScene(s: Scene): string {
  const loco = standToy(s, 0, 560, 690, 520, 300);
  const leaf = (a: number): string =>
    el('ellipse', {
      cx: 1060,
      cy: 420,
      rx: 22,
      ry: 80,
      fill: s.paint.lin('#4f9d5b'),
      transform: `rotate(${String(a)} 1060 500)`,
    });
  return (
    wall(s, '#c9ddd6', 520, '#a8744f') +
    el('rect', { y: 760, width: s.w, height: 40, fill: shade('#a8744f', -0.35) }) +
    el('rect', {
      x: 820,
      y: 110,
      width: 200,
      height: 160,
      fill: '#f7f3ea',
      stroke: '#3b3a36',
      'stroke-width': 10,
    }) +
    el('circle', { cx: 960, cy: 160, r: 22, fill: '#f2b705' }) +
    el('path', { d: 'M832 258 890 190 930 230 960 200 1008 258Z', fill: '#3d7a6b' }) +
    lightPool(s, 330, 560, 320, 90, 0.9) +
    el('polygon', { points: '350,312 420,292 560,600 150,600', fill: '#fff6d8', opacity: 0.25 }) +
    el('path', {
      d: 'M190 560 250 380 370 306',
      fill: 'none',
      stroke: '#2c2f36',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('ellipse', { cx: 190, cy: 566, rx: 60, ry: 14, fill: s.paint.lin('#2c2f36') }) +
    el('polygon', {
      points: '330,290 430,270 440,320 350,340',
      fill: s.paint.lin('#d9483b'),
      transform: 'rotate(20 385 305)',
    }) +
    el('ellipse', { cx: 400, cy: 334, rx: 30, ry: 10, fill: s.paint.glow('#fff3c4') }) +
    shelfBox(
      s,
      780,
      600,
      150,
      200,
      '#1f3b2c',
      reuse(s, loco, 855, 540, 0.22, { shadow: false }),
      'HERITAGE',
    ) +
    el('polygon', { points: '900,650 1060,630 1120,700 950,724', fill: '#2f4858' }) +
    el('path', { d: 'M952 716 1114 694', stroke: '#f7f3ea', 'stroke-width': 5 }) +
    el('path', {
      d: 'M980 660 1070 648',
      stroke: '#e0a526',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    [-40, -20, 0, 20, 40, -60, 60].map(leaf).join('') +
    el('polygon', { points: '1020,500 1100,500 1090,580 1030,580', fill: s.paint.lin('#c96f4a') }) +
    floorShadow(s.paint, 120, 640, 90) +
    el('rect', { x: 80, y: 560, width: 70, height: 80, rx: 8, fill: s.paint.lin('#f3efe6') }) +
    el('path', {
      d: 'M150 578q30 0 30 22t-30 22',
      fill: 'none',
      stroke: '#f3efe6',
      'stroke-width': 9,
    }) +
    loco.svg
  );
}

export function plushScene(s: Scene): string {
  const dots = s.paint.custom('dots', (id) =>
    el(
      'pattern',
      { id, width: 48, height: 48, patternUnits: 'userSpaceOnUse' },
      el('circle', { cx: 24, cy: 24, r: 5, fill: '#ffffff', opacity: 0.6 }),
    ),
  );
  const sofa = '#7fa9bd';
  const bear = standToy(s, 0, 250, 790, 300, 360, false);
  const bunny = standToy(s, 1, 540, 790, 300, 440, false);
  return (
    wall(s, '#f3d9df', 900, '#b98a62') +
    el('rect', { width: s.w, height: 900, fill: `url(#${dots})` }) +
    lightPool(s, 400, 300, 420, 320, 0.8) +
    el('rect', {
      x: 40,
      y: 420,
      width: 720,
      height: 360,
      rx: 60,
      fill: s.paint.lin(sofa, 'v', 0.5),
    }) +
    el('rect', {
      x: 20,
      y: 760,
      width: 760,
      height: 130,
      rx: 40,
      fill: s.paint.lin(shade(sofa, -0.1), 'v', 0.6),
    }) +
    el('rect', {
      x: 0,
      y: 580,
      width: 110,
      height: 330,
      rx: 50,
      fill: s.paint.lin(shade(sofa, 0.1)),
    }) +
    el('rect', {
      x: 690,
      y: 580,
      width: 110,
      height: 330,
      rx: 50,
      fill: s.paint.lin(shade(sofa, 0.1)),
    }) +
    el('path', { d: 'M560 770 700 760 720 900 600 905Z', fill: '#f2b705' }) +
    el('path', {
      d: 'M580 800 705 792M588 840 712 832M594 878 716 870',
      stroke: '#e4405f',
      'stroke-width': 10,
    }) +
    floorShadow(s.paint, 250, 790, 260) +
    floorShadow(s.paint, 540, 790, 240) +
    bear.svg +
    bunny.svg +
    reuse(s, bear, 410, 872, 0.5, { hue: 180 })
  );
}

export function tinScene(s: Scene): string {
  const holes = s.paint.custom('peg', (id) =>
    el(
      'pattern',
      { id, width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
      el('circle', { cx: 20, cy: 20, r: 4, fill: '#8a6f4d', opacity: 0.55 }),
    ),
  );
  // One path per colour keeps the bunting to four elements.
  const flags = ['#d7263d', '#f2b705', '#2e5fa8', '#3f9e6e']
    .map((fill, c) => {
      let p = '';
      for (let i = c; i < 12; i += 4) {
        const x = 20 + i * 100;
        const y = 70 + 40 * Math.sin((i / 11) * Math.PI);
        p += d`M${x} ${y}l70 4-36 66Z`;
      }
      return el('path', { d: p, fill });
    })
    .join('');
  const bus = standToy(s, 0, 470, 640, 440, 280);
  const van = standToy(s, 1, 920, 640, 400, 300);
  const bench = s.paint.custom('bench', (id) =>
    el('linearGradient', { id, x2: 0, y2: 1 }, stop(0, '#c89b6a') + stop(1, '#8d5f3b')),
  );
  return (
    el('rect', { width: s.w, height: 600, fill: s.paint.lin('#dcc6a2', 'v', 0.4) }) +
    el('rect', { width: s.w, height: 600, fill: `url(#${holes})` }) +
    el('path', { d: 'M0 60Q600 160 1200 60', fill: 'none', stroke: '#5a4632', 'stroke-width': 3 }) +
    flags +
    lightPool(s, 600, 380, 560, 260, 0.8) +
    el('rect', { y: 560, width: s.w, height: 240, fill: `url(#${bench})` }) +
    el('rect', { y: 760, width: s.w, height: 40, fill: '#6e4a2f' }) +
    reuse(s, bus, 140, 600, 0.45, { hue: 130 }) +
    bus.svg +
    van.svg +
    el(
      'g',
      { transform: 'rotate(-12 660 720)' },
      el('rect', { x: 620, y: 710, width: 120, height: 12, rx: 6, fill: '#b8bec6' }) +
        el('rect', { x: 560, y: 704, width: 70, height: 24, rx: 10, fill: '#d7263d' }),
    )
  );
}
