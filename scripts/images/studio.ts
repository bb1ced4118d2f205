import type { Paint } from './paint';
import { stop } from './paint';
import { d, el, f, mix, shade } from './svg';
import type { Toy } from './types';

/** Scales a toy into a slot whose bottom centre is (cx, groundY). Returns markup and scale. */
export function placeToy(
  toy: Toy,
  cx: number,
  groundY: number,
  maxW: number,
  maxH: number,
  id?: string,
): { svg: string; scale: number; w: number } {
  const scale = Math.min(maxW / toy.w, maxH / toy.h);
  const svg = el(
    'g',
    { id, transform: `translate(${f(cx)} ${f(groundY)}) scale(${scale.toFixed(3)})` },
    toy.svg,
  );
  return { svg, scale, w: toy.w * scale };
}

/** Infinity-cove backdrop: dark top, bright horizon, floor falling off, plus a soft key spot. */
export function backdrop(
  paint: Paint,
  w: number,
  h: number,
  tint: string,
  horizon: number,
): string {
  const bg = mix(tint, '#f6f4f0', 0.55);
  const grad = paint.custom(`bg${bg}${horizon}`, (id) =>
    el(
      'linearGradient',
      { id, x2: 0, y2: 1 },
      stop(0, shade(bg, -0.22)) +
        stop(horizon, shade(bg, 0.45)) +
        stop(Math.min(0.98, horizon + 0.12), shade(bg, 0.1)) +
        stop(1, shade(bg, -0.25)),
    ),
  );
  const spot = paint.custom('spot', (id) =>
    el('radialGradient', { id }, stop(0, '#ffffff', 0.6) + stop(1, '#ffffff', 0)),
  );
  return (
    el('rect', { width: w, height: h, fill: `url(#${grad})` }) +
    el('ellipse', { cx: w / 2, cy: h * 0.4, rx: w * 0.55, ry: h * 0.42, fill: `url(#${spot})` })
  );
}

/** Soft floor shadow: a wide penumbra and a tight, darker contact shadow. */
export function floorShadow(paint: Paint, cx: number, y: number, width: number): string {
  const soft = paint.custom('shadow', (id) =>
    el('radialGradient', { id }, stop(0, '#000000', 0.4) + stop(1, '#000000', 0)),
  );
  return (
    el('ellipse', {
      cx,
      cy: y,
      rx: width * 0.62,
      ry: Math.max(14, width * 0.07),
      fill: `url(#${soft})`,
    }) +
    el('ellipse', {
      cx,
      cy: y,
      rx: width * 0.42,
      ry: Math.max(6, width * 0.025),
      fill: `url(#${soft})`,
    })
  );
}

/** Glossy-floor reflection of an element that carries `id`, fading out below the ground line. */
export function reflection(
  paint: Paint,
  refId: string,
  groundY: number,
  w: number,
  depth = 160,
): string {
  const fade = paint.custom(`rf${groundY}`, (id) =>
    el('linearGradient', { id, x2: 0, y2: 1 }, stop(0, '#ffffff', 0.5) + stop(1, '#ffffff', 0)),
  );
  const mask = paint.custom(`rm${groundY}`, (id) =>
    el('mask', { id }, el('rect', { y: groundY, width: w, height: depth, fill: `url(#${fade})` })),
  );
  return el(
    'g',
    { mask: `url(#${mask})` },
    el('use', { href: `#${refId}`, transform: d`matrix(1 0 0 -1 0 ${groundY * 2})` }),
  );
}
