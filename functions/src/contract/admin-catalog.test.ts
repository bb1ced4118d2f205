import { describe, expect, it } from 'vitest';
import { ProductCreateRequestSchema, ProductPatchRequestSchema } from './admin-catalog';
import { ProductSchema } from './product';

const product = { title: 'Robot', price: 10, stock: 1 };

describe('Russian product content in the admin requests', () => {
  it('when a create carries a Russian title and description, then they are accepted, the title trimmed', () => {
    const parsed = ProductCreateRequestSchema.parse({
      ...product,
      titleRu: '  Робот  ',
      descriptionRu: 'Металлический робот.',
    });
    expect(parsed.titleRu).toBe('Робот');
    expect(parsed.descriptionRu).toBe('Металлический робот.');
    expect(ProductCreateRequestSchema.parse(product)).not.toHaveProperty('titleRu');
  });

  it('when a patch sends an empty string or null, then it is accepted (it clears the text)', () => {
    expect(ProductPatchRequestSchema.parse({ titleRu: '' })).toEqual({ titleRu: '' });
    expect(ProductPatchRequestSchema.parse({ titleRu: null, descriptionRu: null })).toEqual({
      titleRu: null,
      descriptionRu: null,
    });
  });

  it('when a Russian text is longer than its default-language limit, then it is refused', () => {
    expect(ProductPatchRequestSchema.safeParse({ titleRu: 'я'.repeat(200) }).success).toBe(true);
    expect(ProductPatchRequestSchema.safeParse({ titleRu: 'я'.repeat(201) }).success).toBe(false);
    expect(ProductPatchRequestSchema.safeParse({ descriptionRu: 'я'.repeat(10_001) }).success).toBe(
      false,
    );
    expect(ProductPatchRequestSchema.safeParse({ titleRu: 5 }).success).toBe(false);
  });

  it('when a stored product has Russian content, then the public product carries it', () => {
    const stored = {
      ...product,
      id: 'p1',
      slug: 'robot',
      tags: [],
      images: [],
      description: 'A robot.',
      specs: {},
      titleRu: 'Робот',
      descriptionRu: 'Робот.',
    };
    expect(ProductSchema.parse(stored)).toMatchObject({
      titleRu: 'Робот',
      descriptionRu: 'Робот.',
    });
    expect(ProductSchema.safeParse({ ...stored, titleRu: 'я'.repeat(201) }).success).toBe(false);
  });
});
