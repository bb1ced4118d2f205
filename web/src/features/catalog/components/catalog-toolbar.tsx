import { useId, useState } from 'react';
import { FilterIcon, SearchIcon } from '@/components/ui/store-icons';
import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';
import { SORT_OPTIONS, isSortKey, type CatalogFilters } from '../catalog-filter';
import { activeFilterCount, type CatalogState } from '../catalog-params';
import { FiltersPanel } from './filters-panel';

interface CatalogToolbarProps {
  state: CatalogState;
  filters: CatalogFilters;
  ceiling: number;
  tags: readonly string[];
  resultCount: number;
  onChange: (patch: Partial<CatalogState>) => void;
}

export function CatalogToolbar(props: CatalogToolbarProps) {
  const { state, resultCount, onChange } = props;
  const active = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const panelId = useId();
  const searchId = useId();
  const sortId = useId();

  return (
    <div className="catalog-toolbar">
      <div className="catalog-toolbar__row">
        <div className="search-field">
          <label htmlFor={searchId} className="visually-hidden">
            {m.catalog_search_label()}
          </label>
          <SearchIcon className="search-field__icon" />
          <input
            id={searchId}
            className="input search-field__input"
            type="search"
            placeholder={m.catalog_search_label()}
            autoComplete="off"
            enterKeyHint="search"
            value={state.query}
            onChange={(event) => {
              onChange({ query: event.target.value });
            }}
          />
        </div>
        <button
          type="button"
          className="button button--ghost catalog-toolbar__filters"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => {
            setFiltersOpen((open) => !open);
          }}
        >
          <FilterIcon />
          {m.catalog_filters()}
          {active > 0 && (
            <span className="filter-count">
              {active}
              <span className="visually-hidden">
                {' '}
                {m.catalog_filters_active({ count: active })}
              </span>
            </span>
          )}
        </button>
        <div className="sort-field">
          <label htmlFor={sortId} className="sort-field__label">
            {m.catalog_sort_label()}
          </label>
          <select
            id={sortId}
            className="select"
            value={state.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSortKey(sort)) onChange({ sort });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <FiltersPanel {...props} id={panelId} hidden={!filtersOpen} />

      <p className="catalog-toolbar__count" role="status">
        {m.catalog_items({ count: resultCount, shown: formatNumber(resultCount) })}
      </p>
    </div>
  );
}
