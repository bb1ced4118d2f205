// Modal dialogs sit in the browser's top layer and make the rest of the page inert, so
// anything that must stay visible and usable above them (notifications) is rendered
// inside the top-most one. This keeps track of which that is.
import { useSyncExternalStore } from 'react';

let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => {
    listener();
  });
}

export function pushDialog(dialog: HTMLDialogElement): void {
  stack = [...stack.filter((d) => d !== dialog), dialog];
  emit();
}

export function popDialog(dialog: HTMLDialogElement): void {
  stack = stack.filter((d) => d !== dialog);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const topDialog = () => stack.at(-1) ?? null;

/** The modal dialog opened last and still open, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null);
}
