// The structure check on small made-up trees: it must fail on a second owner of a
// collection, on a web feature with too many neighbours and on a cycle, and pass otherwise.
import { describe, expect, it } from 'vitest';
import {
  collectionOwners,
  cycles,
  featureGraph,
  importedFeatures,
  structureProblems,
  type SourceFile,
} from './structure';

const fn = (feature: string, text: string): SourceFile => ({
  path: `functions/src/features/${feature}/${feature}.repository.ts`,
  text,
});
const web = (feature: string, imports: string[]): SourceFile => ({
  path: `web/src/features/${feature}/index.ts`,
  text: imports.map((other, i) => `import { x${i} } from '@/features/${other}';`).join('\n'),
});

describe('collection owners', () => {
  it('when one feature opens a collection and another names it in a document path, then both own it', () => {
    const owners = collectionOwners([
      fn('orders', "const orders = () => db.collection('orders');"),
      fn('loyalty', 'const read = (id: string) => db.doc(`orders/${id}`).get();'),
      {
        path: 'functions/src/index.ts',
        text: "onDocumentWritten({ document: 'orders/{orderId}' }, f);",
      },
    ]);
    expect(owners.get('orders')).toEqual(['index.ts', 'loyalty', 'orders']);
  });

  it('when another feature only uses a route or a word that merely starts like the name, then it does not own it', () => {
    const owners = collectionOwners([
      fn('orders', "const orders = () => db.collection('orders');"),
      fn('admin', "router.get('/api/orders', h); log('ordersRead'); const t = 'orders are fine';"),
    ]);
    expect(owners.get('orders')).toEqual(['orders']);
  });

  it('when a second feature names a collection, then the check reports it', () => {
    const problems = structureProblems(
      [
        fn('coupons', "db.collection('coupons')"),
        fn('auth', "db.collection('coupons').where('uid', '==', uid)"),
      ],
      [],
    );
    expect(problems).toEqual([
      "collection 'coupons' is named by auth, coupons: keep it in one owner",
    ]);
  });
});

describe('web feature graph', () => {
  it('reads alias, relative and dynamic imports of other features, not of its own', () => {
    const file: SourceFile = {
      path: 'web/src/features/account/components/page.tsx',
      text: [
        "import { useCart } from '@/features/cart';",
        "import { Row } from '../../orders';",
        "const load = () => import('@/features/wishlist/shell');",
        "import { Own } from '@/features/account/api/own';",
        "import { Button } from '@/components/ui/button';",
      ].join('\n'),
    };
    expect(importedFeatures(file)).toEqual(['cart', 'orders', 'wishlist']);
  });

  it('when a feature imports four others, then the check reports it; three pass', () => {
    const three = [web('checkout', ['cart', 'catalog', 'orders'])];
    expect(structureProblems([], three)).toEqual([]);
    const four = [web('checkout', ['cart', 'catalog', 'orders', 'loyalty'])];
    expect(structureProblems([], four)).toEqual([
      "web feature 'checkout' imports 4 features (cart, catalog, loyalty, orders); at most 3: compose in app/",
    ]);
  });

  it('when features import in a loop, then the check reports the cycle once', () => {
    const graph = featureGraph([
      web('catalog', ['wishlist']),
      web('wishlist', ['cart']),
      web('cart', ['catalog']),
    ]);
    expect(cycles(graph)).toEqual([['cart', 'catalog', 'wishlist', 'cart']]);
    expect(structureProblems([], [web('a', ['b']), web('b', ['a'])])).toEqual([
      'web features import in a cycle: a -> b -> a',
    ]);
  });
});
