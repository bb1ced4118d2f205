import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, regionsOf } from './countries';

describe('countries', () => {
  it('offers every country once, with regions for many', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.filter((c) => c.regions.length > 0).length).toBeGreaterThanOrEqual(90);
  });

  it('gives a country its regions, and none where the only region is the country', () => {
    expect(regionsOf('United States')).toContain('California');
    expect(regionsOf('Canada')).toContain('Ontario');
    expect(regionsOf('Gibraltar')).toEqual([]);
    expect(regionsOf('Atlantis')).toEqual([]);
    expect(findCountry('Germany')?.code).toBe('DE');
  });
});
