import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '@/contract/language';
import { PRONUNCIATION_UNSCORED_MESSAGE } from '@/contract/language-constants';
import { CAPABILITIES_QUERY_KEY } from '@/web/lib/queries/capabilities';
import { stubMicrophone } from '@/web/testing/browser-media';
import { json, requestUrl } from '@/web/testing/fake-fetch';
import { installFakeSpeechRecognition } from '@/web/testing/fake-speech-recognition';
import { ALL_EXERCISE_TYPES, completeLessonResponse } from '@/web/testing/lesson-fixtures';
import { UNSCORED_PRONUNCIATION_NOTE } from '@/web/features/lesson/exercise-check';
import { lessonWith, renderLesson } from '@/web/features/lesson/testing/render-lesson';

type Routes = Parameters<typeof renderLesson>[0];

const multipleChoice = ALL_EXERCISE_TYPES[0]!;
const pronunciation = ALL_EXERCISE_TYPES[4]!;
const SCORE_URL = '/api/lessons/greetings/pronunciation';
const BROWSER_STT: Capabilities = { speechToText: 'browser', serverVoice: false, languageHelp: 'builtin' };

/** A lesson whose second exercise is the pronunciation one, opened on it. */
async function atPronunciation(routes: Routes) {
  const view = renderLesson({
    'GET /api/lessons/greetings': () => json(lessonWith([multipleChoice, pronunciation])),
    'POST /api/lessons/greetings/complete': () => json(completeLessonResponse()),
    ...routes,
  });
  await view.user.click(await screen.findByRole('radio', { name: 'Buenos días' }));
  await view.user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  await view.user.click(screen.getByRole('button', { name: 'Next Question' }));
  return view;
}

async function recordAndSubmit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Start Recording' }));
  await user.click(await screen.findByRole('button', { name: 'Stop Recording' }));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

function uploadedFields(fetch: ReturnType<typeof renderLesson>['fetch']): Record<string, unknown> {
  const body = fetch.mock.calls.find(([url]) => requestUrl(url) === SCORE_URL)?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no pronunciation upload');
  return Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'));
}

function completedScore(requests: ReturnType<typeof renderLesson>['requests']) {
  return (
    requests.find((request) => request.path === '/api/lessons/greetings/complete')?.body as
      { score: number } | undefined
  )?.score;
}

describe('Pronunciation exercise scoring', () => {
  it('shows a low score as not quite right, lets the learner try again, and scores the first try', async () => {
    stubMicrophone();
    let attempts = 0;
    const { user, fetch, requests } = await atPronunciation({
      [`POST ${SCORE_URL}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json({
              isCorrect: false,
              transcribed: 'buenas tarde',
              feedback: 'Say the final "s" in "tardes".',
              similarity: 0.456,
            })
          : json({ isCorrect: true, transcribed: 'buenas tardes', feedback: 'Well said!', similarity: 1 });
      },
    });
    await recordAndSubmit(user);

    expect(await screen.findByText('Not quite right')).toBeTruthy();
    expect(screen.getByText('Similarity:').parentElement?.textContent).toBe('Similarity: 46%');
    expect(screen.getByText('Say the final "s" in "tardes".')).toBeTruthy();
    expect(screen.getByText('We heard:').parentElement?.textContent).toBe('We heard: buenas tarde');
    expect(screen.getByText('Correct answer:').textContent).toBe('Correct answer: Buenas tardes');
    expect(uploadedFields(fetch)).toEqual({ exerciseIndex: '1', targetText: 'Buenas tardes' });

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByLabelText('Your recording')).toBeNull();
    await recordAndSubmit(user);
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Similarity:').parentElement?.textContent).toBe('Similarity: 100%');
    expect(screen.getByText('Good practice. Only first tries count toward your score.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    await screen.findByRole('heading', { name: 'Lesson Complete!' });
    // The multiple choice was right, the pronunciation wrong at its first try.
    expect(completedScore(requests)).toBe(50);
  });

  it("reads 'Not scored' for a recording the server can't score, says why, and leaves it out of the score", async () => {
    stubMicrophone();
    const { user, requests } = await atPronunciation({
      [`POST ${SCORE_URL}`]: () =>
        json({ message: PRONUNCIATION_UNSCORED_MESSAGE }, 503, { statusText: 'Service Unavailable' }),
    });
    await recordAndSubmit(user);

    expect(await screen.findByText('Not scored')).toBeTruthy();
    expect(screen.queryByText('Correct!')).toBeNull();
    expect(screen.getByText(UNSCORED_PRONUNCIATION_NOTE)).toBeTruthy();
    expect(screen.getByText(PRONUNCIATION_UNSCORED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Similarity:')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    await screen.findByRole('heading', { name: 'Lesson Complete!' });
    // Only the multiple choice counts: 1 of 1 right (it would be 2 of 2 if the recording had counted as correct).
    expect(screen.getByText('You got 1 of 1 questions right the first time.')).toBeTruthy();
    expect(completedScore(requests)).toBe(100);
  });

  it("reads 'Not scored', never 'Correct!', when the score never arrives", async () => {
    stubMicrophone();
    const { user } = await atPronunciation({
      [`POST ${SCORE_URL}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await recordAndSubmit(user);

    expect(await screen.findByText('Not scored')).toBeTruthy();
    expect(screen.queryByText('Correct!')).toBeNull();
    expect(screen.getByText(UNSCORED_PRONUNCIATION_NOTE)).toBeTruthy();
  });

  it('shows the check in progress and ignores further submits meanwhile', async () => {
    stubMicrophone();
    let answer: (response: Response) => void = () => {};
    const { user, requests } = await atPronunciation({
      [`POST ${SCORE_URL}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await recordAndSubmit(user);

    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Answer' });
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Checking your pronunciation…')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Record Again' }).disabled).toBe(true);
    await user.click(submit);
    expect(requests.filter((request) => request.path === SCORE_URL)).toHaveLength(1);

    act(() => answer(json({ isCorrect: true, transcribed: 'buenas tardes', feedback: 'Well said!', similarity: 0.9 })));
    expect(await screen.findByText('Correct!')).toBeTruthy();
  });

  it("sends what the browser's recognition heard when the server has no speech recognition", async () => {
    stubMicrophone();
    const recognition = installFakeSpeechRecognition();
    const { user, fetch, queryClient } = await atPronunciation({
      'GET /api/capabilities': () => json(BROWSER_STT),
      [`POST ${SCORE_URL}`]: () =>
        json({ isCorrect: true, transcribed: 'buenas tardes', feedback: 'Well said!', similarity: 1 }),
    });
    await waitFor(() => expect(queryClient.getQueryData(CAPABILITIES_QUERY_KEY)).toEqual(BROWSER_STT));
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(recognition.instances).toHaveLength(1));
    act(() => recognition.latest().say('buenas', { final: false }));
    expect(screen.getByText('Hearing:').parentElement?.textContent).toBe('Hearing: buenas');
    act(() => recognition.latest().say('Buenas tardes'));
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(screen.getByText('Heard:').parentElement?.textContent).toBe('Heard: Buenas tardes');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(uploadedFields(fetch)).toEqual({
      exerciseIndex: '1',
      targetText: 'Buenas tardes',
      transcript: 'Buenas tardes',
    });
  });
});
