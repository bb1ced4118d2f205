import { afterEach, describe, expect, it } from 'vitest';
import { takeInlineData } from './inline-data';

function addBlock(id: string, text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = id;
  block.text = text;
  document.head.append(block);
}

const slugOf = (wanted: string) => (value: unknown) => {
  const item = (value as { item?: { slug?: string } } | null)?.item;
  return item?.slug === wanted ? item : undefined;
};

afterEach(() => {
  document.getElementById('data')?.remove();
});

describe('takeInlineData', () => {
  it('when the block is accepted, then its value comes back once and the block is gone', () => {
    addBlock('data', '{"item":{"slug":"robot","title":"\\u003c/script\\u003e"}}');
    expect(takeInlineData('data', slugOf('robot'))).toEqual({ slug: 'robot', title: '</script>' });
    expect(document.getElementById('data')).toBeNull();
    expect(takeInlineData('data', slugOf('robot'))).toBeUndefined();
  });

  it('when the block is for another page, then it is ignored and kept', () => {
    addBlock('data', '{"item":{"slug":"robot"}}');
    expect(takeInlineData('data', slugOf('plush'))).toBeUndefined();
    expect(document.getElementById('data')).not.toBeNull();
  });

  it('when the block is missing, malformed or not JSON-typed, then nothing is taken', () => {
    expect(takeInlineData('data', slugOf('robot'))).toBeUndefined();
    addBlock('data', '{not json');
    expect(takeInlineData('data', slugOf('robot'))).toBeUndefined();
    document.getElementById('data')?.remove();
    addBlock('data', '{"item":{"slug":"robot"}}', 'text/plain');
    expect(takeInlineData('data', slugOf('robot'))).toBeUndefined();
  });
});
