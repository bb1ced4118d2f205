import type { ProductLine } from '../define';
import { defineProducts } from '../define';

const line: ProductLine = {
  series: 'Cloudberry Meadow',
  brand: 'Hollow Oak Plush Co.',
  archetype: 'plush',
  tags: ['Plush', 'Recycled polyester'],
  specs: {
    Material: 'Recycled polyester plush, embroidered eyes',
    Manufacturer: 'Hollow Oak Plush Co.',
    Age: '0+',
  },
  boxColor: '#6b4a6e',
  badge: 'PLUSH',
};

export const plushProducts = defineProducts(line, [
  {
    id: 'prd-007',
    slug: 'cloudberry-honey-bear-bramble',
    title: 'Cloudberry Honey Bear Bramble',
    price: 29.99,
    stock: 24,
    description:
      'Bramble is the bear that started the meadow: honey-gold fur, a cream muzzle and a berry-red bow. Eyes and nose are embroidered, so he is safe for the smallest collectors too.',
    specs: { Height: '28 cm', 'Release year': '2023', Care: 'Hand wash cold' },
    palette: ['#c98b4f', '#f3dcc0', '#d7263d'],
    variant: 0,
  },
  {
    id: 'prd-008',
    slug: 'cloudberry-moonlit-bunny-clover',
    title: 'Cloudberry Moonlit Bunny Clover',
    price: 27.5,
    stock: 9,
    description:
      'Clover has lavender fur, velvet-lined ears and a tiny mint bow. The ears hold their shape thanks to a soft wire-free stiffener, and her beans are stitched in a darker satin.',
    specs: { Height: '34 cm with ears', 'Release year': '2024', Care: 'Hand wash cold' },
    palette: ['#b9a3d9', '#f6eefa', '#4fb6a0'],
    variant: 1,
  },
  {
    id: 'prd-009',
    slug: 'cloudberry-ember-fox-pip',
    title: 'Cloudberry Ember Fox Pip',
    price: 31.99,
    stock: 3,
    description:
      'A bright orange fox with a cream belly and an indigo bow tie. Pip is weighted in the seat so he sits upright on a shelf.',
    specs: { Height: '30 cm', 'Release year': '2025', Care: 'Surface clean' },
    palette: ['#e8702a', '#fbeedd', '#2d3a8c'],
    variant: 2,
  },
  {
    id: 'prd-010',
    slug: 'cloudberry-snowdrift-polar-bear',
    title: 'Cloudberry Snowdrift Polar Bear',
    price: 34.99,
    stock: 0,
    description:
      'A winter release in extra-long ivory pile with an icy blue knitted scarf. Snowdrift sold through in its first week; a second run is planned for the autumn.',
    specs: { Height: '30 cm', 'Release year': '2025', Edition: 'Winter release' },
    palette: ['#f4f2ee', '#dfe9f1', '#5aa9d6'],
    variant: 3,
  },
  {
    id: 'prd-011',
    slug: 'cloudberry-velvet-cat-juniper',
    title: 'Cloudberry Velvet Cat Juniper',
    price: 28.99,
    stock: 6,
    description:
      'Juniper is a slate-grey velvet cat with pink inner ears and a sunflower-yellow scarf. Her short pile is extra soft and shows the stitched seams like a vintage teddy.',
    specs: { Height: '27 cm', 'Release year': '2026', Care: 'Hand wash cold' },
    palette: ['#7d8694', '#f7d6dc', '#f2b705'],
    variant: 5,
  },
  {
    id: 'prd-012',
    slug: 'cloudberry-giant-bramble-60cm',
    title: 'Cloudberry Giant Bramble 60 cm',
    price: 84.95,
    stock: 5,
    description:
      'Bramble at twice the size, with a hand-tied satin bow and a sewn-in anniversary label. Big enough to hug, soft enough to nap on.',
    specs: { Height: '60 cm', 'Release year': '2026', Edition: '5th anniversary' },
    palette: ['#b87c45', '#f1d9b8', '#8e1b3b'],
    variant: 0,
  },
]);
