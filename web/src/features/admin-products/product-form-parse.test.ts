import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import {
  emptyProductForm,
  parseProductCreate,
  parseProductEdit,
  parseSpecs,
  productFormValues,
  type ProductFormValues,
} from './product-form-parse';

const form = (values: Partial<ProductFormValues>): ProductFormValues => ({
  ...emptyProductForm,
  ...values,
});

describe('parseSpecs', () => {
  it('when lines are Key: Value, then each becomes an entry split at the first colon', () => {
    expect(parseSpecs('Height: 12 cm\r\nRelease: 10:30 drop\n')).toEqual({
      Height: '12 cm',
      Release: '10:30 drop',
    });
  });

  it('when a line lacks a key, a value or the colon, then it is dropped', () => {
    expect(parseSpecs('Height:\n: 12 cm\nno colon here\n  \nMaterial : vinyl')).toEqual({
      Material: 'vinyl',
    });
  });
});

describe('parseProductCreate', () => {
  it('when title, price and stock are valid, then it sends parsed numbers and lists', () => {
    const result = parseProductCreate(
      form({
        title: '  Moon rabbit ',
        price: '24.499',
        stock: '7',
        tags: 'plush, , moon',
        images: '/img/a.png, /img/b.png',
        description: ' Soft. ',
        specs: 'Height: 12 cm',
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Moon rabbit',
        price: 24.5,
        stock: 7,
        tags: ['plush', 'moon'],
        images: ['/img/a.png', '/img/b.png'],
        description: 'Soft.',
        specs: { Height: '12 cm' },
      },
    });
  });

  it('when the required fields are blank, then each says it is required', () => {
    expect(parseProductCreate(form({ title: ' ' }))).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        price: 'Price is required',
        stock: 'Stock is required',
      },
    });
  });

  it('when price or stock is not a number or negative, then it is refused with the reason', () => {
    expect(parseProductCreate(form({ title: 'T', price: 'abc', stock: '-1' }))).toEqual({
      ok: false,
      errors: { price: 'Price must be a number', stock: 'Stock must not be negative' },
    });
    expect(parseProductCreate(form({ title: 'T', price: '-0.01', stock: '2.5' }))).toEqual({
      ok: false,
      errors: { price: 'Price must not be negative', stock: 'Stock must be a whole number' },
    });
  });

  it('when price and stock are 0, then they are accepted', () => {
    const result = parseProductCreate(form({ title: 'Free', price: '0', stock: '0' }));
    expect(result.ok && result.value).toMatchObject({ price: 0, stock: 0 });
  });
});

describe('parseProductEdit', () => {
  const existing = { title: 'Old title' };

  it('when the title is blank, then the existing one is kept', () => {
    const result = parseProductEdit(form({ title: '   ', price: '5', stock: '1' }), existing);
    expect(result.ok && result.value.title).toBe('Old title');
  });

  it('when price and stock are blank or not numbers, then they become 0', () => {
    const result = parseProductEdit(form({ title: 'New', price: '', stock: 'many' }), existing);
    expect(result.ok && result.value).toMatchObject({ title: 'New', price: 0, stock: 0 });
  });

  it('when price or stock is negative, then nothing is accepted and the field says why', () => {
    expect(parseProductEdit(form({ price: '-5', stock: '-1' }), existing)).toEqual({
      ok: false,
      errors: { price: 'Price must not be negative', stock: 'Stock must not be negative' },
    });
  });

  it('when lists and specs are typed, then they are trimmed with blanks and half lines dropped', () => {
    const result = parseProductEdit(
      form({
        price: '10',
        stock: '3',
        tags: ' a ,, b ,',
        images: ' /x.png , ',
        specs: 'Scale: 1/6\nbroken line\nKey:',
      }),
      existing,
    );
    expect(result.ok && result.value).toMatchObject({
      tags: ['a', 'b'],
      images: ['/x.png'],
      specs: { Scale: '1/6' },
    });
  });

  it('when a product is loaded into the form and saved unchanged, then it round-trips', () => {
    const product = makeProduct({
      title: 'Space cat',
      price: 45.5,
      stock: 4,
      tags: ['vinyl', 'cat'],
      specs: { Height: '20 cm', Edition: 'First' },
      description: 'Purrs.',
    });
    const result = parseProductEdit(productFormValues(product), product);
    expect(result).toEqual({
      ok: true,
      value: {
        title: product.title,
        price: product.price,
        stock: product.stock,
        tags: product.tags,
        images: product.images,
        description: product.description,
        specs: product.specs,
      },
    });
  });
});

describe('purchase limits in the product form', () => {
  it('when limits are typed on a new product, then they are sent; blank sends none', () => {
    const typed = parseProductCreate(
      form({ title: 'Drop', price: '5', stock: '3', maxPerOrder: ' 2 ', maxPerCustomer: '4' }),
    );
    expect(typed.ok && typed.value).toMatchObject({ maxPerOrder: 2, maxPerCustomer: 4 });
    const blank = parseProductCreate(form({ title: 'Drop', price: '5', stock: '3' }));
    expect(blank.ok && 'maxPerOrder' in blank.value).toBe(false);
  });

  it('when a limit is 0, negative, fractional or text, then the field says so and nothing is sent', () => {
    for (const bad of ['0', '-1', '1.5', 'two']) {
      const result = parseProductCreate(
        form({ title: 'Drop', price: '5', stock: '3', maxPerCustomer: bad }),
      );
      expect(result).toEqual({
        ok: false,
        errors: { maxPerCustomer: 'A limit must be a whole number of at least 1, or blank' },
      });
    }
  });

  it('when an edit blanks a limit the product has, then null is sent to clear it', () => {
    const product = makeProduct({ maxPerOrder: 2, maxPerCustomer: 3 });
    const values = { ...productFormValues(product), maxPerOrder: '' };
    expect(productFormValues(product)).toMatchObject({ maxPerOrder: '2', maxPerCustomer: '3' });
    const result = parseProductEdit(values, product);
    expect(result.ok && result.value).toMatchObject({ maxPerOrder: null, maxPerCustomer: 3 });
  });
});

describe('Russian content in the product form', () => {
  it('when a new product gets a Russian title and description, then they are sent trimmed; blank sends none', () => {
    const typed = parseProductCreate(
      form({
        title: 'Robot',
        price: '5',
        stock: '3',
        titleRu: ' Робот ',
        descriptionRu: ' Из металла. ',
      }),
    );
    expect(typed.ok && typed.value).toMatchObject({
      titleRu: 'Робот',
      descriptionRu: 'Из металла.',
    });
    const blank = parseProductCreate(
      form({ title: 'Robot', price: '5', stock: '3', titleRu: ' ' }),
    );
    expect(blank.ok && ('titleRu' in blank.value || 'descriptionRu' in blank.value)).toBe(false);
  });

  it('when an edit blanks a Russian title the product has, then null is sent to clear it', () => {
    const product = makeProduct({ titleRu: 'Робот', descriptionRu: 'Из металла.' });
    expect(productFormValues(product)).toMatchObject({
      titleRu: 'Робот',
      descriptionRu: 'Из металла.',
    });
    const result = parseProductEdit({ ...productFormValues(product), titleRu: '' }, product);
    expect(result.ok && result.value).toMatchObject({
      titleRu: null,
      descriptionRu: 'Из металла.',
    });
  });

  it('when a Russian title is too long, then the field says so', () => {
    const result = parseProductCreate(
      form({ title: 'Robot', price: '5', stock: '3', titleRu: 'я'.repeat(201) }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { titleRu: 'Russian title is at most 200 characters' },
    });
  });
});
