// CLI: npx tsx scripts/images/generate.ts [outDir]   (default web/public/img/seed)
import { resolve } from 'node:path';
import { writeSeedImages } from './render';

const outDir = resolve(process.argv[2] ?? 'web/public/img/seed');
const started = Date.now();
try {
  const { written, unchanged, removed } = writeSeedImages(outDir);
  console.log(
    `Seed images in ${outDir}: ${String(written)} written, ${String(unchanged)} unchanged, ${String(removed)} removed (${String(Date.now() - started)} ms)`,
  );
} catch (err) {
  console.error('Image generation failed:', err);
  process.exitCode = 1;
}
