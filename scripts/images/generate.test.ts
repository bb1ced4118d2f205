import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { products, seedGallery } from '../seed/data';
import { renderAll, writeSeedImages } from './render';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-img-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('seed image generator', () => {
  it('writes two SVGs per product and one per gallery item', () => {
    const dir = tempDir();
    const stats = writeSeedImages(dir);
    const productFiles = readdirSync(join(dir, 'products'));
    const galleryFiles = readdirSync(join(dir, 'gallery'));
    expect(productFiles).toHaveLength(products.length * 2);
    for (const p of products) {
      expect(productFiles).toContain(`${p.slug}-1.svg`);
      expect(productFiles).toContain(`${p.slug}-2.svg`);
    }
    expect(galleryFiles.sort()).toEqual(seedGallery.map((g) => `${g.item.id}.svg`).sort());
    expect(stats.written).toBe(products.length * 2 + seedGallery.length);
  });

  it('produces small, well-formed-looking SVGs with the declared sizes', () => {
    for (const file of renderAll()) {
      expect(file.svg.startsWith('<svg'), file.path).toBe(true);
      expect(file.svg.trimEnd().endsWith('</svg>'), file.path).toBe(true);
      expect(file.svg, file.path).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(Buffer.byteLength(file.svg), file.path).toBeLessThan(12 * 1024);
      expect(file.svg, file.path).not.toMatch(/NaN|undefined|<image/);
    }
    for (const g of seedGallery) {
      const svg = renderAll().find((f) => f.path === `gallery/${g.item.id}.svg`)?.svg ?? '';
      expect(svg).toContain(`viewBox="0 0 ${String(g.item.width)} ${String(g.item.height)}"`);
    }
  });

  it('is deterministic and idempotent', () => {
    expect(renderAll()).toEqual(renderAll());
    const dir = tempDir();
    writeSeedImages(dir);
    const file = join(dir, 'products', `${products[0]?.slug ?? ''}-1.svg`);
    const before = readFileSync(file, 'utf8');
    const mtime = statSync(file).mtimeMs;
    const again = writeSeedImages(dir);
    expect(again.written).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });
});
