import { describe, expect, it } from 'vitest';
import { stockAlertConfirmationMessage } from './stock-alert-confirmation-message';

const LINK = 'https://toys.example.com/notify-me/confirm#token=abc_DEF-123';

describe('back-in-stock confirmation e-mail', () => {
  it('when a request waits for confirmation, then the mail names the product, the link and how long it works', () => {
    const message = stockAlertConfirmationMessage({
      title: 'Space Robot',
      link: LINK,
      validHours: 48,
    });
    expect(message.subject).toBe('Toy Store: confirm your back-in-stock alert for Space Robot');
    expect(message.text).toContain(`Confirm the back-in-stock alert: ${LINK}`);
    expect(message.text).toContain('within 48 hours');
    expect(message.html).toContain(`href="${LINK}"`);
  });

  it('when the title holds markup, then the HTML escapes it and the subject is one line', () => {
    const message = stockAlertConfirmationMessage({
      title: 'Bot <img src=x onerror=alert(1)>\nX',
      link: LINK,
      validHours: 48,
    });
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('Bot &lt;img src=x onerror=alert(1)&gt; X');
    expect(message.subject).not.toContain('\n');
  });
});
