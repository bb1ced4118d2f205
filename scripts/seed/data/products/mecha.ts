import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Titan Frame',
  brand: 'Orbital Forge',
  archetype: 'mecha',
  tags: ['1:100', 'Die-cast metal', 'Mecha'],
  specs: {
    Scale: '1:100',
    Material: 'Die-cast zinc alloy frame, ABS armour',
    Manufacturer: 'Orbital Forge',
    Age: '15+',
  },
  boxColor: '#1d2a4a',
  badge: '1:100',
};

export const mechaProducts = defineProducts(line, [
  {
    id: 'prd-001',
    slug: 'titan-frame-vanguard-rx-07',
    title: 'Titan Frame Vanguard RX-07',
    price: 89.99,
    stock: 12,
    description:
      'The flagship Vanguard in its launch colours, built on a die-cast inner frame that holds dynamic poses without sagging. Armour panels are tampo-printed with caution markings and the unit code on the left shoulder. Comes with a beam rifle, two swappable hands and a clear flight stand adapter.',
    specs: { Height: '18 cm', Articulation: '42 points', 'Release year': '2025' },
    palette: ['#eef0f4', '#2f5fd0', '#f5c518'],
    variant: 0,
    decal: 'RX-07',
  },
  {
    id: 'prd-002',
    slug: 'titan-frame-nightshade-stealth',
    title: 'Titan Frame Nightshade Stealth Type',
    price: 94.5,
    stock: 4,
    description:
      'A matte graphite recon frame with violet sensor glass and a single command horn. The beam saber hilt pegs into either hand, and the blade effect part is cast in translucent resin.',
    specs: { Height: '18.5 cm', Articulation: '42 points', 'Release year': '2025' },
    palette: ['#3b3f4c', '#6f5bd6', '#c9a7ff'],
    variant: 1,
    decal: 'NS-00',
  },
  {
    id: 'prd-003',
    slug: 'titan-frame-solar-paladin',
    title: 'Titan Frame Solar Paladin',
    price: 129.99,
    stock: 2,
    tags: [LIMITED],
    description:
      'A ceremonial knight frame finished in pearl white with vacuum-metallised gold trim. The kite shield carries an inlaid sun crest and clips to the forearm or the backpack. Production was limited to 2,500 numbered pieces.',
    specs: { Height: '19 cm', Edition: 'Numbered, 2,500 pieces', 'Release year': '2026' },
    palette: ['#f3efe6', '#d9a441', '#e8553a'],
    variant: 2,
    decal: 'SP-01',
  },
  {
    id: 'prd-004',
    slug: 'titan-frame-tidebreaker',
    title: 'Titan Frame Tidebreaker Marine Type',
    price: 84.99,
    stock: 0,
    description:
      'An amphibious assault frame in deep teal with a coral-orange visor and sealed joints. The horn antenna is swapped for a sonar spike, and the rifle doubles as a harpoon launcher.',
    specs: { Height: '17.5 cm', Articulation: '38 points', 'Release year': '2024' },
    palette: ['#1f7f78', '#e9e4d4', '#ff6b3d'],
    variant: 3,
    decal: 'TB-3',
  },
  {
    id: 'prd-005',
    slug: 'titan-frame-crimson-comet-commander',
    title: 'Titan Frame Crimson Comet Commander',
    price: 249.99,
    stock: 1,
    tags: [LIMITED],
    description:
      "The ace pilot's custom frame in candy red over a gunmetal chassis, with a raised beam sword and a flared commander horn. Every joint is ratcheted, and the armour is hand-finished with a metallic clear coat. Shipped in a magnetic display case with a numbered certificate.",
    specs: { Height: '20 cm', Edition: 'Numbered, 800 pieces', 'Release year': '2026' },
    palette: ['#c7252e', '#2a2d36', '#ffb400'],
    variant: 1,
    decal: 'MS-06',
  },
  {
    id: 'prd-006',
    slug: 'titan-frame-scout-unit-gx',
    title: 'Titan Frame Scout Unit GX',
    price: 59.99,
    stock: 18,
    description:
      'A lighter recon frame in field olive that makes an easy entry into the line. It shares the Vanguard skeleton, so weapons and hands swap between the two.',
    specs: { Height: '16 cm', Articulation: '36 points', 'Release year': '2025' },
    palette: ['#7b8a4e', '#d8cfb0', '#f08c1e'],
    variant: 0,
    decal: 'GX-2',
  },
]);
