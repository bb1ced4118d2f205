// Model steam locomotive on a display track with a wooden plinth, facing right.
// Odd variants are six-coupled shunters (three drivers, no pilot truck).
import { d, el, escapeXml, FONT, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, toyGroup, wheel } from './parts';

const IRON = '#2a2c31';
const BRASS = '#d4a93c';

export const drawLocomotive: ToyDrawer = ({ paint, pal, rand, variant, decal }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const six = variant % 2 === 1;
  const chimney = rand.range(36, 54);

  let sleepers = '';
  for (let x = -214; x < 214; x += 34) sleepers += d`M${x} -30h18`;
  const track =
    el('rect', { x: -228, y: -26, width: 456, height: 26, rx: 4, fill: paint.lin('#8a5a36') }) +
    el('path', { d: sleepers, stroke: '#5a3d2a', 'stroke-width': 8 }) +
    el('rect', { x: -226, y: -40, width: 452, height: 7, fill: '#a4aab2' }) +
    el('path', { d: 'M-226-39H226', stroke: '#e3e6ea', 'stroke-width': 1.5 }) +
    el('rect', { x: -60, y: -18, width: 120, height: 12, rx: 2, fill: paint.lin(BRASS) });

  const drivers = six ? [-70, 22, 114] : [-44, 64];
  const r = six ? 40 : 46;
  const wheels =
    (six ? '' : wheel(170, -62, 22, C, paint.rad(C), '#1c1d21', 6)) +
    wheel(-162, -66, 26, C, paint.rad(C), '#1c1d21', 6) +
    drivers.map((x) => wheel(x, -40 - r, r, C, paint.rad(C), '#1c1d21', 10)).join('');
  const first = drivers[0] ?? 0;
  const last = drivers[drivers.length - 1] ?? 0;
  const rod = el('rect', {
    x: first - 6,
    y: -40 - r + r * 0.4,
    width: last - first + 12,
    height: 9,
    rx: 4,
    fill: '#c7ccd3',
    stroke: '#8c939c',
    'stroke-width': 1.5,
  });

  const bands = el('path', {
    d: 'M-47-214v86M13-214v86M73-214v86M133-214v86',
    stroke: BRASS,
    'stroke-width': 6,
  });

  const svg =
    track +
    el('circle', { cx: 150, cy: -306, r: 20, fill: '#ffffff', opacity: 0.7 }) +
    el('circle', { cx: 118, cy: -330, r: 26, fill: '#ffffff', opacity: 0.55 }) +
    el('circle', { cx: 80, cy: -346, r: 16, fill: '#ffffff', opacity: 0.4 }) +
    el('rect', { x: -98, y: -214, width: 254, height: 86, fill: paint.tube(A) }) +
    bands +
    el('path', { d: 'M20-212C20-244 62-244 62-212Z', fill: paint.rad(BRASS) }) +
    el('path', { d: 'M-30-212C-30-230-6-230-6-212Z', fill: paint.rad(BRASS) }) +
    el('rect', { x: 152, y: -220, width: 44, height: 92, rx: 5, fill: paint.tube(IRON) }) +
    el('path', {
      d: d`M160-216 164-${216 + chimney}H154V-${224 + chimney}H192V-${216 + chimney}H182L186-216Z`,
      fill: paint.tube(IRON),
    }) +
    el('rect', { x: 172, y: -240, width: 22, height: 20, rx: 3, fill: '#3a3d44' }) +
    el('circle', { cx: 190, cy: -230, r: 7, fill: paint.glow('#fff2a8') }) +
    el('path', { d: 'M-90-148H150', stroke: shade(BRASS, -0.1), 'stroke-width': 4 }) +
    el('rect', { x: -204, y: -254, width: 110, height: 132, rx: 4, fill: paint.lin(B) }) +
    el('path', { d: 'M-214-254Q-150-274-86-254V-246H-214Z', fill: IRON }) +
    el('rect', {
      x: -184,
      y: -236,
      width: 52,
      height: 44,
      rx: 6,
      fill: paint.glass('#ffcf73'),
      stroke: IRON,
    }) +
    el('rect', {
      x: -178,
      y: -180,
      width: 60,
      height: 22,
      rx: 3,
      fill: paint.lin(BRASS),
      stroke: shade(BRASS, -0.4),
    }) +
    el(
      'text',
      {
        x: -148,
        y: -164,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': 14,
        'font-weight': 800,
        fill: IRON,
      },
      escapeXml(decal),
    ) +
    el('rect', { x: -206, y: -130, width: 412, height: 14, fill: IRON }) +
    el('rect', { x: 196, y: -136, width: 16, height: 34, fill: C }) +
    el('rect', { x: 212, y: -128, width: 12, height: 16, rx: 3, fill: '#9aa0a8' }) +
    wheels +
    rod +
    gloss(30, -202, 110, 5, 0, 0.5) +
    gloss(-150, -246, 40, 4, 0, 0.4);

  return { svg: toyGroup(svg), w: 470, h: 380 };
};
