import type { Paint } from './paint';
import type { Rng } from './svg';

export const ARCHETYPES = [
  'mecha',
  'plush',
  'race-car',
  'dino',
  'spaceship',
  'chibi',
  'tin-toy',
  'locomotive',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
}

/** How one product is drawn; lives next to the product in the seed data. */
export interface ProductArt {
  archetype: Archetype;
  palette: Palette;
  /** Picks a sub-shape within the archetype (ear type, dino kind, vehicle body...). */
  variant: number;
  /** Short text painted on the toy (race number, hull code). */
  decal: string;
}

/** What the packaging shot prints on the box. */
export interface BoxPrint {
  title: string;
  series: string;
  brand: string;
  badge: string;
  /** Packaging base colour, shared by a whole series like real collector lines. */
  boxColor: string;
  limited: boolean;
}

export interface ToyContext {
  paint: Paint;
  pal: Palette;
  rand: Rng;
  variant: number;
  decal: string;
}

/**
 * A toy drawn in its own coordinates: centred on x = 0, standing on y = 0, growing
 * upwards (negative y). `w`/`h` bound it so layouts can scale it into any slot.
 */
export interface Toy {
  svg: string;
  w: number;
  h: number;
}

export type ToyDrawer = (ctx: ToyContext) => Toy;

export const GALLERY_SCENES = [
  'shelf',
  'desk',
  'mecha-stage',
  'plush-nook',
  'race-track',
  'dino-diorama',
  'space-hangar',
  'tin-parade',
] as const;
export type GalleryScene = (typeof GALLERY_SCENES)[number];
