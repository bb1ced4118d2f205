import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ExternalIcon } from './icons';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * Opens in a new tab without giving the other site a handle on this one. The accessible
 * name stays the visible text; the arrow icon marks the new tab.
 */
export function ExternalLink({ children, ...rest }: Props) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon size={16} />
    </a>
  );
}
