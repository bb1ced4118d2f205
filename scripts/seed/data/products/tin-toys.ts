import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Clockwork Parade',
  brand: 'Tinsmith & Sons',
  archetype: 'tin-toy',
  tags: ['Tinplate', 'Wind-up'],
  specs: {
    Material: 'Lithographed tinplate',
    Mechanism: 'Clockwork wind-up, key included',
    Manufacturer: 'Tinsmith & Sons',
    Age: '14+ (collector item)',
  },
  boxColor: '#8a3b12',
  badge: 'WIND-UP',
};

export const tinToyProducts = defineProducts(line, [
  {
    id: 'prd-037',
    slug: 'clockwork-parade-city-bus',
    title: 'Clockwork Parade City Bus',
    price: 42.99,
    stock: 13,
    description:
      'A rounded fifties city bus lithographed in cream and cobalt, with little passengers printed in the windows. Three turns of the key send it about four metres across the floor.',
    specs: { Length: '21 cm', 'Release year': '2024' },
    palette: ['#f4efe2', '#2e5fa8', '#f2b705'],
    variant: 0,
    decal: 'CITY 7',
  },
  {
    id: 'prd-038',
    slug: 'clockwork-parade-seaside-tram',
    title: 'Clockwork Parade Seaside Tram',
    price: 46.5,
    stock: 5,
    description:
      'A promenade tram in seafoam green with a striped awning band and a working pantograph that folds flat for storage. The bell rings as it rolls.',
    specs: { Length: '22 cm', 'Release year': '2025' },
    palette: ['#7cc8b0', '#f5efe0', '#e4405f'],
    variant: 1,
    decal: 'PIER',
  },
  {
    id: 'prd-039',
    slug: 'clockwork-parade-fire-truck',
    title: 'Clockwork Parade Fire Truck',
    price: 48.99,
    stock: 2,
    description:
      'A bright red tinplate fire engine with a chrome bumper and a white equipment body. The clockwork motor drives the rear axle and a friction siren whirs as it goes.',
    specs: { Length: '20 cm', 'Release year': '2025' },
    palette: ['#d7263d', '#f6f4ee', '#f2b705'],
    variant: 2,
    decal: 'FIRE',
  },
  {
    id: 'prd-040',
    slug: 'clockwork-parade-ice-cream-van',
    title: 'Clockwork Parade Ice Cream Van',
    price: 44.99,
    stock: 8,
    description:
      'A pastel ice cream van with a strawberry scoop on the roof and sprinkles printed along the sides. It is the most requested piece in the line.',
    specs: { Length: '19 cm', 'Release year': '2026' },
    palette: ['#f7c6d9', '#fdf4e3', '#e85d9a'],
    variant: 3,
    decal: 'SCOOP',
  },
  {
    id: 'prd-041',
    slug: 'clockwork-parade-mail-truck-1952',
    title: 'Clockwork Parade Mail Truck 1952',
    price: 51.99,
    stock: 0,
    description:
      'A reproduction of a 1952 post-office van in mail-green with a red cab. The tin is printed from the original factory plates, scanned and restored.',
    specs: { Length: '20 cm', 'Release year': '2024', Edition: 'Heritage reissue' },
    palette: ['#c1272d', '#2f6b3a', '#f2c14e'],
    variant: 2,
    decal: 'MAIL',
  },
  {
    id: 'prd-042',
    slug: 'clockwork-parade-holiday-tram',
    title: 'Clockwork Parade Holiday Tram',
    price: 79.99,
    stock: 4,
    tags: [LIMITED],
    description:
      'The holiday edition tram in cranberry and gold, lithographed with garlands and snowflakes. Packed in a keepsake tin with a numbered tag.',
    specs: { Length: '22 cm', Edition: 'Numbered, 1,500 pieces', 'Release year': '2025' },
    palette: ['#9e1b32', '#e9c46a', '#2a9d8f'],
    variant: 1,
    decal: 'NOEL',
  },
]);
