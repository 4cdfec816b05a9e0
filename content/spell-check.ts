import { readFileSync } from 'node:fs';
import dictionaryEn from 'dictionary-en';
import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';
import { typedAnswerOf } from '@/contract/lessons';
import { expandPattern } from '@/domain/answer-patterns';
import type { CatalogueLesson } from '@/server/content/lesson-file-schema';
import type { PlacementItem } from '@/server/content/placement-bank';
import type { BilingualLine, TopicFile } from '@/server/content/topic-file-schema';

/**
 * Which dictionary a catalogue string is checked against:
 * 'es' strictly Spanish (vocabulary, dialogue, answers), 'mixed' English prose that quotes Spanish
 * (a word passes if either dictionary knows it).
 */
export type StringLanguage = 'es' | 'mixed';
export interface CatalogueString {
  where: string;
  language: StringLanguage;
  text: string;
}

/** Every learner-facing string of a lesson with the language it is written in. */
export function catalogueStrings(lesson: CatalogueLesson): CatalogueString[] {
  const out: CatalogueString[] = [];
  const add = (where: string, language: StringLanguage, text: string | undefined) => {
    if (text) out.push({ where: `${lesson.id} ${where}`, language, text });
  };
  add('title', 'mixed', lesson.title);
  add('description', 'mixed', lesson.description);
  lesson.sections.forEach((section, s) => {
    add(`sections.${s}.title`, 'mixed', section.title);
    const at = (i: number) => `sections.${s}.content.${i}`;
    section.content.forEach((entry, i) =>
      entry.regionalNotes?.forEach((note, n) => add(`${at(i)}.regionalNotes.${n}.text`, 'mixed', note.text)),
    );
    switch (section.type) {
      case 'vocabulary':
        section.content.forEach((entry, i) => {
          add(`${at(i)}.spanish`, 'es', entry.spanish);
          add(`${at(i)}.english`, 'mixed', entry.english);
        });
        break;
      case 'grammar':
        section.content.forEach((entry, i) => {
          add(`${at(i)}.explanation`, 'mixed', entry.explanation);
          entry.conjugations?.forEach((row, r) => {
            add(`${at(i)}.conjugations.${r}.pronoun`, 'es', row.pronoun);
            add(`${at(i)}.conjugations.${r}.form`, 'es', row.form);
            add(`${at(i)}.conjugations.${r}.english`, 'mixed', row.english);
          });
          entry.examples?.forEach((example, e) => {
            add(`${at(i)}.examples.${e}.spanish`, 'es', example.spanish);
            add(`${at(i)}.examples.${e}.english`, 'mixed', example.english);
          });
        });
        break;
      case 'conversation':
        section.content.forEach((entry, i) => {
          add(`${at(i)}.speaker`, 'mixed', entry.speaker);
          add(`${at(i)}.spanish`, 'es', entry.spanish);
          add(`${at(i)}.english`, 'mixed', entry.english);
          add(`${at(i)}.context`, 'mixed', entry.context);
        });
        break;
      case 'phrases':
        section.content.forEach((entry, i) => {
          add(`${at(i)}.spanish`, 'es', entry.spanish);
          add(`${at(i)}.english`, 'mixed', entry.english);
          add(`${at(i)}.note`, 'mixed', entry.note);
        });
        break;
    }
  });
  lesson.exercises.forEach((exercise, x) => {
    const at = `exercises.${x}`;
    add(`${at}.question`, 'mixed', exercise.question);
    add(`${at}.hint`, 'mixed', exercise.hint);
    add(`${at}.audio_text`, 'es', exercise.audio_text);
    add(`${at}.why`, 'mixed', exercise.why);
    if (exercise.type === 'multiple_choice') {
      exercise.options.forEach((option, o) =>
        add(`${at}.options.${o}`, exercise.optionsLanguage === 'es' ? 'es' : 'mixed', option),
      );
      return;
    }
    if (exercise.type === 'reading') {
      add(`${at}.text`, 'es', exercise.text);
      exercise.questions.forEach((question, q) => {
        add(`${at}.questions.${q}.question`, 'mixed', question.question);
        add(`${at}.questions.${q}.why`, 'mixed', question.why);
        question.options.forEach((option, o) =>
          add(`${at}.questions.${q}.options.${o}`, question.optionsLanguage === 'es' ? 'es' : 'mixed', option),
        );
      });
      return;
    }
    // What the learner types, in the language they type it: each type says (src/contract/exercise-types).
    const { expected, accepted, context } = typedAnswerOf(exercise);
    const answerLanguage: StringLanguage = context.language === 'en' ? 'mixed' : 'es';
    add(`${at}.answer`, answerLanguage, expected);
    // A pattern's sentences one after the other, so the grammar check reads each sentence's words in order.
    accepted.forEach((answer, a) =>
      add(`${at}.acceptedAnswers.${a}`, answerLanguage, expandPattern(answer).join(' / ')),
    );
  });
  return out;
}

export interface Misspelling {
  where: string;
  word: string;
  text: string;
}

export interface SpellChecker {
  check(strings: readonly CatalogueString[]): Misspelling[];
}

/** Words: runs of letters (with inner apostrophes or hyphens for English "don't", "well-known"). */
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

export function createSpellChecker(allowlistPath: string): SpellChecker {
  const spanish = nspell(dictionaryEs as unknown as { aff: Buffer; dic: Buffer });
  const english = nspell(dictionaryEn as unknown as { aff: Buffer; dic: Buffer });
  // Each entry says why it is allowed, so the list stays short and reviewed.
  const allowlist = JSON.parse(readFileSync(allowlistPath, 'utf8')) as { words: { word: string; why: string }[] };
  const allowed = new Set(allowlist.words.map(({ word }) => word.toLowerCase()));
  const knownSpanish = (word: string) => allowed.has(word.toLowerCase()) || spanish.correct(word);
  const knownEnglish = (word: string) =>
    english.correct(word) ||
    english.correct(word.replace(/’/g, "'")) ||
    word.split('-').every((part) => english.correct(part) || knownSpanish(part));

  return {
    check(strings) {
      const misspellings: Misspelling[] = [];
      for (const { where, language, text } of strings) {
        for (const [word] of text.matchAll(WORD)) {
          const known = language === 'es' ? knownSpanish(word) : knownSpanish(word) || knownEnglish(word);
          if (!known) misspellings.push({ where, word, text });
        }
      }
      return misspellings;
    },
  };
}

/** Every string of a default topic with its language: `es` lines strictly Spanish, the rest English prose. */
export function topicStrings(topic: TopicFile): CatalogueString[] {
  const out: CatalogueString[] = [];
  const add = (where: string, language: StringLanguage, text: string) =>
    out.push({ where: `topics/${topic.id} ${where}`, language, text });
  const addLine = (where: string, line: BilingualLine) => {
    add(`${where}.es`, 'es', line.es);
    add(`${where}.en`, 'mixed', line.en);
  };
  add('title', 'mixed', topic.title);
  add('description', 'mixed', topic.description);
  add('prompt', 'mixed', topic.prompt);
  const { plan } = topic;
  for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
    addLine(`plan.opening.${difficulty}`, plan.opening[difficulty]);
    plan.questions[difficulty].forEach((question, q) => {
      const at = `plan.questions.${difficulty}.${q}`;
      addLine(at, question);
      addLine(`${at}.answer`, question.answer);
      addLine(`${at}.simpler`, question.simpler);
    });
  }
  plan.keywords.forEach((keyword, k) => {
    addLine(`plan.keywords.${k}`, keyword);
    keyword.forms.forEach((form, f) => add(`plan.keywords.${k}.forms.${f}`, 'mixed', form));
    if (keyword.reply) addLine(`plan.keywords.${k}.reply`, keyword.reply);
  });
  plan.likes.forEach((like, l) => addLine(`plan.likes.${l}`, like));
  plan.answers.forEach((answer, a) => addLine(`plan.answers.${a}.answer`, answer.answer));
  addLine('plan.closing', plan.closing);
  return out;
}

/** Every string of a placement item: the shown text and heard audio strictly Spanish, the question English prose. */
export function placementStrings(item: PlacementItem): CatalogueString[] {
  const out: CatalogueString[] = [];
  const add = (where: string, language: StringLanguage, text: string | undefined) => {
    if (text) out.push({ where: `placement/${item.id} ${where}`, language, text });
  };
  add('question', 'mixed', item.question);
  add('text', 'es', item.text?.replaceAll('___', ' '));
  add('audio', 'es', item.audio);
  item.options.forEach((option, o) => add(`options.${o}`, item.optionsLanguage === 'es' ? 'es' : 'mixed', option));
  return out;
}
