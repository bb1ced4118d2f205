import { useEffect, useRef } from 'react';
import { readCheckoutDraft, writeCheckoutDraft } from '@/lib/checkout-draft-storage';
import { GUEST_KEY, readStored, STORAGE_PREFIX, writeStored } from '@/lib/storage';
import type { SessionUser } from '@/lib/session-store';
import {
  isShippingDraft,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingForm,
} from './shipping-form';

/** Drafts are kept per user e-mail, or under the guest key when signed out. */
export const draftKeyFor = (user: SessionUser | null) => user?.email || GUEST_KEY;

export function readShippingDraft(draftKey: string): Partial<ShippingForm> | null {
  return readCheckoutDraft(draftKey, isShippingDraft);
}

/**
 * Saves the address part on this device and the passport part for this tab only (see
 * `lib/checkout-draft-storage.ts`); `keepPassport: false` drops the passport part.
 */
export function saveShippingDraft(
  draftKey: string,
  form: ShippingForm,
  options?: { keepPassport?: boolean },
): void {
  writeCheckoutDraft(draftKey, form, options);
}

const typedKey = (draftKey: string) => `${STORAGE_PREFIX}checkout-typed:${draftKey || GUEST_KEY}`;

const isFieldList = (value: unknown): value is ShippingField[] =>
  Array.isArray(value) &&
  value.every((field) => (SHIPPING_FIELDS as readonly unknown[]).includes(field));

/**
 * The fields the shopper typed in this tab (names only, in sessionStorage): the profile
 * never overwrites them when the form opens again.
 */
export function readTypedFields(draftKey: string): ShippingField[] {
  return readStored<ShippingField[]>(typedKey(draftKey), isFieldList, [], 'session');
}

export function writeTypedFields(draftKey: string, fields: readonly ShippingField[]): void {
  writeStored(typedKey(draftKey), fields, 'session');
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
