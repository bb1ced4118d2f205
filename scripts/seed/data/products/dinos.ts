import type { ProductLine } from '../define';
import { defineProducts, LIMITED } from '../define';

const line: ProductLine = {
  series: 'Stomp Squad',
  brand: 'Fossil Pop Studio',
  archetype: 'dino',
  tags: ['Soft vinyl', 'Dinosaur'],
  specs: {
    Material: 'Soft vinyl (sofubi)',
    Manufacturer: 'Fossil Pop Studio',
    Age: '6+',
  },
  boxColor: '#2f5d3a',
  badge: 'VINYL',
};

export const dinoProducts = defineProducts(line, [
  {
    id: 'prd-019',
    slug: 'stomp-squad-rexy-the-tyrant',
    title: 'Stomp Squad Rexy the Tyrant',
    price: 39.99,
    stock: 11,
    description:
      'Rexy is the loudest member of the squad: leaf-green vinyl, a butter-yellow belly and orange back spikes. Hand-sprayed spots mean no two figures are exactly alike.',
    specs: { Height: '18 cm', Articulation: 'Head, arms and tail', 'Release year': '2024' },
    palette: ['#5fae4e', '#f2e3a6', '#f08c1e'],
    variant: 0,
  },
  {
    id: 'prd-020',
    slug: 'stomp-squad-steggo-plates',
    title: 'Stomp Squad Steggo Plates',
    price: 36.5,
    stock: 8,
    description:
      'A sandy stegosaur with coral back plates and a spiked tail for defending the shelf. The plates are cast in a softer vinyl so they flex instead of snapping.',
    specs: { Length: '24 cm', Height: '14 cm', 'Release year': '2024' },
    palette: ['#d9a066', '#f7e7c6', '#e4405f'],
    variant: 1,
  },
  {
    id: 'prd-021',
    slug: 'stomp-squad-tricera-tops',
    title: 'Stomp Squad Tricera Tops',
    price: 37.99,
    stock: 0,
    description:
      'A cobalt triceratops with a polka-dotted frill and bone-coloured horns. Restocks of Tops go fast, so sign up to the newsletter to hear first.',
    specs: { Length: '22 cm', Height: '13 cm', 'Release year': '2025' },
    palette: ['#3566c9', '#f3f0e6', '#f2b705'],
    variant: 2,
  },
  {
    id: 'prd-022',
    slug: 'stomp-squad-brachi-longneck',
    title: 'Stomp Squad Brachi Longneck',
    price: 44.99,
    stock: 5,
    description:
      'The tallest of the squad in dusty teal with darker freckles running down its neck. The neck rotates so Brachi can peek over taller figures on the shelf.',
    specs: { Height: '24 cm', Articulation: 'Neck swivel', 'Release year': '2025' },
    palette: ['#4aa39a', '#f1e6c8', '#1f5e58'],
    variant: 3,
  },
  {
    id: 'prd-023',
    slug: 'stomp-squad-glow-rex-midnight',
    title: 'Stomp Squad Glow Rex Midnight',
    price: 54.99,
    stock: 2,
    tags: [LIMITED, 'Glow in the dark'],
    description:
      'Rexy cast in a glow-in-the-dark vinyl with midnight-blue spray and cyan spikes. Leave it under a lamp for ten minutes and it glows for about an hour.',
    specs: { Height: '18 cm', Edition: 'Limited, 1,200 pieces', 'Release year': '2026' },
    palette: ['#27325e', '#c9f2e6', '#39d5e6'],
    variant: 4,
  },
  {
    id: 'prd-024',
    slug: 'stomp-squad-sunset-rex-mini',
    title: 'Stomp Squad Sunset Rex Mini',
    price: 19.99,
    stock: 30,
    description:
      'A pocket-sized Rexy in a tangerine-to-pink fade. Small enough for a desk, sturdy enough for a backpack keychain loop.',
    specs: { Height: '9 cm', Articulation: 'Head', 'Release year': '2026' },
    palette: ['#f77f4d', '#ffe3b3', '#d63f8c'],
    variant: 0,
  },
]);
