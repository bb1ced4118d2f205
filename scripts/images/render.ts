// Turns the seed data into SVG files. Pure except for `writeSeedImages`, which only
// rewrites files whose content changed so dev servers do not reload needlessly.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedGalleryItem, SeedProduct } from '../seed/data';
import { seedGallery, seedProducts } from '../seed/data';
import { galleryImage } from './gallery';
import type { SceneToy } from './gallery';
import { boxShot } from './packaging';
import { heroShot } from './product-shots';

export interface RenderedFile {
  /** Relative to the output directory, e.g. `products/<slug>-1.svg`. */
  path: string;
  svg: string;
}

export function renderProduct(p: SeedProduct): RenderedFile[] {
  const { slug, title, tags } = p.product;
  return [
    { path: `products/${slug}-1.svg`, svg: heroShot(slug, p.art) },
    {
      path: `products/${slug}-2.svg`,
      svg: boxShot(slug, p.art, {
        title,
        series: p.line.series,
        brand: p.line.brand,
        badge: p.line.badge,
        boxColor: p.line.boxColor,
        limited: tags.includes('Limited edition'),
      }),
    },
  ];
}

export function renderGalleryItem(
  g: SeedGalleryItem,
  all: SeedProduct[] = seedProducts,
): RenderedFile {
  const toys: SceneToy[] = g.slugs.map((slug) => {
    const p = all.find((x) => x.product.slug === slug);
    if (!p) throw new Error(`gallery ${g.item.id} refers to unknown product ${slug}`);
    return { slug, art: p.art };
  });
  return {
    path: `gallery/${g.item.id}.svg`,
    svg: galleryImage(g.item.id, g.scene, g.item.width, g.item.height, toys),
  };
}

export function renderAll(): RenderedFile[] {
  return [...seedProducts.flatMap(renderProduct), ...seedGallery.map((g) => renderGalleryItem(g))];
}

/**
 * Writes every seed image under `outDir` and deletes stale SVGs in its `products/` and
 * `gallery/` folders (renamed slugs), which only ever hold generated files.
 */
export function writeSeedImages(outDir: string): {
  written: number;
  unchanged: number;
  removed: number;
} {
  const files = renderAll();
  const wanted = new Set(files.map((f) => f.path));
  const stats = { written: 0, unchanged: 0, removed: 0 };
  for (const sub of ['products', 'gallery']) {
    const dir = join(outDir, sub);
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.svg') && !wanted.has(`${sub}/${name}`)) {
        rmSync(join(dir, name));
        stats.removed += 1;
      }
    }
  }
  for (const file of files) {
    const target = join(outDir, file.path);
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === file.svg) {
      stats.unchanged += 1;
    } else {
      writeFileSync(target, file.svg);
      stats.written += 1;
    }
  }
  return stats;
}
