import { useId, type ReactNode } from 'react';
import { ADMIN_SEARCH_MAX } from '@contract/admin-search';
import { QueryState, type QueryStatus } from './query-state';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A labelled search field (role `searchbox`) over an admin list. Clearing it (the field's
 * own ✕ or Escape) hands back '', which returns the list to normal.
 */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="field admin-search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={value}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

interface SearchableListProps<T> {
  /** What the list holds, plural and lower case: 'users'. */
  noun: string;
  placeholder: string;
  /** What is typed, and the search that went out for it ('' : the whole list). */
  text: string;
  onTextChange: (text: string) => void;
  q: string;
  query: QueryStatus<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * An admin list with its search box over it: the list's loading, error and empty states,
 * said of the search while one is shown ('Searching...', 'No users match “ann”.').
 */
export function SearchableList<T>({
  noun,
  placeholder,
  text,
  onTextChange,
  q,
  query,
  isEmpty,
  children,
}: SearchableListProps<T>) {
  return (
    <>
      <SearchBox
        label={`Search ${noun}`}
        placeholder={placeholder}
        value={text}
        onChange={onTextChange}
      />
      <QueryState
        query={query}
        loadingLabel={q === '' ? undefined : 'Searching...'}
        empty={
          <p className="empty-state muted">
            {q === '' ? `No ${noun} yet.` : `No ${noun} match “${q}”.`}
          </p>
        }
        isEmpty={isEmpty}
      >
        {children}
      </QueryState>
    </>
  );
}
