import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The `{error}` texts the API's code can throw, read from its source (for the test that each
 * has a Russian text, core/error-language.test.ts). Found: `new AppError(code, message, …)`
 * and the helpers that make one from a message (`notFound`, `badRequest`, …). A message is
 * followed through string and template literals (each `${…}` becomes a sample value),
 * conditionals, `??` fallbacks, constants (the file's own first, then any file's) and
 * arrow functions returning a text. What cannot be followed (a zod issue, a joined list) is
 * left out: those texts come through the error table's patterns.
 */

/** What stands for each `${…}` of a template: a digit string fits both `\d+` and `.+`. */
export const SAMPLE = '7';

/** Helpers that make an AppError from a message, and the message's argument index. */
const HELPERS: Record<string, number> = {
  notFound: 0,
  badRequest: 0,
  conflict: 0,
  unauthenticated: 0,
  tooManyRequests: 1,
};

export interface FoundMessage {
  /** `functions/src`-relative path and line. */
  at: string;
  message: string;
}

type Declarations = Map<string, ts.Expression[]>;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every `name = value` of a file: constants, and parameters' defaults. A parameter without
 * one is known by name with no value, so a helper's `message` is not looked for elsewhere.
 */
function declarationsOf(file: ts.SourceFile): Declarations {
  const found: Declarations = new Map();
  const visit = (node: ts.Node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && ts.isIdentifier(node.name)) {
      const values = found.get(node.name.text) ?? [];
      found.set(node.name.text, node.initializer ? [...values, node.initializer] : values);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The texts an expression can be, as far as the source tells; [] when it cannot be followed. */
function textsOf(
  expr: ts.Expression,
  own: Declarations,
  all: Declarations,
  seen: ReadonlySet<string> = new Set(),
): string[] {
  const again = (e: ts.Expression, s = seen) => textsOf(e, own, all, s);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) {
    return [expr.head.text + expr.templateSpans.map((span) => SAMPLE + span.literal.text).join('')];
  }
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return again(expr.expression);
  if (ts.isConditionalExpression(expr)) return [...again(expr.whenTrue), ...again(expr.whenFalse)];
  if (
    ts.isBinaryExpression(expr) &&
    expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  ) {
    return again(expr.right);
  }
  if (ts.isArrowFunction(expr) && !ts.isBlock(expr.body)) return again(expr.body);
  if (ts.isObjectLiteralExpression(expr)) {
    return expr.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? again(p.initializer) : []));
  }
  // `TEXTS.key`: every text of the object (a table of messages).
  if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
    return again(expr.expression);
  }
  const name = ts.isIdentifier(expr)
    ? expr.text
    : ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)
      ? expr.expression.text
      : null;
  if (name === null || seen.has(name)) return [];
  const values = own.get(name) ?? all.get(name) ?? [];
  return values.flatMap((value) => again(value, new Set([...seen, name])));
}

/** zod's checks whose last argument (a string) is the message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'date',
  'datetime',
  'refine',
]);

/** A zod issue's message written in a contract schema: `.min(1, '…')`, `{ message: '…' }`. */
function zodMessage(node: ts.Node): ts.Expression | null {
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
    const last = node.arguments[node.arguments.length - 1];
    if (name && ZOD_CHECKS.has(name) && last && !ts.isObjectLiteralExpression(last)) {
      return ts.isStringLiteral(last) ||
        ts.isTemplateExpression(last) ||
        ts.isIdentifier(last) ||
        ts.isPropertyAccessExpression(last)
        ? last
        : null;
    }
  }
  if (
    ts.isPropertyAssignment(node) &&
    ts.isIdentifier(node.name) &&
    ['message', 'error'].includes(node.name.text) &&
    !ts.isObjectLiteralExpression(node.initializer)
  ) {
    return node.initializer;
  }
  return null;
}

/** The message argument of an AppError made here, or null. */
function messageArgument(node: ts.Node): ts.Expression | null {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    return node.expression.text === 'AppError' ? (node.arguments?.[1] ?? null) : null;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const index = HELPERS[node.expression.text];
    return index === undefined ? null : (node.arguments[index] ?? null);
  }
  return null;
}

/**
 * Every message the source under `root` can throw, except in the files `excluded` says; for
 * the contract's files, the messages its zod schemas give (a 400 says `field: message`).
 */
export function appErrorMessages(
  root: string,
  excluded: (path: string) => boolean,
): FoundMessage[] {
  const files = tsFiles(root).map((path) =>
    ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const all: Declarations = new Map();
  const own = new Map<ts.SourceFile, Declarations>();
  for (const file of files) {
    const declarations = declarationsOf(file);
    own.set(file, declarations);
    for (const [name, values] of declarations) all.set(name, [...(all.get(name) ?? []), ...values]);
  }
  const found: FoundMessage[] = [];
  for (const file of files) {
    const path = relative(root, file.fileName);
    if (excluded(path)) continue;
    const visit = (node: ts.Node) => {
      const argument =
        messageArgument(node) ?? (path.startsWith('contract/') ? zodMessage(node) : null);
      if (argument) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        for (const message of textsOf(
          argument,
          own.get(file) ?? new Map<string, ts.Expression[]>(),
          all,
        )) {
          found.push({ at: `${path}:${String(line)}`, message });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
