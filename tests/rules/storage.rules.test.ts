import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Storage emulator cannot start on these machines, so storage.rules is checked as text:
 * which operations each `match` block allows, and on what condition.
 */

interface Allow {
  /** The `match` paths enclosing the statement, outermost first. */
  path: string[];
  ops: string[];
  condition: string;
}

/** Comments out; strings are not used in our rules, so `//` always starts a comment. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Every `allow` statement with the `match` blocks it sits in. */
function allowStatements(rules: string): Allow[] {
  const text = withoutComments(rules);
  const token = /match\s+(\S+)\s*\{|allow\s+([\w\s,]+?)\s*(?::\s*if\s+([^;]+))?;|\{|\}/g;
  const stack: (string | null)[] = [];
  const found: Allow[] = [];
  for (const m of text.matchAll(token)) {
    const [whole, matchPath, ops, condition] = m;
    if (matchPath !== undefined) stack.push(matchPath);
    else if (ops !== undefined) {
      found.push({
        path: stack.filter((p): p is string => p !== null),
        ops: ops.split(',').map((op) => op.trim()),
        condition: (condition ?? 'true').trim(),
      });
    } else if (whole === '{') stack.push(null);
    else stack.pop();
  }
  return found;
}

const rules = readFileSync(resolve(import.meta.dirname, '../../storage.rules'), 'utf8');
const statements = allowStatements(rules);
const uploads = (s: Allow) => s.path.at(-1) === '/uploads/{allPaths=**}';
const opsAllowed = statements.filter((s) => s.condition !== 'false');

describe('storage.rules', () => {
  it('when the rules are read, then they are version 2 and sit under the default bucket path', () => {
    expect(rules).toMatch(/^rules_version = '2';/m);
    expect(rules).toMatch(/service firebase\.storage/);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements)
      expect(s.path.slice(0, 2)).toEqual(['/b/{bucket}/o', '/uploads/{allPaths=**}']);
  });

  it('when anyone fetches an uploaded image, then `get` of uploads/** is allowed unconditionally', () => {
    const get = statements.filter((s) => uploads(s) && s.ops.includes('get'));
    expect(get).toEqual([
      { path: ['/b/{bucket}/o', '/uploads/{allPaths=**}'], ops: ['get'], condition: 'true' },
    ]);
  });

  it('when a client lists uploads/, then nothing allows it (no `list`, and no `read` that would include it)', () => {
    const listing = opsAllowed.filter((s) => s.ops.some((op) => op === 'list' || op === 'read'));
    expect(listing).toEqual([]);
    expect(statements.filter((s) => s.ops.includes('list'))).toEqual([
      { path: ['/b/{bucket}/o', '/uploads/{allPaths=**}'], ops: ['list'], condition: 'false' },
    ]);
  });

  it('when a client writes, then nothing allows it anywhere (create, update, delete or write)', () => {
    const writes = opsAllowed.filter((s) =>
      s.ops.some((op) => ['write', 'create', 'update', 'delete'].includes(op)),
    );
    expect(writes).toEqual([]);
    expect(statements.filter((s) => s.ops.includes('write'))).toHaveLength(1);
  });

  it('when anything but get is asked, then no statement allows it', () => {
    expect(opsAllowed.flatMap((s) => s.ops)).toEqual(['get']);
  });

  it('when the parser reads a rule that allows listing, then it reports it (the check can fail)', () => {
    const loose = `service firebase.storage { match /b/{bucket}/o { match /uploads/{p=**} {
      allow read: if true; // includes list
      allow write: if request.auth != null;
    } } }`;
    expect(allowStatements(loose)).toEqual([
      { path: ['/b/{bucket}/o', '/uploads/{p=**}'], ops: ['read'], condition: 'true' },
      {
        path: ['/b/{bucket}/o', '/uploads/{p=**}'],
        ops: ['write'],
        condition: 'request.auth != null',
      },
    ]);
  });
});
