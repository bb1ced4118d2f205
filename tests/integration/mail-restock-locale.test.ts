import { describe, expect, it, vi } from 'vitest';
import { sendRestockMails } from '../../functions/src/features/stock-alerts/restock-mails';
import { stockAlertsService } from '../../functions/src/features/stock-alerts/stock-alerts.service';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import { mailsOf, restockProduct, stockChange, verifiedOwner } from '../support/restock-fixtures';

// Issue 25: each back-in-stock request is mailed at the restock in the language it was made
// in. The trigger's handler in this process; the product stays sold out in `products` (the
// deployed trigger never mails for it), the restock snapshots come from this test's own
// collections, as in mail-restock.test.ts.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const ORIGIN = 'https://toys.example.com';

const owner = verifiedOwner;
const text = (id: string, titleRu?: string) => ({
  slug: `owl-${id}`,
  title: 'Owl',
  ...(titleRu === undefined ? {} : { titleRu }),
});

/** The restock mails of one product: address -> subject and language. */
async function restockMails(productId: string) {
  const docs = await mailsOf(productId, 'restock');
  return new Map(
    docs.map((doc) => {
      const mail = doc.data() as { to: string; language: string; message: { subject: string } };
      return [mail.to, { language: mail.language, subject: mail.message.subject }];
    }),
  );
}

describe('back-in-stock e-mails in the language of the request', () => {
  it('when a Russian and an English request wait, then each is mailed in its own language', async () => {
    const productId = `restockloc${uniqueSuffix()}`;
    await adminDb()
      .doc(`products/${productId}`)
      .set(restockProduct(text(productId), 0));
    const [ru, en] = [`ru-${uniqueSuffix()}@example.com`, `en-${uniqueSuffix()}@example.com`];
    await stockAlertsService.request({ productId, email: ru, locale: 'ru' }, owner(ru));
    await stockAlertsService.request({ productId, email: en }, owner(en));

    const change = await stockChange(productId, text(productId), 0, 3);
    const counts = await sendRestockMails(productId, change, { origin: ORIGIN });
    expect(counts.mailed).toBe(2);

    const mails = (await mailsOf(productId, 'restock')).map(
      (doc) => doc.data() as { to: string; message: { text: string } },
    );
    const russian = mails.find((mail) => mail.to === ru);
    const english = mails.find((mail) => mail.to === en);
    expect(russian).toMatchObject({
      language: 'ru',
      message: { subject: 'Toy Store: Owl снова в продаже' },
    });
    expect(String(russian?.message.text)).toContain(`${ORIGIN}/ru/p/owl-${productId}`);
    expect(english).toMatchObject({
      language: 'en',
      message: { subject: 'Toy Store: Owl is back in stock' },
    });
    expect(String(english?.message.text)).toContain(`${ORIGIN}/p/owl-${productId}`);
  });

  it('when the product has a Russian title, then the Russian mail names it, and with an empty one the English title', async () => {
    const [named, blank] = [`restockru${uniqueSuffix()}`, `restockblank${uniqueSuffix()}`];
    const ru = `ru-${uniqueSuffix()}@example.com`;
    const en = `en-${uniqueSuffix()}@example.com`;
    for (const productId of [named, blank]) {
      await adminDb()
        .doc(`products/${productId}`)
        .set(restockProduct(text(productId), 0));
      await stockAlertsService.request({ productId, email: ru, locale: 'ru' }, owner(ru));
      await stockAlertsService.request({ productId, email: en, locale: 'en' }, owner(en));
      const titleRu = productId === named ? 'Сова' : '';
      const change = await stockChange(productId, text(productId, titleRu), 0, 3);
      expect((await sendRestockMails(productId, change, { origin: ORIGIN })).mailed).toBe(2);
    }

    const mailsOfNamed = await restockMails(named);
    expect(mailsOfNamed.get(ru)).toEqual({
      language: 'ru',
      subject: 'Toy Store: Сова снова в продаже',
    });
    expect(mailsOfNamed.get(en)).toEqual({
      language: 'en',
      subject: 'Toy Store: Owl is back in stock',
    });
    expect((await restockMails(blank)).get(ru)).toEqual({
      language: 'ru',
      subject: 'Toy Store: Owl снова в продаже',
    });
  });
});
