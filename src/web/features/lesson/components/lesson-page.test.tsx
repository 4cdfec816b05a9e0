import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LESSON_LOCKED_MESSAGE } from '@/contract/lessons';
import { json } from '@/web/testing/fake-fetch';
import { stubSpeechSynthesis } from '@/web/testing/browser-media';
import { completeLessonResponse, lessonDetail } from '@/web/testing/lesson-fixtures';
import { progressText, renderLesson } from '@/web/features/lesson/testing/render-lesson';

describe('LessonPage reading', () => {
  it('shows the header and walks through every kind of section', async () => {
    const { user } = renderLesson({ 'GET /api/lessons/greetings': () => json(lessonDetail()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Saludos' })).toBeTruthy();
    const details = screen.getByRole('list', { name: 'Lesson details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Beginner', 'Phrases', '10 XP']);
    expect(screen.getByRole('link', { name: 'Back to Lessons' }).getAttribute('href')).toBe('/lessons');

    expect(progressText('Lesson Content')).toBe('Section 1 of 4');
    expect(screen.getByText('Section 1 / 4')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Words for meeting people' })).toBeTruthy();
    expect(screen.getByText('el nombre').getAttribute('lang')).toBe('es');
    expect(screen.getByText('el NOHM-breh')).toBeTruthy();
    expect(screen.getByText('uno').closest('li')?.textContent).toContain('1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progressText('Lesson Content')).toBe('Section 2 of 4');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pronoun', 'Form', 'English']);
    expect(screen.getByRole('row', { name: 'tú estás you are (informal)' })).toBeTruthy();
    expect(screen.getByText('¿Cómo estás?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('First day of class.')).toBeTruthy();
    expect(screen.getByText('Nice to meet you, Ana.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('When you expect to meet again soon.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Section 3 / 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Start Exercises' })).toBeTruthy();
  });

  it('completes a lesson without exercises from its last section with a full score', async () => {
    const lesson = lessonDetail({
      content: { sections: [lessonDetail().content.sections[3]!], exercises: [] },
    });
    const { user, requests } = renderLesson({
      'GET /api/lessons/greetings': () => json(lesson),
      'POST /api/lessons/greetings/complete': () => json(completeLessonResponse()),
    });

    await user.click(await screen.findByRole('button', { name: 'Complete Lesson' }));
    expect(await screen.findByRole('heading', { name: 'Lesson Complete!' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      score: 100,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(
      screen.getByText('This lesson has no exercises, so reading it through counts as a full score.'),
    ).toBeTruthy();
  });

  it('reads Spanish aloud where the browser can speak, and offers no speech controls where it cannot', async () => {
    const first = renderLesson({ 'GET /api/lessons/greetings': () => json(lessonDetail()) });
    await screen.findByText('el nombre');
    expect(screen.queryByRole('button', { name: /^Listen/ })).toBeNull();
    first.unmount();

    const { spoken } = stubSpeechSynthesis([{ name: 'Paulina', lang: 'es_MX' }]);
    const { user } = renderLesson({ 'GET /api/lessons/greetings': () => json(lessonDetail()) });
    await user.click(await screen.findByRole('button', { name: 'Listen: el nombre' }));
    expect(spoken).toEqual([
      { text: 'el nombre', lang: 'es-MX', rate: 0.8, voice: { name: 'Paulina', lang: 'es_MX' } },
    ]);
  });

  it("reads in the voice of the learner's Spanish: a learner of Spain's hears es-ES (docs/product.md#spanish-variety)", async () => {
    const { spoken } = stubSpeechSynthesis([
      { name: 'Paulina', lang: 'es-MX' },
      { name: 'Mónica', lang: 'es-ES' },
    ]);
    const { user } = renderLesson({ 'GET /api/lessons/greetings': () => json(lessonDetail({ variety: 'spain' })) });
    await user.click(await screen.findByRole('button', { name: 'Listen: el nombre' }));
    expect(spoken).toEqual([{ text: 'el nombre', lang: 'es-ES', rate: 0.8, voice: { name: 'Mónica', lang: 'es-ES' } }]);
  });
});

describe('LessonPage problems', () => {
  it("shows 'Lesson not found' with a way back for an unknown lesson", async () => {
    renderLesson({ 'GET /api/lessons/missing': () => json({ message: 'Lesson not found' }, 404) }, '/lessons/missing');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to Lessons' }).getAttribute('href')).toBe('/lessons');
  });

  it("shows the server's message for a locked lesson", async () => {
    renderLesson({ 'GET /api/lessons/greetings': () => json({ message: LESSON_LOCKED_MESSAGE }, 403) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LESSON_LOCKED_MESSAGE)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to Lessons' })).toBeTruthy();
  });

  it("shows 'Failed to fetch lesson' and loads again on request", async () => {
    let failing = true;
    const { user } = renderLesson({
      'GET /api/lessons/greetings': () =>
        failing ? new Response('down', { status: 502, statusText: 'Bad Gateway' }) : json(lessonDetail()),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch lesson' })).toBeTruthy();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saludos' })).toBeTruthy();
  });
});
