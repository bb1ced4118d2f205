import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-escape';

describe('escapeHtml', () => {
  it('when text has markup or quotes, then none of it survives as markup', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('when text is plain, then it is unchanged', () => {
    expect(escapeHtml('Robot · 12 cm')).toBe('Robot · 12 cm');
  });
});

describe('jsonForScript', () => {
  const nasty = {
    title: '</script><script>alert(1)</script>',
    note: '<!-- a & b > c \u2028 \u2029',
  };

  it('when a value holds </script> or comment openers, then the text has no < > & or line separators', () => {
    const text = jsonForScript(nasty);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028');
  });

  it('when escaped, then it still parses to the same value', () => {
    expect(JSON.parse(jsonForScript(nasty))).toEqual(nasty);
  });
});
