import { Paint } from './paint';
import { backdrop, floorShadow, placeToy, reflection } from './studio';
import { rng, svgDoc } from './svg';
import { drawToy } from './toys';
import type { ProductArt } from './types';

const SIZE = 800;
const GROUND = 650;

/** Image 1: the toy alone on a glossy studio floor. */
export function heroShot(seed: string, art: ProductArt): string {
  const paint = new Paint('h');
  const rand = rng(seed);
  const toy = drawToy(art, paint, rand);
  const placed = placeToy(toy, SIZE / 2, GROUND, 660, 540, 'toy');
  const body =
    backdrop(paint, SIZE, SIZE, art.palette.accent, GROUND / SIZE) +
    floorShadow(paint, SIZE / 2, GROUND, placed.w) +
    reflection(paint, 'toy', GROUND, SIZE) +
    placed.svg;
  return svgDoc(SIZE, SIZE, paint.markup(), body);
}
