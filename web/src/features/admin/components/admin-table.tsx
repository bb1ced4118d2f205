import type { ReactNode } from 'react';
import './admin-panels.css';

/**
 * A table that scrolls sideways on narrow screens. The wrapper is a named, focusable
 * region so keyboard users can scroll it too.
 */
export function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">{children}</table>
    </div>
  );
}
