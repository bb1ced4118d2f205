import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Iron Rails Heritage',
  brand: 'Brassline Models',
  archetype: 'locomotive',
  tags: ['HO 1:87', 'Die-cast metal', 'Model train'],
  specs: {
    Scale: 'HO 1:87',
    Material: 'Die-cast metal body, brass details',
    Manufacturer: 'Brassline Models',
  },
  boxColor: '#1f3b2c',
  badge: 'HO',
};

export const locomotiveProducts = defineProducts(line, [
  {
    id: 'prd-043',
    slug: 'iron-rails-emerald-arrow-pacific',
    title: 'Iron Rails Emerald Arrow 4-6-2 Pacific',
    price: 189.99,
    stock: 3,
    description:
      'An express Pacific in lined emerald green with a cream cab and polished brass dome. The motor is a five-pole skew-wound unit, DCC-ready with an 8-pin socket. Supplied on a wooden display plinth with a length of track.',
    specs: { Length: '27 cm', Power: 'DC, DCC-ready', 'Release year': '2025', Age: '14+' },
    palette: ['#2f7d4a', '#f1e4c3', '#b3242e'],
    variant: 0,
    decal: '4472',
  },
  {
    id: 'prd-044',
    slug: 'iron-rails-coastal-tank-engine-9',
    title: 'Iron Rails Coastal Tank Engine No. 9',
    price: 129.99,
    stock: 6,
    description:
      'A six-coupled tank engine from a seaside branch line in sky blue with red wheels. Short wheelbase, so it copes with tight radius curves on small layouts.',
    specs: { Length: '14 cm', Power: 'DC, DCC-ready', 'Release year': '2024', Age: '14+' },
    palette: ['#3f88c5', '#1d3557', '#d7263d'],
    variant: 1,
    decal: 'No 9',
  },
  {
    id: 'prd-045',
    slug: 'iron-rails-goldline-express-presentation',
    title: 'Iron Rails Goldline Express Presentation Edition',
    price: 349.5,
    stock: 1,
    tags: [LIMITED],
    description:
      'A presentation-grade 4-4-0 finished in black lacquer with 24-carat gold-plated bands, dome and wheel rims. It is a static model, mounted on a walnut plinth under a fitted cover. Each one is signed by the pattern maker.',
    specs: {
      Length: '24 cm',
      Edition: 'Numbered, 250 pieces',
      Finish: 'Gold-plated details',
      'Release year': '2026',
    },
    palette: ['#1e1f24', '#2b2d33', '#d4a93c'],
    variant: 2,
    decal: 'GOLD',
  },
  {
    id: 'prd-046',
    slug: 'iron-rails-valley-freight-0-6-0',
    title: 'Iron Rails Valley Freight 0-6-0',
    price: 109.99,
    stock: 11,
    description:
      'A hard-working freight engine in weathered black with a maroon cab. Light weathering is airbrushed by hand, so every model is slightly different.',
    specs: { Length: '16 cm', Power: 'DC, DCC-ready', 'Release year': '2024', Age: '14+' },
    palette: ['#34363c', '#7a1f2b', '#b3242e'],
    variant: 3,
    decal: '3F',
  },
  {
    id: 'prd-047',
    slug: 'iron-rails-midnight-mail-2-6-0',
    title: 'Iron Rails Midnight Mail 2-6-0',
    price: 149.99,
    stock: 2,
    description:
      'The overnight mail engine in midnight blue with gold lining and a lamp-lit cab. Includes a sound decoder with whistle and chuff effects.',
    specs: { Length: '22 cm', Power: 'DCC sound', 'Release year': '2026', Age: '14+' },
    palette: ['#1f2f5c', '#c9a227', '#c9a227'],
    variant: 0,
    decal: 'MAIL',
  },
  {
    id: 'prd-048',
    slug: 'iron-rails-little-shunter-pip',
    title: 'Iron Rails Little Shunter Pip',
    price: 39.99,
    stock: 20,
    description:
      'A chunky little yard shunter in signal orange, made for younger railway fans and first layouts. Metal chassis, plastic body and a smooth starter motor.',
    specs: { Length: '10 cm', Power: 'DC', 'Release year': '2025', Age: '8+' },
    palette: ['#f28c28', '#3a3f4b', '#3a3f4b'],
    variant: 1,
    decal: 'PIP',
  },
]);
