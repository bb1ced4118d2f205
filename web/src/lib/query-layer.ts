import { lazy, type ComponentType } from 'react';

// The home page reads its figures and photos without React Query; every other page and the
// on-demand parts (cart drawer, checkout) load the query client's chunk beside their own.
export const loadQueryClient = () => import('./query-client');

/** A lazy part's component, wrapped in the app's query client once both chunks are here. */
export async function withQueryClient<P extends object>(
  component: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [{ withAppQueryClient }, Component] = await Promise.all([loadQueryClient(), component]);
  return withAppQueryClient(Component);
}

/** `lazy()` for a page that uses queries: its chunk and the query client's load together. */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withQueryClient(load()).then((component) => ({ default: component })));
}
