import type { Review } from '@contract/review';

/** Approved store reviews shown on /reviews. No images: uploads are exercised by tests. */
export const reviews: Review[] = [
  {
    id: 'rev-001',
    name: 'Maya Rodriguez',
    email: 'maya.r@example.com',
    rating: 5,
    title: 'Packed like a museum piece',
    comment:
      'My Titan Frame Vanguard arrived in four days, double-boxed with foam corners. The box is mint, which matters a lot to me as a collector. Will order again.',
    images: [],
    createdAt: '2026-01-18T14:12:00.000Z',
    status: 'approved',
    helpfulVotes: 24,
    unhelpfulVotes: 1,
  },
  {
    id: 'rev-002',
    name: 'Daniel Okafor',
    email: 'd.okafor@example.com',
    rating: 4,
    title: 'Great die-cast, slow restock',
    comment:
      'The Apex GT3 is a gem for the price, crisp printing and real rubber tyres. I had to wait two weeks for the rally car to come back in stock, hence four stars.',
    images: [],
    createdAt: '2026-02-03T09:40:00.000Z',
    status: 'approved',
    helpfulVotes: 11,
    unhelpfulVotes: 2,
  },
  {
    id: 'rev-003',
    name: 'Hannah Lee',
    email: 'hannah.lee@example.com',
    rating: 5,
    title: 'Bramble is the softest bear I own',
    comment:
      'Bought the honey bear for my niece and ended up ordering a second one for myself. Support answered my gift-wrap question within a few hours.',
    images: [],
    createdAt: '2026-02-21T18:05:00.000Z',
    status: 'approved',
    helpfulVotes: 17,
    unhelpfulVotes: 0,
  },
  {
    id: 'rev-004',
    name: 'Lukas Berger',
    email: 'lukas.berger@example.com',
    rating: 3,
    title: 'Nice train, box a bit dented',
    comment:
      'The Coastal Tank Engine runs smoothly and the paint is lovely. The outer carton had a dented corner after international shipping, though the model itself was fine.',
    images: [],
    createdAt: '2026-03-09T11:27:00.000Z',
    status: 'approved',
    helpfulVotes: 6,
    unhelpfulVotes: 3,
  },
  {
    id: 'rev-005',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    rating: 5,
    title: 'Found my secret chase!',
    comment:
      'I had been hunting the golden Pocket Pals chase figure for months. It came with a certificate and a protective case. Fast shipping and a lovely handwritten note.',
    images: [],
    createdAt: '2026-04-02T20:48:00.000Z',
    status: 'approved',
    helpfulVotes: 31,
    unhelpfulVotes: 1,
  },
];
