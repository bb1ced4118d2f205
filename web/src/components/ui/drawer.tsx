import { useId, type ReactNode } from 'react';
import { m } from '@/i18n/messages';
import { CloseIcon } from './icons';
import { useBackdropClose, useModalDialog } from './use-modal-dialog';
import './drawer.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal panel sliding in from the right, built on the native <dialog>: the browser
 * keeps focus inside and makes the page behind inert. Escape and a click on the dimmed
 * backdrop close it; focus goes back to whatever opened it.
 */
export function Drawer({ open, onClose, title, children, footer, className }: DrawerProps) {
  const dialogRef = useModalDialog(open);
  const backdrop = useBackdropClose(onClose);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={`drawer ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      {...backdrop}
    >
      {open && (
        <div className="drawer__panel">
          <header className="drawer__header">
            <h2 id={titleId} className="drawer__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={m.shell_close()}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </header>
          <div className="drawer__body">{children}</div>
          {footer && <footer className="drawer__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
