import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`: a search asks the server once per
 * pause in typing, not once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/** A search field's text, and the trimmed search it stands for once typing pauses. */
export function useSearchText(): { text: string; setText: (text: string) => void; q: string } {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  return { text, setText, q };
}
