import { describe, expect, it } from 'vitest';
import { emailVariants, sameEmail } from './order-emails';

describe('emailVariants', () => {
  it('when given an address in any case, then the usual capitalisations are asked for', () => {
    const variants = emailVariants(' Casey@Example.com ');
    expect(variants[0]).toBe('casey@example.com');
    expect(variants).toEqual(
      expect.arrayContaining([
        'Casey@example.com',
        'CASEY@EXAMPLE.COM',
        'Casey@Example.com',
        'casey@EXAMPLE.COM',
      ]),
    );
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('when a spelling as typed is given, then it is asked for too, within the in-filter limit', () => {
    expect(emailVariants('ab@cd.io', 'aB@cD.io')).toContain('aB@cD.io');
    expect(emailVariants('x@y.z').length).toBeLessThanOrEqual(30);
  });

  it('when the text has no local part, then only its lower-cased self', () => {
    expect(emailVariants('@Nope')).toEqual(['@nope']);
  });
});

describe('sameEmail', () => {
  it('when the stored e-mail differs only in case or spaces, then it is the same', () => {
    expect(sameEmail(' CASEY@example.COM', 'casey@example.com')).toBe(true);
    expect(sameEmail('other@example.com', 'casey@example.com')).toBe(false);
    expect(sameEmail(null, 'casey@example.com')).toBe(false);
  });
});
