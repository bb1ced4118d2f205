import { useId, type ReactNode } from 'react';
import { m } from '@/i18n/messages';
import { CloseIcon } from './icons';
import { useBackdropClose, useModalDialog } from './use-modal-dialog';
import './modal.css';

interface ModalProps {
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** While true (an action is under way), Escape, the backdrop and the close button do nothing. */
  locked?: boolean;
}

/**
 * A centred modal window on the native <dialog>, open while mounted (mount it lazily).
 * Like the drawer: focus stays inside, Escape and the backdrop close it, and focus goes
 * back to whatever opened it.
 */
export function Modal({ onClose, title, children, footer, className, locked = false }: ModalProps) {
  const dialogRef = useModalDialog(true);
  const titleId = useId();
  const requestClose = () => {
    if (!locked) onClose();
  };
  const backdrop = useBackdropClose(requestClose);

  return (
    <dialog
      ref={dialogRef}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      {...backdrop}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={m.shell_close()}
            disabled={locked}
            onClick={requestClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
