import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@/contract/lessons';
import { json } from '@/web/testing/fake-fetch';
import { completeLessonResponse } from '@/web/testing/lesson-fixtures';
import { lessonWith, renderLesson } from '@/web/features/lesson/testing/render-lesson';

const TEXT = `Hola, Marta: te escribo desde Sevilla. Llegamos el sábado por la tarde y desde entonces no ha parado de llover, así que todavía no hemos visto casi nada de la ciudad.

Ayer fuimos a la catedral y después comimos en un bar pequeño cerca del río. El camarero nos recomendó las espinacas con garbanzos y nos encantaron. Hoy queremos visitar el Alcázar, pero hay que comprar las entradas por internet porque siempre hay mucha gente.

El hotel es tranquilo y el personal es muy amable. Lo único malo es que la habitación da a un patio interior y no entra mucha luz.

Volvemos el jueves. ¿Quedamos el viernes para tomar algo y te cuento todo?

Un abrazo,
Lucía`;

const reading: Exercise = {
  type: 'reading',
  question: "Read Lucía's email to Marta and answer the questions.",
  hint: 'Look for the days of the week.',
  audio_text: 'Desde Sevilla',
  text: TEXT,
  questions: [
    {
      question: 'What has the weather been like?',
      options: ['Sunny', 'Rainy', 'Very hot'],
      optionsLanguage: 'en',
      correct: 1,
      why: '"No ha parado de llover": it has not stopped raining.',
    },
    {
      question: 'What does Lucía say about the hotel room?',
      options: ['It is noisy', 'It is expensive', 'It is dark'],
      optionsLanguage: 'en',
      correct: 2,
      why: '"Da a un patio interior y no entra mucha luz": it looks onto an inner courtyard, so little light comes in.',
    },
  ],
};

async function openReading() {
  const view = renderLesson({
    'GET /api/lessons/greetings': () => json(lessonWith([reading])),
    'POST /api/lessons/greetings/complete': () => json(completeLessonResponse()),
    'GET /api/review/words': () => json({ words: [{ spanish: 'la catedral', english: 'the cathedral' }] }),
  });
  await screen.findByText('Question 1 of 1');
  return view;
}

describe('Reading exercise', () => {
  it('shows the text in Spanish with its words to look up and its questions, and needs them all answered', async () => {
    const { user, requests } = await openReading();

    expect(screen.getByText('Reading')).toBeTruthy();
    const text = screen.getByRole('article', { name: 'Desde Sevilla' });
    expect(text.getAttribute('lang')).toBe('es');
    expect(text.textContent).toContain('Ayer fuimos a la catedral y después comimos');
    // Paragraphs stay paragraphs (a single line break, the sign-off, stays inside one).
    expect(text.querySelectorAll('p')).toHaveLength(5);
    // A text is read, not heard: no Listen button.
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();

    // Its words can be looked up, as in a partner's message, each in the paragraph it is read in.
    await user.click(within(text).getByRole('button', { name: 'catedral' }));
    const card = await screen.findByRole('dialog', { name: 'catedral' });
    expect(await within(card).findByText('la catedral')).toBeTruthy();
    const lookup = new URL(requests.find((request) => request.path.startsWith('/api/review/words'))!.path, 'http://x');
    expect(lookup.searchParams.get('text')).toMatch(/^Ayer fuimos a la catedral.*mucha gente\.$/);
    expect(lookup.searchParams.get('word')).toBe('4');
    await user.keyboard('{Escape}');

    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Rainy' }));
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'It is dark' }));
    expect(submit.hasAttribute('disabled')).toBe(false);

    await user.click(submit);
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.queryByText(/Why:/)).toBeNull();
  });

  it('explains each missed question with its right answer and why, and lets the learner try again', async () => {
    const { user } = await openReading();

    const weather = screen.getByRole('radiogroup', { name: /What has the weather been like/ });
    await user.click(within(weather).getByRole('radio', { name: 'Rainy' }));
    await user.click(screen.getByRole('radio', { name: 'It is noisy' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));

    expect(await screen.findByText('Not quite right')).toBeTruthy();
    expect(screen.getByText('Question 1: right.')).toBeTruthy();
    expect(screen.getByText(/Question 2: the answer is/).textContent).toContain('It is dark');
    expect(screen.getByText(reading.questions[1]!.why)).toBeTruthy();
    // The first question's why is not shown: it was answered right.
    expect(screen.queryByText(reading.questions[0]!.why)).toBeNull();
    // No single "Correct answer" line for the whole text.
    expect(screen.queryByText(/Correct answer:/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Submit Answer' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Rainy' }));
    await user.click(screen.getByRole('radio', { name: 'It is dark' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Good practice. Only first tries count toward your score.')).toBeTruthy();
  });
});
