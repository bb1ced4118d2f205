import { describe, expect, it } from 'vitest';
import { CreateOrderRequestSchema } from './checkout';
import { localePath, StoredLocaleSchema } from './locale';
import { StockAlertRequestSchema } from './stock-alert';

describe('locale', () => {
  it('when a stored document names no language or an unknown one, then it reads as English', () => {
    expect(StoredLocaleSchema.parse(undefined)).toBe('en');
    expect(StoredLocaleSchema.parse('fr')).toBe('en');
    expect(StoredLocaleSchema.parse('ru')).toBe('ru');
  });

  it('when a path is put in a language, then Russian gets the /ru twin and English stays', () => {
    expect(localePath('ru', '/p/owl')).toBe('/ru/p/owl');
    expect(localePath('en', '/p/owl')).toBe('/p/owl');
  });

  it('when a request names a language the store does not have, then it is refused', () => {
    expect(CreateOrderRequestSchema.shape.locale.safeParse('de').success).toBe(false);
    expect(CreateOrderRequestSchema.shape.locale.safeParse('ru').success).toBe(true);
    expect(StockAlertRequestSchema.shape.locale.safeParse('<script>').success).toBe(false);
  });
});
