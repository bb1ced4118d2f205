import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstData } from './preload-first-data';

const preloads = () => document.head.querySelectorAll('link[rel="preload"][href="/api/products"]');

describe('preloadFirstData', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('when the catalogue starts, then its product list is preloaded with cookies', () => {
    preloadFirstData('/catalog');
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]).toHaveAttribute('crossorigin', 'use-credentials');
  });

  it('when the server-filled head preloads the list already, then no second request is started', () => {
    document.head.innerHTML =
      '<link rel="preload" href="/api/products" as="fetch" crossorigin="use-credentials" />';
    preloadFirstData('/catalog');
    expect(preloads()).toHaveLength(1);
  });

  it('when another page starts, then nothing is preloaded', () => {
    preloadFirstData('/');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
