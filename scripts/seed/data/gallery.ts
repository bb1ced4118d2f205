import type { SeedGalleryItem } from './define';

const LANDSCAPE = { width: 1200, height: 800 };
const PORTRAIT = { width: 800, height: 1000 };

function item(
  order: number,
  id: string,
  size: { width: number; height: number },
  [alt, altRu]: [en: string, ru: string],
  scene: SeedGalleryItem['scene'],
  slugs: string[],
): SeedGalleryItem {
  const src = `/img/seed/gallery/${id}.svg`;
  return { item: { id, src, alt, altRu, order, ...size }, scene, slugs };
}

/** Home page mosaic, in display order. Sizes alternate so the mosaic has rhythm. */
export const seedGallery: SeedGalleryItem[] = [
  item(
    1,
    'gal-collector-shelf',
    LANDSCAPE,
    [
      'A lit collector shelf with mecha, vinyl pals and boxed figures',
      'Подсвеченная полка коллекционера с роботами-меха, виниловыми фигурками и фигурами в коробках',
    ],
    'shelf',
    ['titan-frame-vanguard-rx-07', 'pocket-pals-star-wizard-luma'],
  ),
  item(
    2,
    'gal-mecha-lineup',
    PORTRAIT,
    [
      'Three Titan Frame mecha posed on a stepped display riser under spotlights',
      'Три робота-меха Titan Frame на ступенчатой подставке в свете софитов',
    ],
    'mecha-stage',
    ['titan-frame-crimson-comet-commander', 'titan-frame-solar-paladin'],
  ),
  item(
    3,
    'gal-collector-desk',
    LANDSCAPE,
    [
      'A collector desk with a model steam locomotive, a lamp and its box',
      'Стол коллекционера с моделью паровоза, лампой и коробкой от модели',
    ],
    'desk',
    ['iron-rails-emerald-arrow-pacific'],
  ),
  item(
    4,
    'gal-plush-nook',
    PORTRAIT,
    [
      'Cloudberry Meadow plush friends sitting together on a cushion',
      'Плюшевые друзья Cloudberry Meadow сидят рядышком на подушке',
    ],
    'plush-nook',
    ['cloudberry-honey-bear-bramble', 'cloudberry-moonlit-bunny-clover'],
  ),
  item(
    5,
    'gal-race-day',
    LANDSCAPE,
    [
      'Apex Velocity race cars lined up on a display track',
      'Гоночные машинки Apex Velocity выстроились на демонстрационной трассе',
    ],
    'race-track',
    ['apex-le-mans-classic-23', 'apex-rally-azure-4'],
  ),
  item(
    6,
    'gal-space-hangar',
    PORTRAIT,
    [
      'Starwake Fleet models on acrylic stands against a starfield',
      'Модели Starwake Fleet на акриловых подставках на фоне звёздного неба',
    ],
    'space-hangar',
    ['starwake-interceptor-kestrel', 'starwake-courier-dart'],
  ),
  item(
    7,
    'gal-dino-diorama',
    LANDSCAPE,
    [
      'Stomp Squad vinyl dinosaurs in a jungle diorama',
      'Виниловые динозавры Stomp Squad в диораме с джунглями',
    ],
    'dino-diorama',
    ['stomp-squad-rexy-the-tyrant', 'stomp-squad-brachi-longneck'],
  ),
  item(
    8,
    'gal-tin-parade',
    LANDSCAPE,
    [
      'Wind-up tin buses and an ice cream van on a workbench under bunting',
      'Заводные жестяные автобусы и фургон с мороженым на верстаке под праздничными флажками',
    ],
    'tin-parade',
    ['clockwork-parade-city-bus', 'clockwork-parade-ice-cream-van'],
  ),
];

export const gallery = seedGallery.map((g) => g.item);
