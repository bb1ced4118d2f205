import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

// Where each history entry was scrolled to, by its location key (this tab only).
const positions = new Map<string, number>();

/**
 * The declarative router's stand-in for the data router's `<ScrollRestoration>`: a new page
 * starts at the top (or at its `#hash`), Back and Forward return to where the shopper was.
 * A change of the query alone (the catalogue's filters) keeps the scroll position.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === NavigationType.Pop) {
      // The first page of a visit has nothing saved: the browser's own restoring stands.
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new path (or hash) moves the page; `key` changes with the query too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);

  return null;
}
