import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawOrder,
  entryListHashOf,
  frozenList,
  newEntryId,
  newSeed,
  seedHashOf,
} from './raffle-draw';

describe('raffle draw', () => {
  const seed = 'a'.repeat(64);
  const ids = ['0c', '0a', '0b', 'ff'];

  it('when the seed is hashed, then it is the SHA-256 of its hex text', () => {
    expect(seedHashOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('when the list is frozen, then it is sorted and its hash covers the ids joined by newlines', () => {
    const list = frozenList(ids);
    expect(list).toEqual(['0a', '0b', '0c', 'ff']);
    expect(entryListHashOf(list)).toBe(createHash('sha256').update('0a\n0b\n0c\nff').digest('hex'));
  });

  it('when drawn, then entries are ordered by HMAC-SHA256(seed, id) and the input order does not matter', () => {
    const key = (id: string) => createHmac('sha256', seed).update(id).digest('hex');
    const expected = [...ids].sort((a, b) => key(a).localeCompare(key(b)));
    expect(drawOrder(seed, ids)).toEqual(expected);
    expect(drawOrder(seed, [...ids].reverse())).toEqual(expected);
    expect(drawOrder('b'.repeat(64), ids)).not.toEqual(expected);
  });

  it('when seeds and ids are made, then they are fresh hex of 64 and 24 characters', () => {
    expect(newSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newEntryId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newSeed()).not.toBe(newSeed());
  });
});
