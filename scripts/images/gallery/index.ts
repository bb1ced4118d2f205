import { Paint } from '../paint';
import { rng, svgDoc } from '../svg';
import type { GalleryScene } from '../types';
import type { Scene, SceneToy } from './common';
import { deskScene, plushScene, shelfScene, tinScene } from './rooms';
import { dinoScene, mechaScene, raceScene, spaceScene } from './stages';

export type { SceneToy } from './common';

const SCENES: Record<GalleryScene, (s: Scene) => string> = {
  shelf: shelfScene,
  desk: deskScene,
  'mecha-stage': mechaScene,
  'plush-nook': plushScene,
  'race-track': raceScene,
  'dino-diorama': dinoScene,
  'space-hangar': spaceScene,
  'tin-parade': tinScene,
};

export function galleryImage(
  id: string,
  scene: GalleryScene,
  w: number,
  h: number,
  toys: SceneToy[],
): string {
  const s: Scene = { paint: new Paint('g'), rand: rng(id), w, h, toys };
  const body = SCENES[scene](s);
  return svgDoc(w, h, s.paint.markup(), body);
}
