import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { APERTIUM } from '@/server/testing/system-programs';
import { needsProgram } from '@/server/testing/needs-program';
import { buildKnownTranslations } from './known-translations';
import { createTranslation } from './translation-registry';

const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const lessons = loadCatalogue(contentDir);
const tutor = loadTutorContent();
const known = buildKnownTranslations({ topics, tutor, lessons });
const withApertium = needsProgram(APERTIUM, 'the translation chain tests in translation-coverage');
const SLOT = /\{(?!topic\})\w+\}/;

describe('the curated translation table', () => {
  it('covers every partner line of every topic plan and of the partner’s own phrases', () => {
    const missing: string[] = [];
    const check = (where: string, es: string) => {
      if (!SLOT.test(es) && known.lookup(es.replaceAll('{topic}', 'este tema'), 'es') === undefined)
        missing.push(`${where}: ${es}`);
    };
    for (const topic of topics.topics) {
      const { plan } = topic;
      for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
        check(`${topic.id} opening`, plan.opening[difficulty].es);
        for (const question of plan.questions[difficulty])
          for (const line of [question, question.answer, question.simpler]) check(topic.id, line.es);
      }
      for (const keyword of plan.keywords) if (keyword.reply) check(`${topic.id} keyword`, keyword.reply.es);
      for (const like of plan.likes) check(`${topic.id} like`, like.es);
      check(`${topic.id} closing`, plan.closing.es);
    }
    const walk = (where: string, value: unknown): void => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(`${where}.${index}`, item));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record['es'] === 'string' && typeof record['en'] === 'string') check(where, record['es']);
        for (const [key, child] of Object.entries(record))
          if (key !== 'es' && key !== 'en') walk(`${where}.${key}`, child);
      }
    };
    walk('phrases', tutor.phrases);
    walk('persona', tutor.persona);
    walk('general-questions', tutor.generalQuestions);
    expect(missing).toEqual([]);
  });

  it('covers every Spanish line of every lesson: vocabulary, phrases, dialogues and grammar examples', () => {
    const missing: string[] = [];
    let lines = 0;
    for (const lesson of lessons.lessons) {
      for (const section of lesson.sections) {
        const spanish =
          section.type === 'grammar'
            ? section.content.flatMap((item) => (item.examples ?? []).map((example) => example.spanish))
            : section.content.map((item) => item.spanish);
        for (const es of spanish) {
          lines++;
          if (known.lookup(es, 'es') === undefined) missing.push(`${lesson.id}: ${es}`);
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});

describe('the translation chain', () => {
  const chain = createTranslation({ known: () => known, chat: null, apertiumCommand: 'apertium' });

  withApertium.it('answers gustar-type verbs and idioms from the rules, before Apertium', async () => {
    await expect(chain.translate('Me gustan los perros.', 'es')).resolves.toEqual({
      translation: 'I like dogs.',
      source: 'known',
    });
    await expect(chain.translate('Echo de menos a mi familia.', 'es')).resolves.toEqual({
      translation: 'I miss my family.',
      source: 'known',
    });
  });

  withApertium.it('says when the translation is Apertium’s, for the learner to be told it is rough', async () => {
    const result = await chain.translate('El ornitorrinco nada en el río todas las mañanas.', 'es');
    expect(result.source).toBe('apertium');
    expect(result.translation.length).toBeGreaterThan(0);
  });
});
