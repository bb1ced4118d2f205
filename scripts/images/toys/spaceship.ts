// Starship model on an acrylic display stand, facing right. Variant % 2 adds a second
// engine; variant % 3 sweeps the wings differently.
import { d, el, escapeXml, FONT, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, ink, toyGroup } from './parts';

const METAL = '#5d636e';

export const drawSpaceship: ToyDrawer = ({ paint, pal, rand, variant, decal }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const sweep = [0, 24, -16][variant % 3] ?? 0;
  const twin = variant % 2 === 1;
  const lift = rand.range(-6, 6);

  const engine = (y: number): string =>
    el('ellipse', { cx: -232, cy: y + 13, rx: 54, ry: 24, fill: paint.glow(C) }) +
    el('rect', { x: -214, y, width: 64, height: 26, rx: 12, fill: paint.tube(METAL) }) +
    el('rect', { x: -216, y: y + 4, width: 8, height: 18, rx: 3, fill: C });

  const ship =
    el('polygon', {
      points: d`-110,-228 20,-230 ${-60 - sweep},-298 ${-118 - sweep},-300`,
      fill: shade(B, -0.3),
    }) +
    el('polygon', {
      points: '-160,-250 -128,-252 -150,-320 -182,-320',
      fill: paint.lin(B),
      ...ink(B),
    }) +
    engine(-246) +
    (twin ? engine(-214) : '') +
    el('path', {
      d: 'M-190-232-160-252 40-254C140-250 200-232 228-214 200-198 140-184 40-180L-160-182-190-198Z',
      fill: paint.lin(A),
      ...ink(A),
    }) +
    el('path', { d: 'M-176-214H196L186-206H-176Z', fill: C }) +
    el('path', {
      d: 'M-60-252V-182M10-254V-181M100-246V-188',
      stroke: shade(A, -0.35),
      'stroke-width': 1.5,
    }) +
    [-40, -18, 4, 26]
      .map((x) => el('circle', { cx: x, cy: -230, r: 4, fill: shade(C, 0.4) }))
      .join('') +
    el('path', {
      d: 'M64-246C104-272 152-262 180-236 140-232 100-234 64-246Z',
      fill: paint.glass('#1f3f73'),
      stroke: '#141a26',
    }) +
    el('path', { d: 'M92-252C110-262 130-262 146-256L124-250Z', fill: '#ffffff', opacity: 0.55 }) +
    el('polygon', {
      points: d`-120,-200 40,-200 ${-30 - sweep},-112 ${-134 - sweep},-104`,
      fill: paint.lin(B),
      ...ink(B),
    }) +
    el('polygon', {
      points: d`${-44 - sweep},-126 ${-30 - sweep},-112 ${-134 - sweep},-104 ${-128 - sweep},-120`,
      fill: C,
    }) +
    el('rect', { x: -116 - sweep, y: -110, width: 90, height: 7, rx: 3, fill: METAL }) +
    el('circle', { cx: 226, cy: -214, r: 5, fill: paint.glow(C) }) +
    gloss(-10, -244, 120, 5, 0, 0.5) +
    el(
      'text',
      {
        x: -110,
        y: -222,
        'font-family': FONT,
        'font-size': 15,
        'font-weight': 700,
        fill: shade(A, -0.6),
        'letter-spacing': 2,
      },
      escapeXml(decal),
    );

  const stand =
    el('ellipse', { cx: 0, cy: -12, rx: 96, ry: 18, fill: paint.lin('#2a2d35') }) +
    el('ellipse', { cx: 0, cy: -20, rx: 92, ry: 15, fill: paint.lin('#4a4f5b') }) +
    el('path', { d: 'M-30-14Q0-6 30-14', fill: 'none', stroke: C, 'stroke-width': 2 }) +
    el('rect', {
      x: -6,
      y: -178,
      width: 12,
      height: 160,
      rx: 4,
      fill: '#ffffff',
      opacity: 0.35,
      stroke: '#ffffff',
    }) +
    el('rect', { x: -20, y: -186, width: 40, height: 12, rx: 4, fill: '#d9e2ec', opacity: 0.7 });

  return {
    svg: toyGroup(stand + el('g', { transform: d`translate(0 ${lift})` }, ship)),
    w: 540,
    h: 340,
  };
};
