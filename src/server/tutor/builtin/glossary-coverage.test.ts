import { describe, expect, it } from 'vitest';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildGlossary } from './glossary';
import { contentDir, lessonCatalogue } from './testing/tutor-test-kit';
import { normaliseText, tokenise } from './text-normalisation';

/**
 * Words that carry grammar rather than meaning: articles, pronouns, prepositions, conjunctions, determiners and
 * the commonest adverbs. A learner asking about them wants a lesson, not a gloss; every other word the partner
 * says must be explainable ("¿Qué significa afición?").
 */
const GRAMMAR_WORDS = new Set(
  normaliseText(
    `el la los las lo un una unos unas al del de a en con por para sin sobre entre hasta desde hacia según contra
    durante mediante y e o u ni pero sino aunque porque pues que si como cuando donde mientras qué quién quiénes
    cuál cuáles cuánto cuánta cuántos cuántas cómo dónde cuándo adónde yo tú él ella usted nosotros nosotras
    vosotros ellos ellas ustedes me te se nos le les mí ti sí conmigo contigo mi mis tu tus su sus nuestro
    nuestra nuestros nuestras vuestro este esta estos estas ese esa esos esas esto eso aquel aquella aquello
    algo alguien alguno alguna algunos algunas algún nada nadie ninguno ninguna ningún otro otra otros otras
    todo toda todos todas mucho mucha muchos muchas poco poca pocos pocas tan tanto más menos muy no ya también
    tampoco cada cual cuyo quien ah oh eh ay uf vaya hola adiós sí vale`,
  ).split(' '),
);
const SLOT = /\{\w+\}/g;
const HAS_DIGIT = /\d/;

const topics = loadTopicCatalogue(contentDir).topics;
const content = loadTutorContent();
const glossary = buildGlossary({
  lexicon: content.lexicon.spanish,
  english: { phrases: content.lexicon.englishPhrases, unclear: content.lexicon.englishUnclear },
  forms: content.lexicon.forms,
  lessons: lessonCatalogue(),
  topics,
});

function partnerLines(): { where: string; es: string }[] {
  const lines: { where: string; es: string }[] = [];
  for (const topic of topics) {
    const { plan } = topic;
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      lines.push({ where: `${topic.id} opening`, es: plan.opening[difficulty].es });
      for (const question of plan.questions[difficulty]) {
        for (const line of [question, question.answer, question.simpler]) lines.push({ where: topic.id, es: line.es });
      }
    }
    for (const keyword of plan.keywords)
      if (keyword.reply) lines.push({ where: `${topic.id} keyword`, es: keyword.reply.es });
    for (const like of plan.likes) lines.push({ where: `${topic.id} like`, es: like.es });
    lines.push({ where: `${topic.id} closing`, es: plan.closing.es });
  }
  const walk = (where: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${where}.${index}`, item));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'es' && typeof child === 'string') lines.push({ where, es: child.replace(SLOT, ' ') });
        else walk(`${where}.${key}`, child);
      }
    }
  };
  walk('phrases', content.phrases);
  return lines;
}

/** Whether "¿Qué significa …?" about this word gets an answer, as help-replies.ts looks it up. */
function explainable(word: string): boolean {
  return (
    glossary.spanish(word) !== undefined ||
    glossary.verbForm(word) !== undefined ||
    glossary.masculineForm(word) !== undefined
  );
}

describe('every word the partner uses can be explained', () => {
  it('finds every content word of every topic plan line and every phrases.json line in the glossary', () => {
    const missing = new Map<string, string>();
    let words = 0;
    for (const { where, es } of partnerLines()) {
      for (const token of tokenise(es).tokens) {
        if (GRAMMAR_WORDS.has(token.norm) || HAS_DIGIT.test(token.raw)) continue;
        // Names ("Lucía", "Ciudad de México") are not words to gloss.
        if (token.capitalised && !token.sentenceStart) continue;
        words++;
        if (!explainable(token.raw) && !missing.has(token.raw.toLowerCase()))
          missing.set(token.raw.toLowerCase(), where);
      }
    }
    expect(words).toBeGreaterThan(5000);
    expect([...missing].map(([word, where]) => `${word} (${where})`)).toEqual([]);
  });

  it('answers "¿Qué significa afición?" with the word the hobbies topic itself uses', () => {
    expect(glossary.spanish('afición')?.en).toContain('hobby');
    expect(glossary.verbForm('hiciste')?.es).toBe('hacer');
    expect(glossary.spanish('aficiones')?.es).toBe('la afición');
  });
});
