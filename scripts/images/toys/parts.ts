// Small drawing helpers shared by the toy archetypes.
import type { Paint } from '../paint';
import type { Attrs } from '../svg';
import { d, el, shade } from '../svg';

/** Draws a part for the viewer's left (s = -1) and right (s = 1) sides. */
export function both(draw: (s: number) => string): string {
  return draw(-1) + draw(1);
}

/** Symmetric parts: draw the right half once and reuse it mirrored (halves the bytes). */
export function mirror(paint: Paint, right: string): string {
  const id = paint.id();
  return el('g', { id }, right) + el('use', { href: `#${id}`, transform: 'scale(-1 1)' });
}

/**
 * A darker outline in the part's own hue reads like a moulded edge, not a cartoon line.
 * Width and joins come from the toy's root group (see `toyGroup`) to keep files small.
 */
export function ink(color: string, width?: number): Attrs {
  return { stroke: shade(color, -0.5), 'stroke-width': width };
}

/** Root group of every toy: shared stroke defaults for `ink`. */
export function toyGroup(inner: string): string {
  return el('g', { 'stroke-width': 2.5, 'stroke-linejoin': 'round' }, inner);
}

/** Specular highlight: the toys are glossy plastic, vinyl or paint. */
export function gloss(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rotate = 0,
  opacity = 0.45,
): string {
  return el('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill: '#ffffff',
    opacity,
    transform: rotate ? `rotate(${String(rotate)} ${String(cx)} ${String(cy)})` : undefined,
  });
}

/** Cute glossy eye: dark ball with two catch-lights. */
export function eye(cx: number, cy: number, r: number, iris?: string): string {
  return (
    el('circle', { cx, cy, r, fill: '#1d1b22' }) +
    (iris ? el('circle', { cx, cy: cy + r * 0.25, r: r * 0.6, fill: iris, opacity: 0.7 }) : '') +
    el('circle', { cx: cx - r * 0.35, cy: cy - r * 0.35, r: r * 0.32, fill: '#ffffff' }) +
    el('circle', { cx: cx + r * 0.35, cy: cy + r * 0.35, r: r * 0.14, fill: '#ffffff' })
  );
}

/** A wheel in side view: tyre, rim, hub and a tread highlight. */
export function wheel(
  cx: number,
  cy: number,
  r: number,
  rim: string,
  rimFill: string,
  hubFill: string,
  spokes = 0,
): string {
  let s =
    el('circle', { cx, cy, r, fill: '#1c1d21' }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.93,
      fill: 'none',
      stroke: '#3b3d44',
      'stroke-width': r * 0.08,
    }) +
    el('circle', { cx, cy, r: r * 0.62, fill: rimFill, ...ink(rim, 1.5) });
  // One path for all spokes: a wheel with ten separate <line>s costs a kilobyte.
  let p = '';
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2;
    p += d`M${cx} ${cy}l${Math.cos(a) * r * 0.55} ${Math.sin(a) * r * 0.55}`;
  }
  if (p) s += el('path', { d: p, stroke: shade(rim, -0.35), 'stroke-width': r * 0.08 });
  return (
    s +
    el('circle', { cx, cy, r: r * 0.2, fill: hubFill }) +
    gloss(cx - r * 0.25, cy - r * 0.3, r * 0.22, r * 0.12, -30, 0.5)
  );
}
