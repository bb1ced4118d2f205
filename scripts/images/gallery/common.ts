// Building blocks for the home page gallery scenes.
import type { Paint } from '../paint';
import { stop } from '../paint';
import { floorShadow, placeToy } from '../studio';
import type { Rng } from '../svg';
import { d, el, f, FONT, rng, shade } from '../svg';
import { drawToy } from '../toys';
import type { ProductArt } from '../types';

export interface SceneToy {
  slug: string;
  art: ProductArt;
}

export interface Scene {
  paint: Paint;
  rand: Rng;
  w: number;
  h: number;
  toys: SceneToy[];
}

export interface Placed {
  svg: string;
  id: string;
  cx: number;
  groundY: number;
  w: number;
}

export function sceneToy(scene: Scene, index: number): SceneToy {
  const toy = scene.toys[index];
  if (!toy) throw new Error(`gallery scene needs at least ${String(index + 1)} products`);
  return toy;
}

/** Draws product `index` standing on (cx, groundY) with a floor shadow; reusable by id. */
export function standToy(
  scene: Scene,
  index: number,
  cx: number,
  groundY: number,
  maxW: number,
  maxH: number,
  shadow = true,
): Placed {
  const { slug, art } = sceneToy(scene, index);
  const toy = drawToy(art, scene.paint, rng(slug));
  const id = scene.paint.id();
  const placed = placeToy(toy, cx, groundY, maxW, maxH, id);
  return {
    svg: (shadow ? floorShadow(scene.paint, cx, groundY, placed.w) : '') + placed.svg,
    id,
    cx,
    groundY,
    w: placed.w,
  };
}

/**
 * Another copy of a placed toy at a new spot and relative scale, optionally recoloured
 * with a hue rotation: a whole second toy for a few dozen bytes.
 */
export function reuse(
  scene: Scene,
  p: Placed,
  cx: number,
  groundY: number,
  k: number,
  opts: { hue?: number; shadow?: boolean; flip?: boolean } = {},
): string {
  const { hue = 0, shadow = true, flip = false } = opts;
  const kx = flip ? -k : k;
  const filter = hue
    ? scene.paint.custom(`hue${String(hue)}`, (id) =>
        el(
          'filter',
          { id, 'color-interpolation-filters': 'sRGB' },
          el('feColorMatrix', { type: 'hueRotate', values: hue }),
        ),
      )
    : undefined;
  const copy = el('use', {
    href: `#${p.id}`,
    transform: `translate(${f(cx - p.cx * kx)} ${f(groundY - p.groundY * k)}) scale(${String(kx)} ${String(k)})`,
  });
  // The filter sits on a wrapping group: librsvg drops filtered <use> elements that carry
  // their own transform, browsers accept both.
  return (
    (shadow ? floorShadow(scene.paint, cx, groundY, p.w * k) : '') +
    (filter ? el('g', { filter: `url(#${filter})` }, copy) : copy)
  );
}

/** Wall-to-floor background for room scenes: a vertical two-tone gradient. */
export function wall(scene: Scene, color: string, floorY: number, floor: string): string {
  const g = scene.paint.lin(color, 'v', 0.5);
  const fl = scene.paint.lin(floor, 'v', 0.6);
  return (
    el('rect', { width: scene.w, height: floorY, fill: g }) +
    el('rect', { y: floorY, width: scene.w, height: scene.h - floorY, fill: fl })
  );
}

/** A pool of warm light, like a spotlight or lamp on the wall. */
export function lightPool(
  scene: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.55,
): string {
  const id = scene.paint.custom('pool', (gid) =>
    el('radialGradient', { id: gid }, stop(0, '#fffaf0', 1) + stop(1, '#fffaf0', 0)),
  );
  return el('ellipse', { cx, cy, rx, ry, fill: `url(#${id})`, opacity });
}

/** A wooden shelf plank seen slightly from above, with the shadow it casts. */
export function shelf(scene: Scene, x: number, y: number, w: number, wood: string): string {
  const shadowId = scene.paint.custom('shelfShadow', (id) =>
    el('linearGradient', { id, x2: 0, y2: 1 }, stop(0, '#000000', 0.35) + stop(1, '#000000', 0)),
  );
  return (
    el('rect', { x, y: y + 24, width: w, height: 40, fill: `url(#${shadowId})` }) +
    el('polygon', {
      points: d`${x + 14},${y - 16} ${x + w - 14},${y - 16} ${x + w},${y} ${x},${y}`,
      fill: shade(wood, 0.25),
    }) +
    el('rect', { x, y, width: w, height: 24, fill: scene.paint.lin(wood) })
  );
}

/** A simple collector box with a window that shows a reused toy. */
export function shelfBox(
  scene: Scene,
  x: number,
  bottom: number,
  w: number,
  h: number,
  color: string,
  inner: string,
  label: string,
): string {
  return (
    el('rect', {
      x,
      y: bottom - h,
      width: w,
      height: h,
      rx: 3,
      fill: scene.paint.lin(color, 'd', 0.6),
    }) +
    el('rect', {
      x: x + w * 0.12,
      y: bottom - h * 0.82,
      width: w * 0.76,
      height: h * 0.56,
      rx: 6,
      fill: '#f4f6fa',
    }) +
    inner +
    el('rect', {
      x: x + w * 0.12,
      y: bottom - h * 0.82,
      width: w * 0.76,
      height: h * 0.56,
      rx: 6,
      fill: '#ffffff',
      opacity: 0.12,
      stroke: shade(color, 0.4),
      'stroke-width': 2,
    }) +
    el(
      'text',
      {
        x: x + w / 2,
        y: bottom - h * 0.12,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-size': Math.min(14, w / 7),
        'font-weight': 800,
        fill: '#ffffff',
      },
      label,
    )
  );
}
