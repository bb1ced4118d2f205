// react-router's build makes its components with `React.forwardRef(...)`, `React.memo(...)`
// and `React.createContext(...)` without a pure annotation, and names them afterwards
// (`Form.displayName = "Form"`). To the bundler both are side effects, so every first load
// carried components the app never renders (`<Form>` and its submit code, about 1.3 KB gzip).
// This marks those calls pure and drops the names (only React's developer tools show them),
// so what the app does not use is left out. Lines are kept, so line numbers stay.
import type { Plugin } from 'vite';

const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const NAMING = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const UNMARKED = /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;

export function markRouterPure(code: string): string {
  return code.replace(NAMING, '').replace(UNMARKED, 'var $1 = /* @__PURE__ */ $2');
}

export function routerPure(): Plugin {
  return {
    name: 'router-pure',
    apply: 'build',
    transform(code, id) {
      return ROUTER_FILE.test(id) ? { code: markRouterPure(code), map: null } : null;
    },
  };
}
