// Country and region names from `country-region-data` (a maintained list, not typed by
// hand). Only the shipping modal imports this, so the data stays in its lazy chunk.
import { allCountries } from 'country-region-data';

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
