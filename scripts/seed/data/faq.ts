import type { FaqEntry } from '@contract/review';

/**
 * Support page FAQ, worded on the store's policy: orders processed within 24 hours, standard
 * shipping about 1 week (international 7-14 business days), returns within 14 days in closed
 * or unopened boxes, support replies within 24 hours.
 */
export const faq: FaqEntry[] = [
  {
    id: 'faq-shipping-time',
    question: 'How long does shipping take?',
    answer:
      'Orders are processed within 24 hours. Standard shipping takes about 1 week, and a flat $10.00 shipping fee applies to every order.',
    order: 1,
  },
  {
    id: 'faq-international',
    question: 'Do you ship internationally?',
    answer:
      'Yes. International delivery usually takes 7-14 business days depending on the destination and customs. You will get a tracking number as soon as your parcel is handed to the carrier.',
    order: 2,
  },
  {
    id: 'faq-returns',
    question: 'What is your return policy?',
    answer:
      'You can return items within 14 days of delivery as long as they are in closed or unopened boxes. Contact support with your order number and we will send return instructions.',
    order: 3,
  },
  {
    id: 'faq-support',
    question: 'How quickly does support reply?',
    answer:
      'Our team replies to every message within 24 hours. Use the Contact Us tab on this page or write to the support address in the footer.',
    order: 4,
  },
  {
    id: 'faq-payment',
    question: 'How do I pay for my order?',
    answer:
      'Checkout does not take a payment yet: our payment system is coming soon. When you place an order we save your details and confirm the order with you before anything is charged. An order placed as a guest, or before your account e-mail is verified, is held for 30 minutes only: confirm it with the link we e-mail you.',
    order: 5,
  },
  {
    id: 'faq-authenticity',
    question: 'Are your collectibles authentic?',
    answer:
      'Every item comes directly from the manufacturer or an authorised distributor. Limited editions ship with their numbered certificate, and we never sell reproductions as originals.',
    order: 6,
  },
];
