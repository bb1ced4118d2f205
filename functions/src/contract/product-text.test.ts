import { describe, expect, it } from 'vitest';
import { GalleryItemSchema } from './gallery';
import { localDescription, localText, localTitle } from './product-text';
import { FaqEntrySchema } from './review';

describe('localText', () => {
  it('when the page is English, then the default text shows even with a Russian one', () => {
    expect(localText('How long does shipping take?', 'Сколько идёт доставка?', 'en')).toBe(
      'How long does shipping take?',
    );
  });

  it('when the page is Russian and the Russian text is filled, then it shows as written', () => {
    expect(localText('Robot', ' Робот ', 'ru')).toBe(' Робот ');
  });

  it('when the page is Russian and the Russian text is absent, empty or blank, then the default shows', () => {
    expect(localText('Robot', undefined, 'ru')).toBe('Robot');
    expect(localText('Robot', '', 'ru')).toBe('Robot');
    expect(localText('Robot', ' \n\t', 'ru')).toBe('Robot');
  });

  it('when a product has Russian text, then its title and description follow the same rule', () => {
    const robot = { title: 'Robot', description: 'Metal.', titleRu: 'Робот', descriptionRu: '' };
    expect(localTitle(robot, 'ru')).toBe('Робот');
    expect(localDescription(robot, 'ru')).toBe('Metal.');
    expect(localTitle(robot, 'en')).toBe('Robot');
  });
});

describe('Russian content fields', () => {
  const entry = { id: 'faq-1', question: 'Q?', answer: 'A.', order: 1 };
  const photo = { id: 'gal-1', src: '/a.svg', alt: 'A shelf', width: 4, height: 3, order: 1 };

  it('when an FAQ entry or a photo has no Russian text, then it still parses', () => {
    expect(FaqEntrySchema.safeParse(entry).success).toBe(true);
    expect(GalleryItemSchema.safeParse(photo).success).toBe(true);
  });

  it('when the Russian text is longer than the default allows, then it is refused', () => {
    expect(FaqEntrySchema.safeParse({ ...entry, questionRu: 'в'.repeat(300) }).success).toBe(true);
    expect(FaqEntrySchema.safeParse({ ...entry, questionRu: 'в'.repeat(301) }).success).toBe(false);
    expect(FaqEntrySchema.safeParse({ ...entry, answerRu: 'о'.repeat(5001) }).success).toBe(false);
    expect(GalleryItemSchema.safeParse({ ...photo, altRu: 'п'.repeat(301) }).success).toBe(false);
  });
});
