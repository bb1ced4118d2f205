import { describe, expect, it } from 'vitest';
import { assignedEmailsMatch, assignedEmailsOf } from './assigned-emails';

describe('assignedEmailsOf', () => {
  it('when e-mails differ only in letter case or spaces, then each is kept once, lower-cased', () => {
    expect(
      assignedEmailsOf([' Sam@Example.com', 'sam@example.com ', 'ALEX@example.com', '  ']),
    ).toEqual(['sam@example.com', 'alex@example.com']);
  });

  it('when nothing is assigned, then the list is empty', () => {
    expect(assignedEmailsOf([])).toEqual([]);
  });
});

describe('assignedEmailsMatch', () => {
  it('when the stored list says the same in another order, then it matches', () => {
    expect(assignedEmailsMatch(['b@x.io', 'a@x.io'], ['A@x.io', 'b@x.io'])).toBe(true);
    expect(assignedEmailsMatch([], [])).toBe(true);
  });

  it('when the stored list is missing, short, long or not normalised, then it does not match', () => {
    expect(assignedEmailsMatch(undefined, [])).toBe(false);
    expect(assignedEmailsMatch(['a@x.io'], ['a@x.io', 'b@x.io'])).toBe(false);
    expect(assignedEmailsMatch(['a@x.io', 'b@x.io'], ['a@x.io'])).toBe(false);
    expect(assignedEmailsMatch(['A@x.io'], ['A@x.io'])).toBe(false);
  });
});
