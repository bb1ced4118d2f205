import { describe, expect, it } from 'vitest';
import { restockMessage } from './restock-mail-message';

describe('back-in-stock e-mail', () => {
  it('when a product is back, then the mail names it and links to its page from the origin', () => {
    const message = restockMessage({
      title: 'Space Robot',
      slug: 'space-robot',
      origin: 'https://toys.example.com',
    });
    expect(message.subject).toContain('Space Robot');
    expect(message.text).toContain('https://toys.example.com/p/space-robot');
    expect(message.html).toContain('href="https://toys.example.com/p/space-robot"');
  });

  it('when the title holds markup, then the HTML escapes it and the subject is one line', () => {
    const message = restockMessage({
      title: 'Bot <script>alert(1)</script>\nX',
      slug: 'bot',
      origin: 'http://localhost:5000',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Bot &lt;script&gt;alert(1)&lt;/script&gt; X');
    expect(message.subject).not.toContain('\n');
  });
});
