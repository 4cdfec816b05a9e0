import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCENTS_FEEDBACK } from '@/domain/answers';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { MICROPHONE_ERROR_MESSAGE } from '@/web/lib/use-audio-recorder';
import { stubMicrophone, stubSpeechSynthesis } from '@/web/testing/browser-media';
import { json, SIGNED_IN_USER, requestUrl } from '@/web/testing/fake-fetch';
import { ALL_EXERCISE_TYPES, completeLessonResponse, lessonDetail } from '@/web/testing/lesson-fixtures';
import { goToExercises, lessonWith, progressText, renderLesson } from '@/web/features/lesson/testing/render-lesson';

const multipleChoice = ALL_EXERCISE_TYPES[0]!;
const pronunciation = ALL_EXERCISE_TYPES[4]!;

describe('LessonPage exercises', () => {
  it('walks through all five exercise types, scoring only first tries', async () => {
    const { spoken } = stubSpeechSynthesis([
      { name: 'Mónica', lang: 'es-ES' },
      { name: 'Paulina', lang: 'es-MX' },
    ]);
    const microphone = stubMicrophone();
    const { user, requests, queryClient, fetch } = renderLesson({
      'GET /api/lessons/greetings': () => json(lessonDetail()),
      'POST /api/lessons/greetings/complete': () => json(completeLessonResponse()),
      'POST /api/lessons/greetings/pronunciation': () =>
        json({ isCorrect: true, transcribed: 'buenas tardes', feedback: 'Great pronunciation!', similarity: 0.95 }),
    });
    await goToExercises(user);

    // 1. Multiple choice: wrong first, then right after Try Again.
    expect(progressText('Exercises')).toBe('Question 1 of 5');
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
    expect(screen.getByText('Choose the correct answer.')).toBeTruthy();
    const hint = screen.getByText('Think of the greeting used in the morning.');
    expect(hint.closest('[hidden]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(hint.closest('[hidden]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(spoken.at(-1)).toMatchObject({ text: 'Buenos días', lang: 'es-MX', rate: 0.8, voice: { name: 'Paulina' } });

    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Answer' });
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Buenas noches' }));
    await user.click(submit());
    expect(screen.getByText('Not quite right')).toBeTruthy();
    expect(screen.getByText('Correct answer:').textContent).toBe('Correct answer: Buenos días');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try Again' }));

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(
      0,
    );
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Buenos días' }));
    await user.click(submit());
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Good practice. Only first tries count toward your score.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));

    // 2. Translation: case and surrounding spaces do not matter; Enter submits, then moves on.
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
    const translation = screen.getByLabelText('Your answer in Spanish');
    expect(document.activeElement).toBe(translation);
    expect(translation.getAttribute('lang')).toBe('es');
    await user.keyboard('  mucho GUSTO {Enter}');
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next Question' }));
    await user.keyboard('{Enter}');

    // 3. Conjugation: missing accent is wrong and says so; Try Again clears the answer.
    expect(screen.getByText('Question 3 of 5')).toBeTruthy();
    await user.keyboard('estas{Enter}');
    expect(screen.getByText('Not quite right')).toBeTruthy();
    expect(screen.getByText(ACCENTS_FEEDBACK)).toBeTruthy();
    await user.keyboard('{Enter}');
    const conjugation = screen.getByLabelText<HTMLInputElement>('Your answer in Spanish');
    expect(conjugation.value).toBe('');
    expect(document.activeElement).toBe(conjugation);
    await user.keyboard('est');
    await user.click(screen.getByRole('button', { name: 'Insert á' }));
    await waitFor(() => expect(document.activeElement).toBe(conjugation));
    await user.keyboard('s');
    expect(conjugation.value).toBe('estás');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct!')).toBeTruthy();
    await user.keyboard('{Enter}');

    // 4. Fill in the blank.
    expect(screen.getByText('Question 4 of 5')).toBeTruthy();
    expect(screen.getByText('Type the missing word that fills the blank.')).toBeTruthy();
    await user.keyboard('llamo{Enter}');
    expect(screen.getByText('Correct!')).toBeTruthy();
    await user.keyboard('{Enter}');

    // 5. Pronunciation: record, play back, submit; the server scores the recording.
    expect(screen.getByText('Question 5 of 5')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Recording' }));
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Recording… speak now')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(microphone.recorders[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(microphone.trackStops).toHaveBeenCalled();
    expect(screen.getByLabelText('Your recording').getAttribute('src')).toBe('blob:recording-1');
    expect(screen.getByRole('button', { name: 'Record Again' })).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Similarity:').parentElement?.textContent).toBe('Similarity: 95%');
    expect(screen.getByText('Great pronunciation!')).toBeTruthy();
    const upload = fetch.mock.calls.find(([url]) => requestUrl(url) === '/api/lessons/greetings/pronunciation')?.[1]
      ?.body as FormData;
    expect(Object.fromEntries([...upload.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      exerciseIndex: '4',
      targetText: 'Buenas tardes',
    });
    expect((upload.get('audio') as File).name).toBe('recording.webm');

    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));

    // Right at the first try: translation, fill in the blank and pronunciation, so 3 of 5.
    expect(await screen.findByRole('heading', { name: 'Lesson Complete!' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/lessons/greetings/complete')?.body).toEqual({
      score: 60,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByText('Score:').parentElement?.textContent).toBe('Score: 60%');
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('img', { name: '1 of 3 stars' })).toBeTruthy();
    expect(screen.getByText('+10 XP earned')).toBeTruthy();
    expect(screen.getByText('You got 3 of 5 questions right the first time.')).toBeTruthy();
    expect(screen.getByText(/only first tries count toward your score/)).toBeTruthy();
    expect(screen.getByText('Tip:')).toBeTruthy();
    expect(await screen.findByText('Lesson Completed!')).toBeTruthy();
    expect(screen.getByText('You earned 10 XP!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next Lesson' }).getAttribute('href')).toBe('/lessons/numbers');

    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({
      ...SIGNED_IN_USER,
      xpPoints: 50,
      currentLevel: 'beginner',
      streak: 4,
    });
    // The lesson (and the lessons list) are refreshed after completion.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/lessons/greetings')).toHaveLength(2),
    );

    await user.click(screen.getByRole('button', { name: 'Retry Lesson' }));
    expect(progressText('Lesson Content')).toBe('Section 1 of 4');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Words for meeting people' }));
  });

  it('shows Mastered without a tip, and View All Lessons when there is no next lesson', async () => {
    const { user, requests } = renderLesson({
      'GET /api/lessons/greetings': () => json(lessonWith([multipleChoice], { nextLessonId: null })),
      'POST /api/lessons/greetings/complete': () =>
        json(completeLessonResponse({ nextLessonId: null, experienceGained: 0 })),
    });

    await user.click(await screen.findByRole('radio', { name: 'Buenos días' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));

    expect(await screen.findByRole('heading', { name: 'Lesson Complete!' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      score: 100,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByText('Mastered')).toBeTruthy();
    expect(screen.getByText('+0 XP earned')).toBeTruthy();
    expect(screen.queryByText('Tip:')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Next Lesson' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Lessons' }).getAttribute('href')).toBe('/lessons');
  });

  it('keeps the answers and offers a retry when saving the result fails', async () => {
    let failing = true;
    const { user, requests } = renderLesson({
      'GET /api/lessons/greetings': () => json(lessonWith([multipleChoice])),
      'POST /api/lessons/greetings/complete': () =>
        failing
          ? new Response('boom', { status: 500, statusText: 'Internal Server Error' })
          : json(completeLessonResponse()),
    });

    await user.click(await screen.findByRole('radio', { name: 'Buenos días' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to complete lesson')).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to complete lesson')).toHaveLength(2);
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Buenos días.*correct answer/ }).getAttribute('aria-checked')).toBe(
      'true',
    );

    expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Retry' }));

    failing = false;
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lesson Complete!' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { score: 100, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      { score: 100, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
  });

  it('tells the learner when the microphone is refused and lets them skip the question', async () => {
    stubMicrophone({ allow: false });
    const { user, requests } = renderLesson({
      'GET /api/lessons/greetings': () => json(lessonWith([pronunciation])),
      'POST /api/lessons/greetings/complete': () =>
        json(completeLessonResponse({ experienceGained: 0, completed: false, bestScore: 0 })),
    });

    await user.click(await screen.findByRole('button', { name: 'Start Recording' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MICROPHONE_ERROR_MESSAGE);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Answer' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Skip and complete lesson' }));
    expect(await screen.findByRole('heading', { name: 'Lesson Complete!' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      score: 0,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // Not completed: the result says what it takes, and a completed lesson would not say it.
    expect(screen.getByRole('note').textContent).toBe(
      'Score 50% or more to complete this lesson and unlock the next one.',
    );
  });
});

describe('LessonPage missed exercises', () => {
  it('adds an exercise missed at the first try to the review deck, once, and not one answered right', async () => {
    const { user, requests } = renderLesson({
      'GET /api/lessons/greetings': () => json(lessonDetail()),
      'POST /api/review/cards': () => json({}, 201),
    });
    await goToExercises(user);
    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Answer' });
    await user.click(screen.getByRole('radio', { name: 'Buenas noches' }));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('radio', { name: 'Buenas noches' }));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('radio', { name: 'Buenos días' }));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.keyboard('mucho gusto{Enter}');
    expect(screen.getByText('Correct!')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/review/cards').map((request) => request.body)).toEqual(
        [{ kind: 'exercise', lessonId: 'greetings', exerciseIndex: 0 }],
      ),
    );
  });
});
