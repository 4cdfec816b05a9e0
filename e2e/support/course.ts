import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { hearNext, recogniserFails } from './fake-transcript';

/** What the lesson screen says of a pronunciation recording it could not score (docs/product.md#lesson-score). */
export const UNSCORED_NOTE = "Your recording couldn't be scored here, so this exercise is left out of your score.";

/** Enough of a lesson file to take it: the shipped JSON, read the way the course is authored. */
export interface LessonFile {
  id: string;
  title: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  order: number;
  sections: { title: string }[];
  exercises: (
    | { type: 'multiple_choice'; options: string[]; correct: number }
    | { type: 'listening'; audio_text: string }
    | {
        type: 'reading';
        audio_text: string;
        questions: { question: string; options: string[]; correct: number; why: string }[];
      }
    | { type: 'translation' | 'conjugation' | 'fill_blank' | 'pronunciation'; answer: string }
  )[];
}

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const lessonsDir = path.join(process.cwd(), 'content', 'lessons');
export const course: LessonFile[] = LEVELS.flatMap((level) =>
  fs
    .readdirSync(path.join(lessonsDir, level))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(lessonsDir, level, file), 'utf8')) as LessonFile),
);

/** Completes every lesson before `target` in course order through the API, so the target is open. */
export async function openUpTo(page: Page, target: LessonFile) {
  const before = course.filter(
    (lesson) =>
      LEVELS.indexOf(lesson.level) < LEVELS.indexOf(target.level) ||
      (lesson.level === target.level && lesson.order < target.order),
  );
  const origin = new URL(page.url()).origin;
  for (const lesson of before) {
    const response = await page.request.post(`/api/lessons/${lesson.id}/complete`, {
      data: { score: 100 },
      headers: { origin },
    });
    expect(response.status(), `completing ${lesson.id}`).toBe(200);
  }
}

/**
 * A listening exercise as a learner meets it: the sentence is not on the card; with a voice, Play the sentence asks
 * the server's voice for it (the e2e server has one), without one the learner asks for the text. Then they type it.
 */
export async function answerListening(page: Page, sentence: string, heard: 'voice' | 'text') {
  await expect(page.getByText(sentence)).toHaveCount(0);
  if (heard === 'voice') {
    const spoken = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/speech') &&
        (request.postDataJSON() as { text?: string } | null)?.text === sentence,
    );
    await page.getByRole('button', { name: 'Play the sentence' }).click();
    await spoken;
  } else {
    await expect(page.getByRole('button', { name: 'Play the sentence' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the text instead' }).click();
    await expect(page.getByText(sentence)).toBeVisible();
  }
  await page.getByRole('textbox', { name: /answer/i }).fill(sentence);
}

type ReadingFile = Extract<LessonFile['exercises'][number], { type: 'reading' }>;

/** Chooses an option of each question of a reading card: the right one, or a wrong one. */
export async function answerReading(page: Page, exercise: ReadingFile, right: boolean) {
  await expect(page.getByRole('article', { name: exercise.audio_text })).toBeVisible();
  for (const question of exercise.questions) {
    const choice = right ? question.correct : (question.correct + 1) % question.options.length;
    await page
      .getByRole('radiogroup', { name: question.question })
      .getByRole('radio', { name: question.options[choice], exact: true })
      .check();
  }
}

/**
 * Takes a lesson as a learner would: every section read, every exercise answered right at the first try (with
 * `missReadingFirst`, a reading card is answered wrong first, then right after Try Again).
 */
export async function takeLesson(
  page: Page,
  lesson: LessonFile,
  {
    onCard,
    listeningHeard = 'voice',
    missReadingFirst = false,
    pronunciation = 'heard',
  }: {
    /** Called on each exercise card before it is answered and once it reads "Correct!". */
    onCard?: (exercise: LessonFile['exercises'][number], moment: 'question' | 'missed' | 'answered') => Promise<void>;
    /** How a listening exercise's sentence reaches the learner: its voice, or its text where no voice can play. */
    listeningHeard?: 'voice' | 'text';
    /** Answer a reading card wrong first ("missed"), then right after Try Again. */
    missReadingFirst?: boolean;
    /**
     * What becomes of a pronunciation recording: heard as the sentence (scored right), or sent while the server's
     * recogniser is down, so it cannot be scored: "Not scored", and left out of the lesson's score.
     */
    pronunciation?: 'heard' | 'unscored';
  } = {},
) {
  await page.goto(`/lessons/${lesson.id}`);
  await expect(page.getByRole('heading', { name: lesson.title })).toBeVisible();
  for (const [index, section] of lesson.sections.entries()) {
    await expect(page.getByText(section.title, { exact: true }).first()).toBeVisible();
    if (index < lesson.sections.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Start Exercises' }).click();
  const total = lesson.exercises.length;
  for (const [index, exercise] of lesson.exercises.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    await onCard?.(exercise, 'question');
    if (exercise.type === 'multiple_choice') {
      await page.getByRole('radio', { name: exercise.options[exercise.correct], exact: true }).check();
    } else if (exercise.type === 'listening') {
      await answerListening(page, exercise.audio_text, listeningHeard);
    } else if (exercise.type === 'reading') {
      if (missReadingFirst) {
        await answerReading(page, exercise, false);
        await page.getByRole('button', { name: 'Submit Answer' }).click();
        await expect(page.getByText('Not quite right')).toBeVisible();
        await onCard?.(exercise, 'missed');
        await page.getByRole('button', { name: 'Try Again' }).click();
      }
      await answerReading(page, exercise, true);
    } else if (exercise.type === 'pronunciation') {
      if (pronunciation === 'unscored') recogniserFails();
      else hearNext(exercise.answer);
      await page.getByRole('button', { name: /start recording/i }).click();
      await page.waitForTimeout(1200);
      await page.getByRole('button', { name: /stop recording/i }).click();
    } else {
      await page.getByRole('textbox', { name: /answer/i }).fill(exercise.answer);
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    if (exercise.type === 'pronunciation' && pronunciation === 'unscored') {
      // Neither right nor wrong: said so, with the reason and what to do instead.
      await expect(page.getByText('Not scored', { exact: true })).toBeVisible();
      await expect(page.getByText(UNSCORED_NOTE)).toBeVisible();
      await expect(page.getByText('Correct!')).toHaveCount(0);
      await expect(page.getByText('Similarity:')).toHaveCount(0);
    } else {
      await expect(page.getByText('Correct!')).toBeVisible();
    }
    await onCard?.(exercise, 'answered');
    if (index < total - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson Complete!' })).toBeVisible();
  const missed = missReadingFirst ? lesson.exercises.filter((exercise) => exercise.type === 'reading').length : 0;
  // An unscored recording is left out of the score: of the questions that count, those right at the first try.
  const scored =
    total -
    (pronunciation === 'unscored'
      ? lesson.exercises.filter((exercise) => exercise.type === 'pronunciation').length
      : 0);
  await expect(page.getByText(`${Math.round(((scored - missed) / scored) * 100)}%`).first()).toBeVisible();
  await expect(page.getByText(`You got ${scored - missed} of ${scored} questions right the first time.`)).toBeVisible();
}

/** How many lessons a level of the shipped course has (the course grows; tests read it rather than hard-code it). */
export function lessonsInLevel(level: (typeof LEVELS)[number]): number {
  return course.filter((lesson) => lesson.level === level).length;
}
