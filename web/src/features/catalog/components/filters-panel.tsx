import { useId } from 'react';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import type { CatalogFilters } from '../catalog-filter';
import type { CatalogState } from '../catalog-params';

interface FiltersPanelProps {
  id: string;
  hidden: boolean;
  state: CatalogState;
  filters: CatalogFilters;
  ceiling: number;
  tags: readonly string[];
  onChange: (patch: Partial<CatalogState>) => void;
}

interface PriceSliderProps {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

function PriceSlider({ label, value, max, onChange }: PriceSliderProps) {
  const id = useId();
  return (
    <div className="range-field">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id}>{formatPrice(value)}</output>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-valuetext={formatPrice(value)}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      />
    </div>
  );
}

export function FiltersPanel({
  id,
  hidden,
  state,
  filters,
  ceiling,
  tags,
  onChange,
}: FiltersPanelProps) {
  const lowId = useId();

  const setMin = (value: number) => {
    // The thumbs never cross: moving one past the other pushes the other along.
    onChange(value > filters.maxPrice ? { minPrice: value, maxPrice: value } : { minPrice: value });
  };
  const setMax = (value: number) => {
    const maxPrice = value >= ceiling ? null : value;
    onChange(value < filters.minPrice ? { minPrice: value, maxPrice } : { maxPrice });
  };
  const toggleTag = (tag: string) => {
    onChange({
      tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag],
    });
  };

  return (
    <div id={id} className="filters-panel" hidden={hidden}>
      <fieldset className="filters-panel__group">
        <legend className="field__label">{m.catalog_price()}</legend>
        <PriceSlider
          label={m.catalog_min_price()}
          value={filters.minPrice}
          max={ceiling}
          onChange={setMin}
        />
        <PriceSlider
          label={m.catalog_max_price()}
          value={filters.maxPrice}
          max={ceiling}
          onChange={setMax}
        />
      </fieldset>

      <div className="filters-panel__group">
        <div className="check-field">
          <input
            id={lowId}
            type="checkbox"
            checked={state.lowStockOnly}
            onChange={(event) => {
              onChange({ lowStockOnly: event.target.checked });
            }}
          />
          <label htmlFor={lowId}>{m.catalog_low_stock_only()}</label>
        </div>
        <p className="muted filters-panel__hint">{m.catalog_low_stock_hint()}</p>
      </div>

      {tags.length > 0 && (
        <fieldset className="filters-panel__group filters-panel__tags">
          <legend className="field__label">{m.catalog_tags()}</legend>
          <ul className="chips">
            {tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={state.tags.includes(tag)}
                  onClick={() => {
                    toggleTag(tag);
                  }}
                >
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
