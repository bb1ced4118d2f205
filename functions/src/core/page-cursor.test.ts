import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { decodeCursor, encodeCursor } from './page-cursor';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function expectInvalid(cursor: string) {
  let caught: unknown;
  try {
    decodeCursor(cursor);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect(caught).toMatchObject({ status: 400, message: 'Invalid cursor' });
}

describe('page cursors', () => {
  it('when a position is encoded, then decoding gives it back', () => {
    const position = { seconds: 1_764_000_000, nanos: 123_456_789, id: 'AbC_12-xyz' };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it('when a cursor is not base64url, then it is invalid', () => {
    expectInvalid('not a cursor!');
    expectInvalid('a+b/c=');
  });

  it('when a cursor is not JSON, then it is invalid', () => {
    expectInvalid(base64url('hello'));
    expectInvalid('AAAA');
  });

  it.each([
    ['a missing id', { s: 1, n: 0 }],
    ['an id with a slash', { s: 1, n: 0, id: 'users/abc' }],
    ['an empty id', { s: 1, n: 0, id: '' }],
    ['negative seconds', { s: -1, n: 0, id: 'a' }],
    ['fractional seconds', { s: 1.5, n: 0, id: 'a' }],
    ['nanoseconds past a second', { s: 1, n: 1_000_000_000, id: 'a' }],
    ['seconds as text', { s: '1', n: 0, id: 'a' }],
    ['an extra field', { s: 1, n: 0, id: 'a', uid: 'someone' }],
    ['an array', [1, 0, 'a']],
    ['null', null],
  ])('when the JSON has %s, then it is invalid', (_name, value) => {
    expectInvalid(base64url(JSON.stringify(value)));
  });
});
