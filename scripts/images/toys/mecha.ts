// Armoured mecha in a display pose. Variants: 0 rifle, 1 raised beam sword, 2 shield;
// odd variants wear a single horn instead of the V-fin.
import { el, escapeXml, FONT, shade } from '../svg';
import type { ToyDrawer } from '../types';
import { gloss, ink, mirror, toyGroup } from './parts';

const FRAME = '#4a505c';

export const drawMecha: ToyDrawer = ({ paint, pal, rand, variant, decal }) => {
  const A = pal.primary;
  const B = pal.secondary;
  const C = pal.accent;
  const armor = paint.lin(A);
  const armor2 = paint.lin(B);
  const frame = paint.lin(FRAME, 'h');
  const sh = rand.range(0.92, 1.12); // shoulder size
  const pose = variant % 3;
  const horn = variant % 2 === 1;

  const leg =
    el('rect', { x: 20, y: -178, width: 38, height: 70, fill: frame }) +
    el('polygon', { points: '16,0 76,0 70,-24 24,-30', fill: armor, ...ink(A) }) +
    el('polygon', { points: '18,-26 70,-22 76,-98 62,-122 22,-118', fill: armor, ...ink(A) }) +
    el('polygon', { points: '28,-110 64,-112 58,-142 32,-142', fill: armor2, ...ink(B) }) +
    el('polygon', { points: '36,-60 60,-58 62,-86 38,-88', fill: C }) +
    gloss(36, -80, 6, 24, -4, 0.35);

  const skirt = el('polygon', {
    points: '24,-190 66,-186 74,-140 40,-136',
    fill: armor,
    ...ink(A),
  });

  const shoulder =
    el('rect', {
      x: 66,
      y: -306,
      width: 62 * sh,
      height: 60 * sh,
      rx: 14,
      fill: armor,
      ...ink(A),
    }) +
    el('rect', { x: 72, y: -268, width: 50 * sh, height: 9, fill: C }) +
    gloss(78 + 20 * sh, -292, 18 * sh, 6, 0, 0.5);

  const vent =
    el('rect', { x: 28, y: -274, width: 26, height: 22, rx: 3, fill: shade(C, -0.2) }) +
    el('path', { d: 'M32-266h18M32-259h18', stroke: shade(C, -0.55), 'stroke-width': 2 });

  const backpack =
    el('rect', { x: 40, y: -350, width: 22, height: 72, rx: 8, fill: frame }) +
    el('rect', { x: 43, y: -358, width: 16, height: 12, rx: 4, fill: C });

  // Arms are drawn hanging; poses rotate them around the shoulder joint.
  const arm = (s: number, angle: number, extra: string): string =>
    el(
      'g',
      { transform: `rotate(${String(angle)} ${String(s * 97)} -262)` },
      el('rect', { x: s * 97 - 15, y: -252, width: 30, height: 52, fill: frame }) +
        extra +
        el('rect', {
          x: s * 97 - 21,
          y: -210,
          width: 42,
          height: 70,
          rx: 8,
          fill: armor,
          ...ink(A),
        }) +
        el('rect', { x: s * 97 - 15, y: -144, width: 30, height: 28, rx: 8, fill: FRAME }) +
        gloss(s * 97 - 8, -190, 5, 20, 0, 0.4),
    );

  const sword =
    el('rect', { x: 89, y: -128, width: 16, height: 104, rx: 8, fill: paint.glow(C) }) +
    el('rect', { x: 94, y: -124, width: 6, height: 96, rx: 3, fill: '#ffffff', opacity: 0.9 });
  const rifle =
    el('rect', { x: 100, y: -176, width: 22, height: 118, rx: 5, fill: '#2f333b' }) +
    el('rect', { x: 106, y: -60, width: 10, height: 56, fill: '#23262c' }) +
    el('rect', { x: 122, y: -168, width: 10, height: 40, rx: 3, fill: '#3c414b' }) +
    el('rect', { x: 98, y: -150, width: 26, height: 14, rx: 3, fill: C });
  const shield =
    el('polygon', {
      points: '-142,-228 -78,-228 -78,-152 -110,-112 -142,-152',
      fill: armor2,
      ...ink(B),
    }) + el('polygon', { points: '-110,-212 -94,-182 -110,-152 -126,-182', fill: C });

  const rightArm =
    pose === 1 ? arm(1, -165, sword) : arm(1, pose === 0 ? -10 : -6, pose === 0 ? rifle : '');
  const leftArm = arm(-1, pose === 2 ? 10 : 6, '') + (pose === 2 ? shield : '');

  const fin = horn
    ? el('polygon', { points: '-5,-332 5,-332 2,-390 -2,-390', fill: C, ...ink(C, 1.5) })
    : mirror(
        paint,
        el('polygon', { points: '3,-328 54,-374 50,-380 1,-342', fill: C, ...ink(C, 1.5) }),
      );

  const svg =
    mirror(paint, backpack) +
    leftArm +
    mirror(paint, leg) +
    el('rect', { x: -40, y: -200, width: 80, height: 26, fill: frame }) +
    el('polygon', { points: '-18,-190 18,-190 14,-146 -14,-146', fill: armor2, ...ink(B) }) +
    mirror(paint, skirt) +
    el('polygon', {
      points: '-64,-296 64,-296 74,-252 50,-196 -50,-196 -74,-252',
      fill: armor2,
      ...ink(B),
    }) +
    el('polygon', { points: '-30,-286 30,-286 22,-236 -22,-236', fill: armor, ...ink(A) }) +
    mirror(paint, vent) +
    el('rect', { x: -12, y: -232, width: 24, height: 16, rx: 3, fill: C }) +
    gloss(-40, -272, 8, 18, 20, 0.35) +
    mirror(paint, shoulder) +
    el('rect', { x: -12, y: -310, width: 24, height: 20, fill: frame }) +
    el('path', { d: 'M-30-298-34-330Q0-362 34-330L30-298Z', fill: armor, ...ink(A) }) +
    el('polygon', { points: '-20,-300 20,-300 14,-288 -14,-288', fill: shade(FRAME, 0.5) }) +
    el('polygon', { points: '-24,-326 24,-326 19,-313 -19,-313', fill: '#1c1f26' }) +
    el('polygon', { points: '-21,-323 21,-323 17,-315 -17,-315', fill: C }) +
    el('ellipse', { cx: 0, cy: -319, rx: 34, ry: 12, fill: paint.glow(C), opacity: 0.6 }) +
    fin +
    el('rect', { x: -6, y: -346, width: 12, height: 10, rx: 2, fill: shade(C, -0.3) }) +
    gloss(-12, -342, 12, 5, -15, 0.5) +
    rightArm +
    el(
      'text',
      {
        x: -66 - 31 * sh,
        y: -274,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': 12,
        'font-weight': 700,
        fill: shade(A, -0.6),
      },
      escapeXml(decal),
    );

  // The raised sword reaches above the head, so that pose needs a taller frame.
  return { svg: toyGroup(svg), w: pose === 1 ? 330 : 300, h: pose === 1 ? 495 : 400 };
};
