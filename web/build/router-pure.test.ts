import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './router-pure';

// The installed react-router's production file that defines its components.
const folder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const components = readdirSync(folder)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(path.join(folder, file), 'utf8'))
  .find((code) => code.includes('var Form = '));

describe("react-router's unused components tree-shake", () => {
  it('when the router is built, then its components are pure and unnamed', () => {
    expect(components).toBeDefined();
    const marked = markRouterPure(components ?? '');
    // Should react-router change how it writes them, the first load grows: this says so.
    expect(marked).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
    expect(marked.split('\n')).toHaveLength((components ?? '').split('\n').length);
  });

  it('when a name is given inside a function, then it stays', () => {
    const code = 'function f() {\n  Form2.displayName = "x";\n}\nvar A = React.forwardRef(g);';
    expect(markRouterPure(code)).toBe(
      'function f() {\n  Form2.displayName = "x";\n}\nvar A = /* @__PURE__ */ React.forwardRef(g);',
    );
  });
});
