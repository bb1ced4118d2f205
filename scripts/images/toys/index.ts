import type { Paint } from '../paint';
import type { Rng } from '../svg';
import type { Archetype, ProductArt, Toy, ToyDrawer } from '../types';
import { drawChibi } from './chibi';
import { drawDino } from './dino';
import { drawLocomotive } from './locomotive';
import { drawMecha } from './mecha';
import { drawPlush } from './plush';
import { drawRaceCar } from './race-car';
import { drawSpaceship } from './spaceship';
import { drawTinToy } from './tin-toy';

const DRAWERS: Record<Archetype, ToyDrawer> = {
  mecha: drawMecha,
  plush: drawPlush,
  'race-car': drawRaceCar,
  dino: drawDino,
  spaceship: drawSpaceship,
  chibi: drawChibi,
  'tin-toy': drawTinToy,
  locomotive: drawLocomotive,
};

export function drawToy(art: ProductArt, paint: Paint, rand: Rng): Toy {
  return DRAWERS[art.archetype]({
    paint,
    pal: art.palette,
    rand,
    variant: art.variant,
    decal: art.decal,
  });
}
