import type { FaqEntry } from '@contract/review';

/**
 * Support page FAQ, worded on the store's policy: orders processed within 24 hours, standard
 * shipping about 1 week (international 7-14 business days), returns within 14 days in closed
 * or unopened boxes, support replies within 24 hours. Each entry also has its Russian text
 * (polite вы), which Russian pages show.
 */
export const faq: FaqEntry[] = [
  {
    id: 'faq-shipping-time',
    question: 'How long does shipping take?',
    answer:
      'Orders are processed within 24 hours. Standard shipping takes about 1 week, and a flat $10.00 shipping fee applies to every order.',
    questionRu: 'Сколько идёт доставка?',
    answerRu:
      'Мы обрабатываем заказы в течение 24 часов. Стандартная доставка занимает около недели и стоит 10,00 $ для любого заказа.',
    order: 1,
  },
  {
    id: 'faq-international',
    question: 'Do you ship internationally?',
    answer:
      'Yes. International delivery usually takes 7-14 business days depending on the destination and customs. You will get a tracking number as soon as your parcel is handed to the carrier.',
    questionRu: 'Вы доставляете за границу?',
    answerRu:
      'Да. Международная доставка обычно занимает 7–14 рабочих дней в зависимости от страны назначения и таможни. Трек-номер вы получите, как только посылка будет передана службе доставки.',
    order: 2,
  },
  {
    id: 'faq-returns',
    question: 'What is your return policy?',
    answer:
      'You can return items within 14 days of delivery as long as they are in closed or unopened boxes. Contact support with your order number and we will send return instructions.',
    questionRu: 'Каковы условия возврата?',
    answerRu:
      'Вы можете вернуть товар в течение 14 дней после доставки, если он в закрытой или нераспечатанной коробке. Напишите в поддержку, укажите номер заказа, и мы пришлём инструкции по возврату.',
    order: 3,
  },
  {
    id: 'faq-support',
    question: 'How quickly does support reply?',
    answer:
      'Our team replies to every message within 24 hours. Use the Contact Us tab on this page or write to the support address in the footer.',
    questionRu: 'Как быстро отвечает поддержка?',
    answerRu:
      'Мы отвечаем на каждое сообщение в течение 24 часов. Откройте вкладку «Написать нам» на этой странице или напишите на адрес поддержки, указанный внизу страницы.',
    order: 4,
  },
  {
    id: 'faq-payment',
    question: 'How do I pay for my order?',
    answer:
      'Checkout does not take a payment yet: our payment system is coming soon. When you place an order we save your details and confirm the order with you before anything is charged. An order placed as a guest, or before your account e-mail is verified, is held for 30 minutes only: confirm it with the link we e-mail you.',
    questionRu: 'Как оплатить заказ?',
    answerRu:
      'При оформлении заказа оплата пока не взимается: платёжная система скоро появится. Мы сохраняем ваши данные и подтверждаем с вами заказ, прежде чем списать какие-либо деньги. Заказ, оформленный без входа в аккаунт или до подтверждения e-mail аккаунта, хранится всего 30 минут: подтвердите его по ссылке из нашего письма.',
    order: 5,
  },
  {
    id: 'faq-authenticity',
    question: 'Are your collectibles authentic?',
    answer:
      'Every item comes directly from the manufacturer or an authorised distributor. Limited editions ship with their numbered certificate, and we never sell reproductions as originals.',
    questionRu: 'Ваши коллекционные игрушки оригинальные?',
    answerRu:
      'Каждый товар поступает напрямую от производителя или официального дистрибьютора. Лимитированные издания поставляются с нумерованным сертификатом, и мы никогда не выдаём копии за оригиналы.',
    order: 6,
  },
];
