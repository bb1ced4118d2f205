import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { onRussianPage } from '@/testing/russian-page';
import { FaqList } from './faq-list';

onRussianPage();

describe('FaqList on a Russian page', () => {
  it('when an entry has its Russian text, then it shows; when it has none or a blank one, then the English shows', async () => {
    routeFetch({
      'GET /api/faq': () => ({
        items: [
          {
            id: 'faq-shipping-time',
            question: 'How long does shipping take?',
            answer: 'About 1 week.',
            questionRu: 'Сколько идёт доставка?',
            answerRu: 'Около недели.',
            order: 1,
          },
          { id: 'faq-new', question: 'Do you gift-wrap?', answer: 'Yes, on request.', order: 2 },
          {
            id: 'faq-blank',
            question: 'Can I pick up?',
            answer: 'Not yet.',
            questionRu: ' ',
            answerRu: '',
            order: 3,
          },
        ],
      }),
    });
    renderRoute(<FaqList onContact={vi.fn()} />, { path: '/support' });

    const questions = await screen.findAllByRole('group');
    expect(questions.map((q) => q.querySelector('summary')?.textContent)).toEqual([
      'Сколько идёт доставка?',
      'Do you gift-wrap?',
      'Can I pick up?',
    ]);
    expect(screen.getByText('Около недели.')).toBeInTheDocument();
    expect(screen.getByText('Yes, on request.')).toBeInTheDocument();
    expect(screen.getByText('Not yet.')).toBeInTheDocument();
    expect(screen.queryByText('How long does shipping take?')).not.toBeInTheDocument();
    expect(screen.queryByText('About 1 week.')).not.toBeInTheDocument();
  });
});
