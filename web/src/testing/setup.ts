// Runs before every web test file (vitest.config.ts, project `web`): jest-dom matchers, and
// after each test a clean page, real timers, no stubs or spies, fresh stores and storage,
// so no test depends on what an earlier one left behind. The files of a worker share one
// module registry and one happy-dom page (isolate: false, much faster than a fresh worker per
// file): each file starts from fresh modules, and ends leaving a blank page at the start URL.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';

// findBy*/waitFor wait up to 3 s (not 1 s): lazy chunks resolve in happy-dom on a 2-core machine
// that also runs the other suites, and a slow import is not a failure. Nothing passes that
// would not pass on a fast machine.
configure({ asyncUtilTimeout: 3_000 });

// Fresh app modules for this file (its vi.mock calls apply; the stores, caches and the page
// language read from the URL at import are new); packages from node_modules stay loaded.
vi.resetModules();
const startUrl = location.href;

// Every zustand store (session, cart, wishlist, …) registers how to go back to its initial
// state, so the tests need not know which global stores exist (zustand's testing guide).
const storeResets = vi.hoisted(() => new Set<() => void>());

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const createResettable = (initializer: Zustand.StateCreator<object>) => {
    const store = zustand.create(initializer);
    const initialState = store.getInitialState();
    storeResets.add(() => {
      store.setState(initialState, true);
    });
    return store;
  };
  // Both forms of zustand's create: curried `create<T>()(initializer)` and `create(initializer)`.
  const create = (initializer?: Zustand.StateCreator<object>) =>
    initializer ? createResettable(initializer) : createResettable;
  return { ...zustand, create: create as typeof zustand.create };
});

// Testing Library moves fake timers along only where it finds Jest's global: without this,
// user-event under vi.useFakeTimers() would wait forever on a timeout nobody fires. Tests
// with fake timers set up user-event with `advanceTimers: vi.advanceTimersByTime`.
Object.assign(globalThis, { jest: { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  for (const reset of storeResets) reset();
  // After the stores: the cart and wishlist write themselves to storage when reset.
  localStorage.clear();
  sessionStorage.clear();
});

// After the file, what a next file in this worker would otherwise find on the shared page.
afterAll(() => {
  history.replaceState(null, '', startUrl);
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  // user-event's clipboard stub, or a test's, over happy-dom's own (a getter of Navigator).
  Reflect.deleteProperty(navigator, 'clipboard');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
