import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildKnownTranslations, createKnownTranslator } from './known-translations';

// The shipped content, as the app loads it.
const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const lessons = loadCatalogue(contentDir);
const tutor = loadTutorContent();
const known = buildKnownTranslations({ topics, tutor, lessons });

const introductions = topics.byId.get('introducing-yourself')!.plan;
const firstQuestion = introductions.questions.beginner[0]!;

describe('known translations', () => {
  it('indexes thousands of curated lines', () => {
    expect(known.size).toBeGreaterThan(1000);
  });

  it('translates every line of a topic plan both ways', () => {
    const plan = topics.byId.get('at-the-cafe')!.plan;
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      const question = plan.questions[difficulty][1]!;
      expect(known.lookup(question.es, 'es')).toBe(question.en);
      expect(known.lookup(question.en, 'en')).toBe(question.es);
      expect(known.lookup(question.answer.es, 'es')).toBe(question.answer.en);
      expect(known.lookup(question.simpler.es, 'es')).toBe(question.simpler.en);
      expect(known.lookup(plan.opening[difficulty].es, 'es')).toBe(plan.opening[difficulty].en);
    }
    expect(known.lookup(plan.closing.es, 'es')).toBe(plan.closing.en);
    expect(known.lookup(plan.likes[0]!.es, 'es')).toBe(plan.likes[0]!.en);
  });

  it('ignores case, extra spaces and a missing final punctuation mark', () => {
    const variants = [
      firstQuestion.es.toUpperCase(),
      `  ${firstQuestion.es.replace(/ /g, '   ')}  `,
      firstQuestion.es.replace(/[¿?]/g, ''),
      firstQuestion.es.replace('?', ''),
    ];
    for (const variant of variants) expect(known.lookup(variant, 'es')).toBe(firstQuestion.en);
    expect(known.lookup(firstQuestion.en.replace("'", '’'), 'en')).toBe(firstQuestion.es);
  });

  it('translates a message made of several known sentences, piece by piece', () => {
    const reaction = tutor.phrases.reactions.yes.beginner[0]!;
    const opening = introductions.opening.beginner;
    expect(opening.es.split('. ').length).toBeGreaterThan(1);
    expect(known.lookup(`${opening.es} ${firstQuestion.es}`, 'es')).toBe(`${opening.en} ${firstQuestion.en}`);
    expect(known.lookup(`${reaction.es} ${firstQuestion.es}`, 'es')).toBe(`${reaction.en} ${firstQuestion.en}`);
    expect(known.lookup(`${firstQuestion.en} ${reaction.en}`, 'en')).toBe(`${firstQuestion.es} ${reaction.es}`);
    expect(known.lookup(`${reaction.es}\n${firstQuestion.es}`, 'es')).toBe(`${reaction.en}\n${firstQuestion.en}`);
  });

  it('leaves text alone unless every sentence is known', () => {
    expect(known.lookup('El ornitorrinco baila tango en la luna.', 'es')).toBeUndefined();
    expect(known.lookup(`${firstQuestion.es} El ornitorrinco baila tango en la luna.`, 'es')).toBeUndefined();
  });

  it('knows the partner’s own phrases, persona answers and question bank (about "este tema")', () => {
    const thanks = tutor.phrases.reactions.thanks.intermediate[0]!;
    expect(known.lookup(thanks.es, 'es')).toBe(thanks.en);
    const age = tutor.persona.facts.find((fact) => fact.id === 'age')!.answer.advanced;
    expect(known.lookup(age.es, 'es')).toBe(age.en);
    const bank = tutor.generalQuestions.questions.beginner[0]!;
    expect(bank.es).toContain('{topic}');
    expect(known.lookup(bank.es.replace('{topic}', 'este tema'), 'es')).toBe(bank.en.replace('{topic}', 'this topic'));
  });

  it('does not index lines whose slots the partner fills with the learner’s words', () => {
    const named = tutor.phrases.reactions.name.beginner[0]!;
    expect(named.es).toContain('{name}');
    expect(known.lookup(named.es, 'es')).toBeUndefined();
    expect(known.lookup(named.es.replace('{name}', 'Ana'), 'es')).toBeUndefined();
  });

  it('knows the lessons’ vocabulary, dialogues and grammar examples', () => {
    const sections = lessons.lessons.flatMap((lesson) => lesson.sections);
    const dialogue = sections.find((section) => section.type === 'conversation')!.content[0]!;
    expect(known.lookup(dialogue.spanish, 'es')).toBe(dialogue.english);
    const grammar = sections.find(
      (section) => section.type === 'grammar' && section.content.some((item) => item.examples?.length),
    );
    const example =
      grammar?.type === 'grammar' ? grammar.content.find((item) => item.examples?.length)!.examples![0]! : undefined;
    expect(example).toBeDefined();
    expect(known.lookup(example!.spanish, 'es')).toBe(example!.english);
    expect(known.lookup(example!.english, 'en')).toBe(example!.spanish);
  });

  it('serves as the first translator of the chain, answering null for anything else', async () => {
    let builds = 0;
    const translator = createKnownTranslator(() => {
      builds += 1;
      return known;
    });
    expect(builds).toBe(0);
    await expect(translator.translate(firstQuestion.es, 'es')).resolves.toBe(firstQuestion.en);
    await expect(translator.translate('Un texto que nadie escribió en el curso.', 'es')).resolves.toBeNull();
    expect(builds).toBe(1);
  });
});
