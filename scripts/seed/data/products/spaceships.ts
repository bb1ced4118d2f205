import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Starwake Fleet',
  brand: 'Nebula Modelworks',
  archetype: 'spaceship',
  tags: ['1:350', 'Die-cast metal', 'Spaceship'],
  specs: {
    Scale: '1:350',
    Material: 'Die-cast zinc alloy, acrylic display stand',
    Manufacturer: 'Nebula Modelworks',
  },
  boxColor: '#141a33',
  badge: '1:350',
};

export const spaceshipProducts = defineProducts(line, [
  {
    id: 'prd-025',
    slug: 'starwake-interceptor-kestrel',
    title: 'Starwake Interceptor Kestrel',
    price: 74.99,
    stock: 6,
    description:
      'A fast-attack interceptor in arctic white with cobalt wings and amber engine glow. The clear acrylic stand tilts the model into a banking pass, and the engine nozzles are cast in translucent resin.',
    specs: { Length: '21 cm', 'Release year': '2025', Age: '14+' },
    palette: ['#eef1f5', '#2f5fd0', '#ffb21a'],
    variant: 0,
    decal: 'KS-71',
  },
  {
    id: 'prd-026',
    slug: 'starwake-corvette-halcyon',
    title: 'Starwake Corvette Halcyon',
    price: 119.5,
    stock: 4,
    description:
      "The fleet's workhorse corvette in slate grey with crimson command markings and twin main engines. Panel lines are deep-engraved and hand-washed for a weathered, lived-in finish.",
    specs: { Length: '26 cm', 'Release year': '2025', Finish: 'Hand-weathered', Age: '14+' },
    palette: ['#8a93a3', '#b3242e', '#ff5a4e'],
    variant: 1,
    decal: 'HC-204',
  },
  {
    id: 'prd-027',
    slug: 'starwake-courier-dart',
    title: 'Starwake Courier Dart',
    price: 49.99,
    stock: 14,
    description:
      'A nimble courier in sunshine yellow with swept-back wings. It is the smallest hull in the fleet and a great first Starwake model.',
    specs: { Length: '15 cm', 'Release year': '2024', Age: '10+' },
    palette: ['#f4c430', '#3a3f4b', '#4fd1ff'],
    variant: 2,
    decal: 'CD-9',
  },
  {
    id: 'prd-028',
    slug: 'starwake-flagship-aurora',
    title: 'Starwake Flagship Aurora',
    price: 299.99,
    stock: 1,
    tags: [LIMITED],
    description:
      "The admiral's flagship in pearl and deep violet, with twin engines lit by a built-in LED module. The heavy mirrored base carries an etched brass plaque with the edition number. Only 500 were made.",
    specs: {
      Length: '38 cm',
      Edition: 'Numbered, 500 pieces',
      Lighting: 'USB-C LED engines',
      'Release year': '2026',
    },
    palette: ['#f3eef8', '#4b2a86', '#b98bff'],
    variant: 3,
    decal: 'AUR-1',
  },
  {
    id: 'prd-029',
    slug: 'starwake-scout-pathfinder',
    title: 'Starwake Scout Pathfinder',
    price: 64.99,
    stock: 22,
    description:
      'A long-range scout in olive drab with sand-coloured wings and green sensor glow. The wing pods hold tiny printed star charts if you look closely.',
    specs: { Length: '19 cm', 'Release year': '2024', Age: '14+' },
    palette: ['#6f7d45', '#d9c89a', '#7bed7b'],
    variant: 4,
    decal: 'PF-3',
  },
  {
    id: 'prd-030',
    slug: 'starwake-racer-comet-tail',
    title: 'Starwake Racer Comet Tail',
    price: 57.25,
    stock: 9,
    description:
      'A civilian racer in candy orange with a white racing stripe and a long magenta exhaust flare. Based on the winning ship of the in-universe Rim Cup.',
    specs: { Length: '18 cm', 'Release year': '2026', Age: '10+' },
    palette: ['#f26b1d', '#fafafa', '#ff3fa4'],
    variant: 5,
    decal: 'RC-77',
  },
]);
