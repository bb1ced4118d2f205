// Product form parsing: adding needs title, price and stock (numeric, not negative); editing
// falls back instead. Pure functions from what the admin typed to the request the contract
// expects, or messages per field.
import type { ProductCreateRequest, ProductPatchRequest } from '@contract/admin-catalog';
import { PURCHASE_LIMIT_MAX, type Product } from '@contract/product';
import { readNumber, splitCommaList } from '@/lib/form-input';
import { parseReleaseTime, releaseTimeText } from './release-time-input';

/** The contract's ceiling for price and stock. */
const MAX_AMOUNT = 1_000_000;

export interface ProductFormValues {
  title: string;
  price: string;
  stock: string;
  /** Comma-separated. */
  tags: string;
  /** Comma-separated URLs. */
  images: string;
  description: string;
  /** The Russian title and description: blank for none (Russian pages show the default). */
  titleRu: string;
  descriptionRu: string;
  /** One 'Key: Value' per line. */
  specs: string;
  /** Purchase limits: blank for no limit. */
  maxPerOrder: string;
  maxPerCustomer: string;
  /** When it goes on sale, local time (release-time-input.ts): blank for now. */
  releaseAt: string;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: ProductFormErrors };

export const emptyProductForm: ProductFormValues = {
  title: '',
  price: '',
  stock: '',
  tags: '',
  images: '',
  description: '',
  titleRu: '',
  descriptionRu: '',
  specs: '',
  maxPerOrder: '',
  maxPerCustomer: '',
  releaseAt: '',
};

/** The form's text for an existing product (the edit form starts from it). */
export function productFormValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    price: product.price.toFixed(2),
    stock: String(product.stock),
    tags: product.tags.join(', '),
    images: product.images.join(', '),
    description: product.description,
    titleRu: product.titleRu ?? '',
    descriptionRu: product.descriptionRu ?? '',
    specs: Object.entries(product.specs)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n'),
    maxPerOrder: product.maxPerOrder === undefined ? '' : String(product.maxPerOrder),
    maxPerCustomer: product.maxPerCustomer === undefined ? '' : String(product.maxPerCustomer),
    releaseAt: releaseTimeText(product.releaseAt),
  };
}

/** One 'Key: Value' per line (split at the first colon); lines lacking either side dropped. */
export function parseSpecs(text: string): Record<string, string> {
  const specs: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (key && value) specs[key] = value;
  }
  return specs;
}

type AmountCheck = { ok: true; value: number } | { ok: false; error: string };

/** Price in dollars, rounded to the cent; not negative. */
export function checkPrice(value: number): AmountCheck {
  if (value < 0) return { ok: false, error: 'Price must not be negative' };
  if (value > MAX_AMOUNT) return { ok: false, error: 'Price is at most 1,000,000' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** Stock is a whole number of pieces; not negative. */
export function checkStock(value: number): AmountCheck {
  if (value < 0) return { ok: false, error: 'Stock must not be negative' };
  if (!Number.isInteger(value)) return { ok: false, error: 'Stock must be a whole number' };
  if (value > MAX_AMOUNT) return { ok: false, error: 'Stock is at most 1,000,000' };
  return { ok: true, value };
}

type LimitCheck = { ok: true; value: number | null } | { ok: false; error: string };

/** A purchase limit: blank is no limit (null, which also clears one on edit), else a whole number >= 1. */
export function parseLimit(text: string): LimitCheck {
  if (!text.trim()) return { ok: true, value: null };
  const value = readNumber(text);
  if (value === null || !Number.isInteger(value) || value < 1) {
    return { ok: false, error: 'A limit must be a whole number of at least 1, or blank' };
  }
  if (value > PURCHASE_LIMIT_MAX) return { ok: false, error: 'A limit is at most 10,000' };
  return { ok: true, value };
}

/** Both limits of the form, with their errors put into `errors`. */
function parseLimits(values: ProductFormValues, errors: ProductFormErrors) {
  const maxPerOrder = parseLimit(values.maxPerOrder);
  if (!maxPerOrder.ok) errors.maxPerOrder = maxPerOrder.error;
  const maxPerCustomer = parseLimit(values.maxPerCustomer);
  if (!maxPerCustomer.ok) errors.maxPerCustomer = maxPerCustomer.error;
  return {
    maxPerOrder: maxPerOrder.ok ? maxPerOrder.value : null,
    maxPerCustomer: maxPerCustomer.ok ? maxPerCustomer.value : null,
  };
}

/** The Russian title and description, trimmed; null when blank. Errors put into `errors`. */
function parseRussian(values: ProductFormValues, errors: ProductFormErrors) {
  const titleRu = values.titleRu.trim();
  if (titleRu.length > 200) errors.titleRu = 'Russian title is at most 200 characters';
  const descriptionRu = values.descriptionRu.trim();
  return { titleRu: titleRu || null, descriptionRu: descriptionRu || null };
}

/** The release time of the form, its error put into `errors`; null when blank (or wrong). */
function parseRelease(values: ProductFormValues, errors: ProductFormErrors): string | null {
  const release = parseReleaseTime(values.releaseAt);
  if (!release.ok) errors.releaseAt = release.error;
  return release.ok ? release.value : null;
}

/** A required amount field: blank or not a number is an error, then `check`. */
export function parseRequiredAmount(
  text: string,
  label: 'Price' | 'Stock',
  check: (value: number) => AmountCheck,
): AmountCheck {
  if (!text.trim()) return { ok: false, error: `${label} is required` };
  const value = readNumber(text);
  if (value === null) return { ok: false, error: `${label} must be a number` };
  return check(value);
}

/**
 * Add product: title, price and stock are required, price and stock numeric and not
 * negative; with any error nothing may be sent. Tags, images and specs are optional.
 */
export function parseProductCreate(values: ProductFormValues): ParseResult<ProductCreateRequest> {
  const errors: ProductFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > 200) errors.title = 'Title is at most 200 characters';

  const price = parseRequiredAmount(values.price, 'Price', checkPrice);
  if (!price.ok) errors.price = price.error;
  const stock = parseRequiredAmount(values.stock, 'Stock', checkStock);
  if (!stock.ok) errors.stock = stock.error;
  const limits = parseLimits(values, errors);
  const releaseAt = parseRelease(values, errors);
  const russian = parseRussian(values, errors);

  if (!price.ok || !stock.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      price: price.value,
      stock: stock.value,
      tags: splitCommaList(values.tags),
      images: splitCommaList(values.images),
      description: values.description.trim(),
      specs: parseSpecs(values.specs),
      // A new product without limits is sent as before: no limit fields at all.
      ...(limits.maxPerOrder === null ? {} : { maxPerOrder: limits.maxPerOrder }),
      ...(limits.maxPerCustomer === null ? {} : { maxPerCustomer: limits.maxPerCustomer }),
      ...(releaseAt === null ? {} : { releaseAt }),
      ...(russian.titleRu === null ? {} : { titleRu: russian.titleRu }),
      ...(russian.descriptionRu === null ? {} : { descriptionRu: russian.descriptionRu }),
    },
  };
}

/** `{ key: value }` when set, `{ key: null }` to clear what the product has, else nothing. */
function clearable<K extends string, V>(
  key: K,
  value: V | null,
  had: V | undefined,
): Partial<Record<K, V | null>> {
  return value !== null || had !== undefined ? ({ [key]: value } as Record<K, V | null>) : {};
}

/**
 * Product edit: a blank title keeps the existing one; a blank or non-numeric price or
 * stock becomes 0, a negative one is refused; lists and specs as for adding. Every field
 * is sent, so the product becomes exactly what the form shows (the slug never changes).
 */
export function parseProductEdit(
  values: ProductFormValues,
  existing: Pick<
    Product,
    'title' | 'maxPerOrder' | 'maxPerCustomer' | 'releaseAt' | 'titleRu' | 'descriptionRu'
  >,
): ParseResult<ProductPatchRequest> {
  const errors: ProductFormErrors = {};
  const title = values.title.trim() || existing.title;
  if (title.length > 200) errors.title = 'Title is at most 200 characters';

  const price = checkPrice(readNumber(values.price) ?? 0);
  if (!price.ok) errors.price = price.error;
  const stock = checkStock(readNumber(values.stock) ?? 0);
  if (!stock.ok) errors.stock = stock.error;
  const limits = parseLimits(values, errors);
  // A limit is sent when set, or as null to clear one the product has; a product that has
  // none and gets none is patched as before.
  const limitPatch = {
    ...clearable('maxPerOrder', limits.maxPerOrder, existing.maxPerOrder),
    ...clearable('maxPerCustomer', limits.maxPerCustomer, existing.maxPerCustomer),
  };
  // Likewise the release time: null clears one, making the product ordinary again.
  const releaseAt = parseRelease(values, errors);
  const releasePatch = releaseAt !== null || existing.releaseAt !== undefined ? { releaseAt } : {};
  // And the Russian texts: null clears one the product has (Russian pages fall back).
  const russian = parseRussian(values, errors);
  const russianPatch = {
    ...clearable('titleRu', russian.titleRu, existing.titleRu),
    ...clearable('descriptionRu', russian.descriptionRu, existing.descriptionRu),
  };

  if (!price.ok || !stock.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      price: price.value,
      stock: stock.value,
      tags: splitCommaList(values.tags),
      images: splitCommaList(values.images),
      description: values.description.trim(),
      specs: parseSpecs(values.specs),
      ...limitPatch,
      ...releasePatch,
      ...russianPatch,
    },
  };
}
