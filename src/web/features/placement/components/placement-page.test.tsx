import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlacementProgress, PlacementResult } from '@/contract/placement';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { fakeVoice, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import PlacementPage from './placement-page';
import { NO_SPANISH_VOICE_TEXT } from './listening-player';

const ATTEMPT = '5b7f2a9e-8c1d-4e6f-9a3b-2c4d6e8f0a1b';
const progress = (answered: number, question: PlacementProgress['question']): PlacementProgress => ({
  attemptId: ATTEMPT,
  question,
  answered,
  minItems: 12,
  maxItems: 20,
});
const FIRST = {
  id: 'a1-grammar-1',
  skill: 'grammar' as const,
  question: 'Choose the word that completes the sentence.',
  text: 'Yo ___ estudiante.',
  audio: null,
  options: ['soy', 'es', 'eres', 'son'],
};
const RESULT: PlacementResult = {
  band: 'A2',
  answered: 1,
  level: 'intermediate',
  lessonId: 'daily-routine-reflexive-verbs',
  lessonTitle: 'Mi rutina diaria',
  currentLevel: 'intermediate',
  retakeAt: '2026-12-02T10:00:00.000Z',
};

describe('PlacementPage', () => {
  it('asks one question at a time, sends the chosen answer and shows where the learner starts', async () => {
    const { requests } = installFakeFetch({
      'POST /api/placement': () => json(progress(0, FIRST), 201),
      [`POST /api/placement/${ATTEMPT}/answers`]: () => json(progress(1, null)),
      [`POST /api/placement/${ATTEMPT}/finish`]: () => json(RESULT),
    });
    const { user } = renderWithApp(<PlacementPage />, { path: '/placement' });
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByText('Yo ___ estudiante.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'eres' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('You start at the intermediate level.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start ‘Mi rutina diaria’' }).getAttribute('href')).toBe(
      '/lessons/daily-routine-reflexive-verbs',
    );
    const answer = requests.find((request) => request.path.endsWith('/answers'));
    expect(answer?.body).toEqual({ itemId: 'a1-grammar-1', choice: 2 });
    expect(requests.filter((request) => request.path.endsWith('/finish'))).toHaveLength(1);
  });

  it('lets the learner stop early, and offers a recording to play for a listening question', async () => {
    installFakeSpeechSynthesis([fakeVoice('Paulina', 'es-MX')]);
    const { requests } = installFakeFetch({
      'POST /api/placement': () =>
        json(
          progress(3, {
            id: 'a2-listening-1',
            skill: 'listening',
            question: 'Listen: which platform does the train leave from?',
            text: null,
            audio: 'El tren a Sevilla sale del andén cuatro.',
            options: ['Four', 'Nine'],
          }),
        ),
      [`POST /api/placement/${ATTEMPT}/finish`]: () => json({ ...RESULT, band: null, level: 'beginner', answered: 3 }),
    });
    const { user } = renderWithApp(<PlacementPage />, { path: '/placement' });
    expect(await screen.findByRole('heading', { name: 'Question 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeTruthy();
    expect(screen.queryByText('El tren a Sevilla sale del andén cuatro.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop the test' }));
    expect(await screen.findByText('You start at the beginner level.')).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.path.endsWith('/finish'))).toHaveLength(1));
  });

  it('says when no Spanish voice can play a listening question, and offers its text instead of a silent button', async () => {
    installFakeSpeechSynthesis([fakeVoice('Daniel', 'en-GB')]);
    installFakeFetch({
      'POST /api/placement': () =>
        json(
          progress(3, {
            id: 'a2-listening-1',
            skill: 'listening',
            question: 'Listen: which platform does the train leave from?',
            text: null,
            audio: 'El tren a Sevilla sale del andén cuatro.',
            options: ['Four', 'Nine'],
          }),
        ),
    });
    const { user } = renderWithApp(<PlacementPage />, { path: '/placement' });
    expect(await screen.findByRole('heading', { name: 'Question 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play the recording' })).toBeNull();
    expect(screen.getByText(NO_SPANISH_VOICE_TEXT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the text instead' }));
    expect(screen.getByText('El tren a Sevilla sale del andén cuatro.').getAttribute('lang')).toBe('es');
    // The question can still be answered.
    await user.click(screen.getByRole('radio', { name: 'Four' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
  });

  it("says when the test can be taken again, in the server's words", async () => {
    installFakeFetch({
      'POST /api/placement': () => json({ message: 'You can take the placement test again from 2026-12-02.' }, 409),
    });
    renderWithApp(<PlacementPage />, { path: '/placement' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can take the placement test again from 2026-12-02.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });
});
