import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { popDialog, pushDialog } from './dialog-stack';

/**
 * Opens the native <dialog> as a modal while `open` is true: the browser keeps focus
 * inside and makes the page behind inert. On close (or unmount) focus goes back to
 * whatever had it before.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    pushDialog(dialog);
    return () => {
      popDialog(dialog);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus();
    };
  }, [open]);

  return dialogRef;
}

/**
 * Handlers for the <dialog> box, which is the full-screen backdrop (the panel is its
 * child): a click on it closes. A press that starts inside the panel and ends on the
 * backdrop (selecting text in a field, say) does not count.
 */
export function useBackdropClose(onClose: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // Keyboard "clicks" have no pointer press before them; they never hit the backdrop.
      if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
