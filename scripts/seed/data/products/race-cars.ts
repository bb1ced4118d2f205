import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Apex Velocity',
  brand: 'Redline Diecast',
  archetype: 'race-car',
  tags: ['Die-cast metal', 'Race car'],
  specs: {
    Material: 'Die-cast metal body, rubber tyres',
    Manufacturer: 'Redline Diecast',
    Age: '8+',
  },
  boxColor: '#7a1418',
  badge: '1:64',
};

const small = ['1:64'];

export const raceCarProducts = defineProducts(line, [
  {
    id: 'prd-013',
    slug: 'apex-gt3-rosso-7',
    title: 'Apex GT3 Rosso #7',
    price: 12.99,
    stock: 40,
    tags: small,
    description:
      'The endurance GT3 that won its class at the 12 Hours, in rosso corsa with white twin stripes. Real rubber tyres, opening-free sealed body and a tampo-printed number roundel.',
    specs: { Scale: '1:64', Length: '7.2 cm', 'Release year': '2025' },
    palette: ['#d22630', '#f6f6f6', '#1b4fb8'],
    variant: 0,
    decal: '7',
  },
  {
    id: 'prd-014',
    slug: 'apex-le-mans-classic-23',
    title: 'Apex Le Mans Classic #23',
    price: 14.99,
    stock: 15,
    tags: small,
    description:
      'A tribute to the long-tail coupes of the seventies in gulf blue with a tangerine side flash. The chassis is die-cast too, which gives it a satisfying weight in the hand.',
    specs: { Scale: '1:64', Length: '7.5 cm', 'Release year': '2024' },
    palette: ['#8ec5e8', '#f47b20', '#1d3557'],
    variant: 1,
    decal: '23',
  },
  {
    id: 'prd-015',
    slug: 'apex-rally-azure-4',
    title: 'Apex Rally Azure #4',
    price: 13.49,
    stock: 7,
    tags: small,
    description:
      'A gravel-spec rally car in azure over a white lower body, with a roof-height rear wing. Mud flaps and a light pod are printed on, and the tyres have a chunky tread pattern.',
    specs: { Scale: '1:64', Length: '6.8 cm', 'Release year': '2026' },
    palette: ['#1f6fd1', '#f4f6f8', '#f5c518'],
    variant: 2,
    decal: '4',
  },
  {
    id: 'prd-016',
    slug: 'apex-midnight-drift-88',
    title: 'Apex Midnight Drift #88',
    price: 16.99,
    stock: 2,
    tags: small,
    description:
      'A drift-series coupe in midnight purple pearl with neon lime stripes. The pearl paint shifts from purple to blue under a desk lamp.',
    specs: { Scale: '1:64', Length: '7 cm', Finish: 'Pearl colour-shift', 'Release year': '2025' },
    palette: ['#3a1f5c', '#b6f33a', '#b6f33a'],
    variant: 3,
    decal: '88',
  },
  {
    id: 'prd-017',
    slug: 'apex-heritage-gold-1-1-18',
    title: 'Apex Heritage Gold #1 (1:18)',
    price: 219.99,
    stock: 3,
    tags: ['1:18', LIMITED],
    description:
      'The championship car rendered in 1:18 with a champagne-gold body and black twin stripes. Over 200 parts, photo-etched grille mesh and a brushed aluminium plinth. Each car is numbered on the underside.',
    specs: {
      Scale: '1:18',
      Length: '25 cm',
      Edition: 'Numbered, 1,000 pieces',
      'Release year': '2026',
    },
    palette: ['#cfa64a', '#1c1c1f', '#b51f2a'],
    variant: 0,
    decal: '1',
  },
  {
    id: 'prd-018',
    slug: 'apex-track-day-lime-31',
    title: 'Apex Track Day Lime #31',
    price: 11.99,
    stock: 0,
    tags: small,
    description:
      'A club-racer hatchback in lime with a charcoal lower body. Cheap, cheerful and a favourite for custom dioramas.',
    specs: { Scale: '1:64', Length: '6.4 cm', 'Release year': '2024' },
    palette: ['#8bc34a', '#34383f', '#ffffff'],
    variant: 5,
    decal: '31',
  },
]);
