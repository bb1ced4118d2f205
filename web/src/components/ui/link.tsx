import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

// The app's links, on react-router's own hooks. react-router's `<Link>` carries framework
// mode's prefetching and view transitions (about 2.5 KB gzip of every first load), which a
// declarative router never uses; lint keeps its `Link` and `NavLink` out of the app.

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry (default: only when `to` is where we already are). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An in-app link: a real `href` (with the `/ru` basename), navigated by the router on a plain click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A modified or middle click, or another target, is the browser's (the hook checks).
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A navigation link that says where the shopper is: `aria-current="page"` and the `active`
 * class while the location is `to` or, without `end`, below it (case-insensitive), as
 * react-router's NavLink does.
 */
export function NavLink({ end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
