import type { SeedGalleryItem } from './define';

const LANDSCAPE = { width: 1200, height: 800 };
const PORTRAIT = { width: 800, height: 1000 };

function item(
  order: number,
  id: string,
  size: { width: number; height: number },
  alt: string,
  scene: SeedGalleryItem['scene'],
  slugs: string[],
): SeedGalleryItem {
  return { item: { id, src: `/img/seed/gallery/${id}.svg`, alt, order, ...size }, scene, slugs };
}

/** Home page mosaic, in display order. Sizes alternate so the mosaic has rhythm. */
export const seedGallery: SeedGalleryItem[] = [
  item(
    1,
    'gal-collector-shelf',
    LANDSCAPE,
    'A lit collector shelf with mecha, vinyl pals and boxed figures',
    'shelf',
    ['titan-frame-vanguard-rx-07', 'pocket-pals-star-wizard-luma'],
  ),
  item(
    2,
    'gal-mecha-lineup',
    PORTRAIT,
    'Three Titan Frame mecha posed on a stepped display riser under spotlights',
    'mecha-stage',
    ['titan-frame-crimson-comet-commander', 'titan-frame-solar-paladin'],
  ),
  item(
    3,
    'gal-collector-desk',
    LANDSCAPE,
    'A collector desk with a model steam locomotive, a lamp and its box',
    'desk',
    ['iron-rails-emerald-arrow-pacific'],
  ),
  item(
    4,
    'gal-plush-nook',
    PORTRAIT,
    'Cloudberry Meadow plush friends sitting together on a cushion',
    'plush-nook',
    ['cloudberry-honey-bear-bramble', 'cloudberry-moonlit-bunny-clover'],
  ),
  item(
    5,
    'gal-race-day',
    LANDSCAPE,
    'Apex Velocity race cars lined up on a display track',
    'race-track',
    ['apex-le-mans-classic-23', 'apex-rally-azure-4'],
  ),
  item(
    6,
    'gal-space-hangar',
    PORTRAIT,
    'Starwake Fleet models on acrylic stands against a starfield',
    'space-hangar',
    ['starwake-interceptor-kestrel', 'starwake-courier-dart'],
  ),
  item(
    7,
    'gal-dino-diorama',
    LANDSCAPE,
    'Stomp Squad vinyl dinosaurs in a jungle diorama',
    'dino-diorama',
    ['stomp-squad-rexy-the-tyrant', 'stomp-squad-brachi-longneck'],
  ),
  item(
    8,
    'gal-tin-parade',
    LANDSCAPE,
    'Wind-up tin buses and an ice cream van on a workbench under bunting',
    'tin-parade',
    ['clockwork-parade-city-bus', 'clockwork-parade-ice-cream-van'],
  ),
];

export const gallery = seedGallery.map((g) => g.item);
