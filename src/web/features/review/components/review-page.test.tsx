import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradeReviewCardResponse, ReviewCard, ReviewQueue } from '@/contract/review';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { stubPointerCapture } from '@/web/testing/pointer-capture';
import { newReviewCard } from '@/web/testing/review-fixtures';
import ReviewPage from './review-page';
import { UNDO_DELETE_MS } from './use-pending-deletions';

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
    // The corrected sentence, with the word to change marked.
    const marked = screen.getByText('El', { selector: 'mark' });
    expect(marked.closest('[lang="es"]')?.textContent).toBe('El problema es grande.');
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

  it('says right when the server finds the answer another correct way of saying it', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'GET /api/review/queue': () => json(queue([correction])),
      'POST /api/review/cards/1/grade': () => json(graded(correction, 'good', true)),
    });
    renderWithApp(<ReviewPage />, { path: '/review' });
    await user.type(await screen.findByLabelText('Your answer'), 'Un problema es grande{Enter}');
    expect(await screen.findByText('Right! That is another correct way to say it.')).toBeTruthy();
    expect(screen.queryByText('Not quite.')).toBeNull();
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

/**
 * The deck as the server keeps it: the queue answers the cards neither graded (for later than today) nor deleted, so
 * a screen that shows one of those again was served a stale queue.
 */
function deckServer(cards: ReviewCard[]) {
  const gradedIds = new Set<string>();
  const deletedIds = new Set<string>();
  const log: string[] = [];
  const later: ReviewCard[] = [];
  const routes: Parameters<typeof installFakeFetch>[0] = {
    'GET /api/review/queue': () => {
      log.push('GET queue');
      return json(queue([...cards, ...later].filter((card) => !gradedIds.has(card.id) && !deletedIds.has(card.id))));
    },
  };
  for (const card of cards) {
    routes[`POST /api/review/cards/${card.id}/grade`] = () => {
      gradedIds.add(card.id);
      return json(graded(card, 'good', null));
    };
    routes[`DELETE /api/review/cards/${card.id}`] = () => {
      log.push(`DELETE ${card.id}`);
      deletedIds.add(card.id);
      return new Response(null, { status: 204 });
    };
  }
  return { routes, log, deletedIds, addLater: (card: ReviewCard) => later.push(card) };
}

const words = ['el perro', 'la casa', 'el libro'].map((spanish, index) =>
  newReviewCard(String(index + 10), { kind: 'word', spanish, english: `word ${index}` }),
);
const newcomer = newReviewCard('20', { kind: 'word', spanish: 'la ventana', english: 'the window' });

async function gradeWordGood(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Show answer/ }));
  await user.click(await screen.findByRole('button', { name: /^Good/ }));
}

describe('a review queue that is never stale', () => {
  // The toast with Undo is a Radix toast, which asks for pointer capture (jsdom has none).
  beforeEach(() => stubPointerCapture());

  it('Keep going starts from a fresh queue: no card graded or deleted in the session comes back', async () => {
    const user = userEvent.setup();
    const deck = deckServer(words);
    installFakeFetch(deck.routes);
    renderWithApp(<ReviewPage />, { path: '/review' });

    expect(await screen.findByText('Card 1 of 3')).toBeTruthy();
    await gradeWordGood(user);
    expect(await screen.findByText('Card 2 of 3')).toBeTruthy();
    await gradeWordGood(user);
    expect(await screen.findByText('el libro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Session complete')).toBeTruthy();

    // Meanwhile another card fell due.
    deck.addLater(newcomer);
    await user.click(await screen.findByRole('button', { name: /^Keep going/ }));
    expect(await screen.findByText('la ventana')).toBeTruthy();
    expect(screen.getByText('Card 1 of 1')).toBeTruthy();
    // The deletion reached the server before the queue was asked again.
    expect(deck.log.indexOf('DELETE 12')).toBeGreaterThan(-1);
    expect(deck.log.lastIndexOf('GET queue')).toBeGreaterThan(deck.log.indexOf('DELETE 12'));
    for (const gone of ['el perro', 'la casa', 'el libro']) expect(screen.queryByText(gone)).toBeNull();
  });

  it('Delete offers Undo, which keeps the card and puts it back in the session', async () => {
    const user = userEvent.setup();
    const deck = deckServer(words.slice(0, 2));
    installFakeFetch(deck.routes);
    renderWithApp(<ReviewPage />, { path: '/review' });

    expect(await screen.findByText('el perro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted')).toBeTruthy();
    expect(screen.getByText('Card 1 of 1')).toBeTruthy();
    expect(screen.getByText('la casa')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Card restored')).toBeTruthy();
    // Next in line, after the card on screen.
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    await gradeWordGood(user);
    expect(await screen.findByText('el perro')).toBeTruthy();
    expect(screen.getByText('Card 2 of 2')).toBeTruthy();
    expect(deck.log.filter((entry) => entry.startsWith('DELETE'))).toEqual([]);
  });

  it('deletes the card on the server once the undo window closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const deck = deckServer(words.slice(0, 2));
      installFakeFetch(deck.routes);
      renderWithApp(<ReviewPage />, { path: '/review' });
      expect(await screen.findByText('el perro')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Delete card' }));
      await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 100);
      expect(deck.deletedIds.size).toBe(0);
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect([...deck.deletedIds]).toEqual(['10']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a card still open to undo at once when the learner leaves the review screen', async () => {
    const user = userEvent.setup();
    const deck = deckServer(words.slice(0, 2));
    installFakeFetch(deck.routes);
    const { unmount } = renderWithApp(<ReviewPage />, { path: '/review' });
    expect(await screen.findByText('el perro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(deck.deletedIds.size).toBe(0);
    unmount();
    await waitFor(() => expect([...deck.deletedIds]).toEqual(['10']));
  });
});
