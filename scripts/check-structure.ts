// One owner for each stored thing, and a web feature graph without cycles or hubs: see
// scripts/lib/structure.ts. Run by `npm test` (`npm run check:structure`).
import path from 'node:path';
import { featureGraph, readSources, structureProblems } from './lib/structure';

const root = path.join(import.meta.dirname, '..');
const functionsFiles = readSources(root, 'functions/src');
const webFiles = readSources(root, 'web/src');
const problems = structureProblems(functionsFiles, webFiles);

if (process.argv.includes('--graph')) {
  for (const [feature, edges] of featureGraph(webFiles))
    console.log(`${feature} -> ${edges.join(', ')}`);
}
if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  'Structure: every collection has one owner; the web feature graph has no cycle and no hub.',
);
