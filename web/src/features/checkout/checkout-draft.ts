import { useEffect, useRef } from 'react';
import { GUEST_KEY, readCheckoutDraft, writeCheckoutDraft } from '@/lib/storage';
import type { SessionUser } from '@/lib/session-store';
import { isShippingDraft, type ShippingForm } from './shipping-form';

/** Drafts are kept per user e-mail, or under the guest key when signed out. */
export const draftKeyFor = (user: SessionUser | null) => user?.email || GUEST_KEY;

export function readShippingDraft(draftKey: string): Partial<ShippingForm> | null {
  return readCheckoutDraft(draftKey, isShippingDraft);
}

export function saveShippingDraft(draftKey: string, form: ShippingForm): void {
  writeCheckoutDraft(draftKey, form);
}

export const DRAFT_SAVE_DELAY_MS = 400;

/** Saves the form as the shopper types (debounced), and once more when the form closes. */
export function useDraftAutosave(draftKey: string, form: ShippingForm): void {
  const pending = useRef<ShippingForm | null>(null);
  const first = useRef(true);

  useEffect(() => {
    // The opening values came from the draft (or the user): nothing new to save.
    if (first.current) {
      first.current = false;
      return;
    }
    pending.current = form;
    const timer = setTimeout(() => {
      saveShippingDraft(draftKey, form);
      pending.current = null;
    }, DRAFT_SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draftKey, form]);

  useEffect(
    () => () => {
      if (pending.current) saveShippingDraft(draftKey, pending.current);
      pending.current = null;
    },
    [draftKey],
  );
}
