import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GradeReviewCardResponse, ReviewCard, ReviewQueue } from '@/contract/review';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { newReviewCard } from '@/web/testing/review-fixtures';
import ReviewPage from './review-page';

const correction = newReviewCard('1', {
  kind: 'correction',
  original: 'La problema es grande.',
  corrected: 'El problema es grande.',
  changes: [
    {
      category: 'articles',
      original: 'La problema',
      corrected: 'El problema',
      explanation: "'problema' is masculine: 'el problema'.",
    },
  ],
  conversationId: '00000000-0000-4000-8000-000000000001',
});
const word = newReviewCard('2', { kind: 'word', spanish: 'la mochila', english: 'the backpack' });

function queue(cards: ReviewCard[]): ReviewQueue {
  return {
    cards,
    dueCount: 0,
    newCount: cards.length,
    newCardsPerDay: 10,
    reviewedToday: 0,
    xpToday: 0,
    timeZone: 'UTC',
  };
}

function graded(
  card: ReviewCard,
  rating: GradeReviewCardResponse['rating'],
  correct: boolean | null,
): GradeReviewCardResponse {
  return {
    card: { ...card, reps: card.reps + 1, state: rating === 'again' ? 'learning' : 'review' },
    rating,
    correct,
    accentsOnly: false,
    expected: card.content.kind === 'correction' ? card.content.corrected : null,
    xpGranted: 1,
    xpPoints: 10,
    streak: 2,
    dueToday: rating === 'again',
  };
}

describe('the review session', () => {
  it('grades a wrong typed answer again, brings the card back, and lets a recall card be graded by key', async () => {
    const user = userEvent.setup();
    const grades: unknown[] = [];
    installFakeFetch({
      'GET /api/review/queue': () => json(queue([correction, word])),
      'POST /api/review/cards/1/grade': (request) => {
        grades.push(request.body);
        return json(graded(correction, 'again', false));
      },
      'POST /api/review/cards/2/grade': (request) => {
        grades.push(request.body);
        return json(graded(word, 'good', null));
      },
    });
    renderWithApp(<ReviewPage />, { path: '/review' });

    expect(await screen.findByText('Card 1 of 2')).toBeTruthy();
    expect(screen.getByText('La problema es grande.')).toBeTruthy();
    await user.type(screen.getByLabelText('Your answer'), 'La problema es grande{Enter}');
    expect(await screen.findByText('Not quite.')).toBeTruthy();
    expect(screen.getByText('El problema es grande.')).toBeTruthy();
    expect(grades[0]).toMatchObject({ reps: 0, answer: 'La problema es grande' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    // The word: Space shows the answer, 3 grades it good.
    expect(await screen.findByText('Card 2 of 3')).toBeTruthy();
    await user.keyboard(' ');
    expect(await screen.findByText('the backpack')).toBeTruthy();
    await user.keyboard('3');
    await waitFor(() => expect(grades[1]).toMatchObject({ reps: 0, rating: 'good' }));

    // The card answered wrong is back, at the end of the session.
    expect(await screen.findByText('Card 3 of 3')).toBeTruthy();
    expect(screen.getByText('La problema es grande.')).toBeTruthy();
  });

  it('offers Hard, Good and Easy after a right typed answer and sends the one chosen', async () => {
    const user = userEvent.setup();
    const grades: unknown[] = [];
    installFakeFetch({
      'GET /api/review/queue': () => json(queue([correction])),
      'POST /api/review/cards/1/grade': (request) => {
        grades.push(request.body);
        return json(graded(correction, 'easy', true));
      },
    });
    renderWithApp(<ReviewPage />, { path: '/review' });
    await user.type(await screen.findByLabelText('Your answer'), 'el problema es grande{Enter}');
    expect(await screen.findByText('Right!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Again/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Easy/ }));
    expect(await screen.findByText('Session complete')).toBeTruthy();
    expect(grades).toEqual([expect.objectContaining({ reps: 0, answer: 'el problema es grande', rating: 'easy' })]);
  });
});
