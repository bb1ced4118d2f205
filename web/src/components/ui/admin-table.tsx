import type { ReactNode } from 'react';
import './admin-table.css';

/**
 * A table that scrolls sideways on narrow screens (the admin screens' lists). The wrapper is
 * a named, focusable region so keyboard users can scroll it too.
 */
export function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">{children}</table>
    </div>
  );
}
