import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Pocket Pals',
  brand: 'Mochi Toy Lab',
  archetype: 'chibi',
  tags: ['Vinyl figure', 'Blind box'],
  specs: {
    Material: 'PVC and ABS vinyl',
    Height: '9 cm',
    Manufacturer: 'Mochi Toy Lab',
    Age: '12+',
  },
  boxColor: '#c2356b',
  badge: 'PALS',
};

export const chibiProducts = defineProducts(line, [
  {
    id: 'prd-031',
    slug: 'pocket-pals-star-wizard-luma',
    title: 'Pocket Pals Star Wizard Luma',
    price: 16.99,
    stock: 35,
    description:
      'Luma never leaves home without her star wand. This figure is sold open-box, so you get exactly the pal you picked, with its round display base.',
    specs: { Articulation: 'Swivel head', 'Release year': '2025' },
    palette: ['#7a4fd0', '#2b2f6b', '#f5c518'],
    variant: 0,
  },
  {
    id: 'prd-032',
    slug: 'pocket-pals-knight-bram',
    title: 'Pocket Pals Knight Bram',
    price: 16.99,
    stock: 10,
    description:
      'Bram wears his cap backwards and his tabard with pride. A brave little knight in silver and royal blue, with a matte finish that shows every sculpted detail.',
    specs: { Articulation: 'Swivel head', 'Release year': '2025' },
    palette: ['#9fb0c8', '#6a4a2c', '#2346a8'],
    variant: 3,
  },
  {
    id: 'prd-033',
    slug: 'pocket-pals-baker-mimi',
    title: 'Pocket Pals Baker Mimi',
    price: 15.49,
    stock: 3,
    description:
      'Mimi runs the tiniest bakery in town, in a strawberry apron with her hair up in two buns. Her cheeks are hand-blushed in the factory.',
    specs: { Articulation: 'Swivel head', 'Release year': '2024' },
    palette: ['#f48fb1', '#f6e2c4', '#d7263d'],
    variant: 2,
  },
  {
    id: 'prd-034',
    slug: 'pocket-pals-skater-kai',
    title: 'Pocket Pals Skater Kai',
    price: 16.49,
    stock: 7,
    description:
      'Kai is the fastest pal on four wheels, in a teal hoodie with spiky jet-black hair. The base is printed with a tiny skate-park graphic.',
    specs: { Articulation: 'Swivel head', 'Release year': '2026' },
    palette: ['#1fa59a', '#1b1d24', '#ff7a2f'],
    variant: 4,
  },
  {
    id: 'prd-035',
    slug: 'pocket-pals-astronaut-nova',
    title: 'Pocket Pals Astronaut Nova',
    price: 18.99,
    stock: 0,
    description:
      'Nova trained for years to be the first pal on the moon. White suit, bob haircut and a gold mission patch on the chest.',
    specs: { Articulation: 'Swivel head', 'Release year': '2025' },
    palette: ['#f1f3f6', '#c6733b', '#e0a526'],
    variant: 5,
  },
  {
    id: 'prd-036',
    slug: 'pocket-pals-golden-secret-chase',
    title: 'Pocket Pals Golden Secret Chase',
    price: 59.99,
    stock: 1,
    tags: [LIMITED, 'Chase figure'],
    description:
      'The secret chase figure of the series, electroplated in gold with a ruby base. Roughly one in 144 blind boxes holds one; we sell ours opened and certified.',
    specs: { Finish: 'Electroplated gold', Edition: 'Chase, 1:144 ratio', 'Release year': '2026' },
    palette: ['#d4a63a', '#a87922', '#b3122e'],
    variant: 6,
  },
]);
