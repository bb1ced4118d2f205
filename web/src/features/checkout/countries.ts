// Country and region names from `country-region-data` (a maintained list, not typed by
// hand). Only the shipping modal imports this, so the data stays in its lazy chunk.
import { allCountries } from 'country-region-data';
import { pageLocale } from '@/i18n/locale';

export interface CountryOption {
  name: string;
  code: string;
  /** Region names to choose from; empty when the country has none worth a list. */
  regions: string[];
}

export const COUNTRIES: readonly CountryOption[] = allCountries.map(([name, code, regions]) => ({
  name,
  code,
  // A single region is the country itself (Gibraltar, Monaco...): a free-text field fits.
  regions: regions.length > 1 ? regions.map(([regionName]) => regionName) : [],
}));

const byName = new Map(COUNTRIES.map((country) => [country.name, country]));

export function findCountry(name: string): CountryOption | undefined {
  return byName.get(name);
}

export function regionsOf(countryName: string): string[] {
  return byName.get(countryName)?.regions ?? [];
}

const ENGLISH_NAMES = COUNTRIES.map((country) => country.name);

interface RussianNames {
  /** The list's names, sorted by their Russian names. */
  order: string[];
  /** The list's name -> the country's Russian name. */
  label: Map<string, string>;
}

let russian: RussianNames | null = null;

/** Russian names from the browser's own data (`Intl`), worked out once, when first shown. */
function russianNames(): RussianNames {
  if (russian) return russian;
  const display = new Intl.DisplayNames('ru', { type: 'region' });
  const nameOf = (country: CountryOption) => {
    try {
      return display.of(country.code) ?? country.name;
    } catch {
      return country.name;
    }
  };
  const label = new Map(COUNTRIES.map((country) => [country.name, nameOf(country)]));
  const collator = new Intl.Collator('ru');
  const order = [...ENGLISH_NAMES].sort((a, b) =>
    collator.compare(label.get(a) ?? a, label.get(b) ?? b),
  );
  russian = { order, label };
  return russian;
}

/**
 * The country list's values in the order the page shows them. The value stays the list's
 * (English) name, which orders and profiles store; a Russian page sorts by the Russian names.
 */
export function countryOptions(): readonly string[] {
  return pageLocale() === 'ru' ? russianNames().order : ENGLISH_NAMES;
}

/** A country as the page names it: `Russian Federation` reads `Россия` on a Russian page. */
export function countryLabel(name: string): string {
  return pageLocale() === 'ru' ? (russianNames().label.get(name) ?? name) : name;
}
