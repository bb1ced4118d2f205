import { lazy, type ComponentType } from 'react';

/**
 * `lazy()` for a page that can be the first one a visit shows. `preload()` asks for its chunk as
 * the app starts (the app renders once it settles); from then on the page renders at once.
 * Through `lazy()` alone its first render would suspend even with the chunk loaded (the browser
 * settles a loaded chunk's `import()` in a later task), and React would commit the page loader
 * in place of the static first paint (index.html's hero, the server's first block) for a while.
 */
export function firstPageLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const preload = () =>
    load().then((component) => {
      Loaded = component;
    });
  return Object.assign(Page, { preload });
}
