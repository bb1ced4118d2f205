// Staged gallery scenes: a mecha riser, a race track, a starfield hangar and a
// dinosaur diorama. Each draws at most two products and reuses them via <use>.
import { stop } from '../paint';
import { floorShadow } from '../studio';
import { d, el, FONT } from '../svg';
import type { Scene } from './common';
import { lightPool, reuse, standToy } from './common';

function radialBg(s: Scene, inner: string, outer: string): string {
  const id = s.paint.custom(`bg${inner}`, (gid) =>
    el('radialGradient', { id: gid, cy: '.35', r: '.75' }, stop(0, inner) + stop(1, outer)),
  );
  return el('rect', { width: s.w, height: s.h, fill: `url(#${id})` });
}

export function mechaScene(s: Scene): string {
  const step = (x0: number, x1: number, top: number, bottom: number): string =>
    el('polygon', {
      points: d`${x0 + 20},${top - 24} ${x1 - 20},${top - 24} ${x1},${top} ${x0},${top}`,
      fill: '#4a5580',
    }) +
    el('rect', {
      x: x0,
      y: top,
      width: x1 - x0,
      height: bottom - top,
      fill: s.paint.lin('#2b3358'),
    });
  const hero = standToy(s, 0, 400, 664, 330, 430);
  const side = standToy(s, 1, 170, 824, 220, 300);
  return (
    radialBg(s, '#3b4a80', '#0b1020') +
    el('polygon', { points: '360,0 440,0 640,1000 160,1000', fill: '#ffffff', opacity: 0.07 }) +
    el('polygon', { points: '120,0 170,0 300,1000 0,1000', fill: '#ffffff', opacity: 0.05 }) +
    el('polygon', { points: '630,0 680,0 800,1000 500,1000', fill: '#ffffff', opacity: 0.05 }) +
    step(40, 760, 904, 1000) +
    step(100, 700, 824, 904) +
    step(250, 550, 664, 824) +
    lightPool(s, 400, 664, 170, 30, 0.6) +
    hero.svg +
    side.svg +
    reuse(s, side, 630, 824, 1, { hue: 190 }) +
    el('rect', { x: 300, y: 930, width: 200, height: 40, rx: 4, fill: s.paint.lin('#d4a93c') }) +
    el(
      'text',
      {
        x: 400,
        y: 957,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': 18,
        'font-weight': 800,
        fill: '#3b2c07',
        'letter-spacing': 3,
      },
      'TITAN FRAME',
    )
  );
}

export function raceScene(s: Scene): string {
  const checks = s.paint.custom('check', (id) =>
    el(
      'pattern',
      { id, width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
      el('rect', { width: 40, height: 40, fill: '#f4f4f4' }) +
        el('path', { d: 'M0 0h20v20H0zM20 20h20v20H20z', fill: '#1b1c20' }),
    ),
  );
  const kerb = (y: number): string =>
    el('path', { d: `M0 ${String(y)}H1200`, stroke: '#f4f4f4', 'stroke-width': 22 }) +
    el('path', {
      d: `M0 ${String(y)}H1200`,
      stroke: '#d7263d',
      'stroke-width': 22,
      'stroke-dasharray': '40 40',
    });
  const back = standToy(s, 0, 330, 560, 430, 160);
  const front = standToy(s, 1, 700, 710, 520, 190);
  return (
    el('rect', { width: s.w, height: 440, fill: s.paint.lin('#2a2e38', 'v', 0.5) }) +
    el('rect', { y: 110, width: s.w, height: 80, fill: `url(#${checks})` }) +
    [
      ['#d7263d', 'REDLINE'],
      ['#1b4fb8', 'APEX'],
      ['#f2b705', 'VELOCITY'],
      ['#1b1c20', '1:64 CLUB'],
    ]
      .map(
        ([c, t], i) =>
          el('rect', { x: 60 + i * 280, y: 250, width: 240, height: 80, rx: 6, fill: c }) +
          el(
            'text',
            {
              x: 180 + i * 280,
              y: 302,
              'text-anchor': 'middle',
              'font-family': FONT,
              'font-size': 30,
              'font-weight': 800,
              fill: '#ffffff',
              'font-style': 'italic',
            },
            t ?? '',
          ),
      )
      .join('') +
    el('rect', { y: 440, width: s.w, height: 360, fill: s.paint.lin('#4a4e58', 'v', 0.4) }) +
    kerb(450) +
    el('path', {
      d: 'M0 630H1200',
      stroke: '#f4f4f4',
      'stroke-width': 6,
      'stroke-dasharray': '60 50',
      opacity: 0.8,
    }) +
    kerb(780) +
    back.svg +
    reuse(s, back, 860, 560, 0.95, { hue: 200 }) +
    front.svg
  );
}

export function spaceScene(s: Scene): string {
  let small = '';
  let big = '';
  for (let i = 0; i < 70; i++) {
    const seg = d`M${s.rand.range(0, s.w)} ${s.rand.range(0, 780)}h0`;
    if (i % 5 === 0) big += seg;
    else small += seg;
  }
  const hero = standToy(s, 0, 420, 950, 660, 440);
  const dart = standToy(s, 1, 250, 560, 320, 220);
  return (
    radialBg(s, '#2b3170', '#05060f') +
    el('path', {
      d: small,
      stroke: '#ffffff',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }) +
    el('path', { d: big, stroke: '#cfe3ff', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 620, cy: 230, r: 120, fill: s.paint.rad('#e0795a', 0.9) }) +
    el('ellipse', {
      cx: 620,
      cy: 230,
      rx: 190,
      ry: 34,
      fill: 'none',
      stroke: '#f2c6a0',
      'stroke-width': 8,
      opacity: 0.7,
      transform: 'rotate(-14 620 230)',
    }) +
    el('rect', { x: 60, y: 560, width: 380, height: 16, fill: '#9fb4e8', opacity: 0.35 }) +
    el('path', { d: 'M60 560H440', stroke: '#dfe8ff', 'stroke-width': 2 }) +
    el('rect', { y: 830, width: s.w, height: 170, fill: s.paint.lin('#1c2036', 'v', 0.6) }) +
    lightPool(s, 420, 900, 330, 60, 0.35) +
    dart.svg +
    hero.svg
  );
}

export function dinoScene(s: Scene): string {
  const palmId = s.paint.id();
  const frond = (a: number): string =>
    el('ellipse', {
      cx: 0,
      cy: -60,
      rx: 16,
      ry: 64,
      fill: '#3f8f4a',
      transform: `rotate(${String(a)} 0 0)`,
    });
  const palm = el(
    'g',
    { id: palmId },
    el('path', { d: 'M-8 0Q-20-120 0-220L12-220Q0-120 10 0Z', fill: s.paint.lin('#8b5e3c', 'h') }) +
      el(
        'g',
        { transform: 'translate(6 -220)' },
        [-100, -60, -20, 20, 60, 100].map(frond).join(''),
      ),
  );
  const rex = standToy(s, 0, 430, 700, 420, 330);
  const brachi = standToy(s, 1, 860, 660, 420, 400);
  return (
    el('rect', { width: s.w, height: 600, fill: s.paint.lin('#a7dcea', 'v', -0.6) }) +
    el('polygon', { points: '760,470 900,250 960,250 1120,470', fill: '#8d6e63' }) +
    el('circle', { cx: 930, cy: 210, r: 34, fill: '#ffffff', opacity: 0.7 }) +
    el('circle', { cx: 970, cy: 170, r: 26, fill: '#ffffff', opacity: 0.5 }) +
    el('path', { d: 'M0 480Q300 380 600 470T1200 460V620H0Z', fill: '#8cc084' }) +
    el('g', { transform: 'translate(160 560)' }, palm) +
    el('use', { href: `#${palmId}`, transform: 'translate(1080 600) scale(.8)' }) +
    el('rect', { y: 560, width: s.w, height: 200, fill: s.paint.lin('#d2b17a', 'v', 0.4) }) +
    el('ellipse', { cx: 600, cy: 640, rx: 520, ry: 70, fill: '#7bb36b' }) +
    el('ellipse', { cx: 200, cy: 700, rx: 70, ry: 34, fill: s.paint.rad('#9aa0a8') }) +
    el('ellipse', { cx: 1060, cy: 716, rx: 50, ry: 26, fill: s.paint.rad('#9aa0a8') }) +
    el('rect', { y: 760, width: s.w, height: 40, fill: '#5a3d2b' }) +
    el('rect', { x: 520, y: 768, width: 160, height: 24, rx: 3, fill: s.paint.lin('#d4a93c') }) +
    el(
      'text',
      {
        x: 600,
        y: 786,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': 14,
        'font-weight': 800,
        fill: '#3b2c07',
        'letter-spacing': 2,
      },
      'STOMP SQUAD',
    ) +
    brachi.svg +
    rex.svg +
    floorShadow(s.paint, 660, 720, 90) +
    reuse(s, rex, 660, 720, 0.35, { hue: 300, shadow: false })
  );
}
