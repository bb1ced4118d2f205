// Who owns what, counted from the source: which functions feature names each Firestore
// collection, and which web features import which. `scripts/check-structure.ts` fails the
// build when a collection has two owners, or when the web feature graph has a cycle or a
// feature that leans on more than `MAX_FEATURE_DEPENDENCIES` others.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FEATURE_DEPENDENCIES = 3;

/** A source file as the checks see it: its path from the repository root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** Every non-test TypeScript file under `dir` (relative to `root`). */
export function readSources(root: string, dir: string): SourceFile[] {
  const entries = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => ({
      path: file.split(path.sep).join('/'),
      text: readFileSync(path.join(root, file), 'utf8'),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The string literals of a file, template heads included (`orders/${id}` gives `orders/`). */
function stringLiterals(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The collections a file opens by a literal name: `.collection('x')` and `.collectionGroup('x')`. */
export function openedCollections(file: SourceFile): string[] {
  const names = [...file.text.matchAll(/\.collection(?:Group)?\(\s*['"`]([A-Za-z][\w-]*)['"`]/g)];
  return names.map((match) => match[1] as string);
}

/**
 * The owner of a functions file: its feature folder, or the top folder (`core`, `api`,
 * `index.ts`) for the rest.
 */
export function functionsOwner(filePath: string): string {
  const parts = filePath.replace(/^functions\/src\//, '').split('/');
  return parts[0] === 'features' ? (parts[1] as string) : (parts[0] as string);
}

/**
 * For each collection, the owners whose code names it: a literal equal to the name, or a
 * document path that starts with it (`'orders/{orderId}'`, `` `orders/${id}` ``). The
 * collections are the ones any file opens by name.
 */
export function collectionOwners(files: SourceFile[]): Map<string, string[]> {
  const collections = new Set(files.flatMap(openedCollections));
  const owners = new Map<string, Set<string>>(
    [...collections].map((name) => [name, new Set<string>()]),
  );
  for (const file of files) {
    for (const literal of stringLiterals(file)) {
      const name = literal.split('/')[0] as string;
      const isName = literal === name || /^[A-Za-z][\w-]*\/(\{|\$|$)/.test(literal);
      if (isName) owners.get(name)?.add(functionsOwner(file.path));
    }
  }
  return new Map([...owners].map(([name, set]) => [name, [...set].sort()]));
}

const WEB_FEATURES = 'web/src/features/';

/** The other web features a file imports, by alias or relative path, statically or by `import()`. */
export function importedFeatures(file: SourceFile): string[] {
  const own = file.path.slice(WEB_FEATURES.length).split('/')[0];
  const specifiers = [...file.text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );
  const features = specifiers.flatMap((specifier) => {
    const target = specifier.startsWith('@/')
      ? `web/src/${specifier.slice(2)}`
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(file.path), specifier)
        : '';
    return target.startsWith(WEB_FEATURES)
      ? [target.slice(WEB_FEATURES.length).split('/')[0] as string]
      : [];
  });
  return [...new Set(features)].filter((feature) => feature !== own).sort();
}

/** Web feature -> the other features it imports. */
export function featureGraph(files: SourceFile[]): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const file of files.filter((f) => f.path.startsWith(WEB_FEATURES))) {
    const feature = file.path.slice(WEB_FEATURES.length).split('/')[0] as string;
    const edges = graph.get(feature) ?? new Set<string>();
    importedFeatures(file).forEach((other) => edges.add(other));
    graph.set(feature, edges);
  }
  return new Map([...graph].sort().map(([feature, edges]) => [feature, [...edges].sort()]));
}

/** Every cycle of the graph, each once, as the path that closes it (`a -> b -> a`). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const loop = [...trail, start];
        const key = [...trail].sort().join(',');
        if (!found.has(key)) found.set(key, loop);
      } else if (!trail.includes(next) && next > start) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found.values()];
}

/** The problems of a tree, one readable line each; an empty list passes. */
export function structureProblems(functionsFiles: SourceFile[], webFiles: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const [name, owners] of collectionOwners(functionsFiles)) {
    if (owners.length > 1)
      problems.push(`collection '${name}' is named by ${owners.join(', ')}: keep it in one owner`);
  }
  const graph = featureGraph(webFiles);
  for (const [feature, edges] of graph) {
    if (edges.length > MAX_FEATURE_DEPENDENCIES) {
      problems.push(
        `web feature '${feature}' imports ${edges.length} features (${edges.join(', ')}); at most ${MAX_FEATURE_DEPENDENCIES}: compose in app/`,
      );
    }
  }
  for (const loop of cycles(graph))
    problems.push(`web features import in a cycle: ${loop.join(' -> ')}`);
  return problems;
}
