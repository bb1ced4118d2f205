import { el, shade } from './svg';

type LinDir = 'v' | 'h' | 'd';

const LIN_AXES: Record<LinDir, { x2?: number; y2?: number }> = {
  v: { x2: 0, y2: 1 },
  h: {},
  d: { y2: 1 },
};

/**
 * Collects gradient definitions for one drawing. Ids carry a prefix so several toys can
 * share one SVG file (gallery scenes) without clashes, and identical requests reuse one id.
 */
export class Paint {
  private readonly defs = new Map<string, { id: string; markup: string }>();

  constructor(private readonly prefix: string) {}

  private register(key: string, build: (id: string) => string): string {
    let entry = this.defs.get(key);
    if (!entry) {
      const id = `${this.prefix}${this.defs.size.toString(36)}`;
      entry = { id, markup: build(id) };
      this.defs.set(key, entry);
    }
    return `url(#${entry.id})`;
  }

  /** Key light from above: light top, base middle, shadowed bottom. */
  lin(color: string, dir: LinDir = 'v', contrast = 1): string {
    return this.register(`l${dir}${color}${contrast}`, (id) =>
      el(
        'linearGradient',
        { id, ...LIN_AXES[dir] },
        // Two stops only: the midpoint lands close to the base colour, and a third stop
        // in every gradient costs about a kilobyte per gallery scene.
        stop(0, shade(color, 0.35 * contrast)) + stop(1, shade(color, -0.3 * contrast)),
      ),
    );
  }

  /** Cylinder shading across: dark rim, bright band, dark rim (boilers, wheels, limbs). */
  tube(color: string, dir: 'v' | 'h' = 'v'): string {
    return this.register(`t${dir}${color}`, (id) =>
      el(
        'linearGradient',
        { id, ...LIN_AXES[dir] },
        stop(0, shade(color, -0.3)) +
          stop(0.3, shade(color, 0.45)) +
          stop(0.55, color) +
          stop(1, shade(color, -0.45)),
      ),
    );
  }

  /** Sphere shading with an upper-left hot spot (heads, plush, domes). */
  rad(color: string, contrast = 1): string {
    return this.register(`r${color}${contrast}`, (id) =>
      el(
        'radialGradient',
        { id, cx: '.35', cy: '.3', r: '.8' },
        stop(0, shade(color, 0.4 * contrast)) +
          stop(0.55, color) +
          stop(1, shade(color, -0.3 * contrast)),
      ),
    );
  }

  /** Soft light that fades to transparent (exhaust, visors, lamps). */
  glow(color: string): string {
    return this.register(`g${color}`, (id) =>
      el('radialGradient', { id }, stop(0, '#ffffff') + stop(0.3, color) + stop(1, color, 0)),
    );
  }

  /** Tinted glass: dark with a lighter upper edge. */
  glass(color: string): string {
    return this.register(`s${color}`, (id) =>
      el(
        'linearGradient',
        { id, x2: '.3', y2: 1 },
        stop(0, shade(color, 0.5)) + stop(0.45, color) + stop(1, shade(color, -0.6)),
      ),
    );
  }

  private ids = 0;

  /** A fresh id for elements reused with <use> (mirrored halves, reflections). */
  id(): string {
    this.ids += 1;
    return `${this.prefix}u${this.ids.toString(36)}`;
  }

  /** Arbitrary definition (clip paths, masks) keyed for reuse. */
  custom(key: string, build: (id: string) => string): string {
    this.register(key, build);
    const entry = this.defs.get(key);
    return entry ? entry.id : '';
  }

  markup(): string {
    return [...this.defs.values()].map((e) => e.markup).join('');
  }
}

export function stop(offset: number, color: string, opacity?: number): string {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}
