import { stableHash } from '@/domain/stable-hash';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { ServiceAnswers } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { contentLemmas } from './restated-questions';
import { fillLine } from './templates';
import { normaliseText } from './text-normalisation';

export interface ServiceAnswerer {
  /** The partner's in-role answer to a customer's question, when the topic serves the learner and the kind is known. */
  answer(question: string, topic: TutorTopic, variety: SpanishVariety): BilingualLine | undefined;
}

/** The lowest price and its step, in the smallest currency's units (euros): 5, 10 … 95. */
const PRICE_STEP = 5;
const PRICE_STEPS = 19;

/**
 * Answers for a learner's own topic in which the partner serves them (a bike repair shop, a hotel desk): the price,
 * when it is ready, how long it takes, a clock time, how to pay. Role-play figures, made up once per topic and
 * question by a hash of their words, so the same question gets the same price all conversation long, and only in a
 * topic whose words make the partner someone who serves (content/tutor/service-answers.json).
 */
export function createServiceAnswerer(table: ServiceAnswers): ServiceAnswerer {
  const cues = new Set(table.serviceCues.map(normaliseText));
  const notAPrice = new Set(table.notAPrice.map(normaliseText));
  const kinds = table.kinds.map((kind) => ({
    ...kind,
    lemmas: new Set(kind.lemmas.map(normaliseText)),
    phrases: kind.phrases.map((phrase) => ` ${normaliseText(phrase)} `),
  }));
  const serving = new Map<string, boolean>();

  function serves(topic: TutorTopic): boolean {
    if (topic.defaultTopicId) return false;
    const key = `${topic.title}\n${topic.description}\n${topic.prompt}`;
    let known = serving.get(key);
    if (known === undefined) {
      known = lemmasOf(key).some((lemma) => cues.has(lemma));
      if (serving.size > 500) serving.clear();
      serving.set(key, known);
    }
    return known;
  }

  return {
    answer(question, topic, variety) {
      if (!serves(topic)) return undefined;
      const lemmas = lemmasOf(question);
      const padded = ` ${normaliseText(question)} `;
      const kind = kinds.find(
        (candidate) =>
          (lemmas.some((lemma) => candidate.lemmas.has(lemma)) ||
            candidate.phrases.some((phrase) => padded.includes(phrase))) &&
          !(candidate.id === 'price' && lemmas.some((lemma) => notAPrice.has(lemma))),
      );
      if (!kind) return undefined;
      // What is priced or timed, by its content words only: "¿Cuánto me cobras por cambiar los frenos?" and "¿Cuánto
      // cuesta cambiar los frenos?" get one price.
      const priced = contentLemmas(question)
        .map(normaliseText)
        .filter((lemma) => !kind.lemmas.has(lemma));
      const seed = stableHash(`${topic.title}\n${kind.id}\n${[...new Set(priced)].sort().join(' ')}`);
      const currency = table.currencies[variety];
      const duration = table.durations[seed % table.durations.length]!;
      const clock = table.clockTimes[seed % table.clockTimes.length]!;
      const price = String(((seed % PRICE_STEPS) + 1) * PRICE_STEP * currency.perUnit);
      return fillLine(kind.answer, {
        price: { es: price, en: price },
        currency: { es: currency.es, en: currency.es },
        currencyEn: { es: currency.en, en: currency.en },
        duration: { es: duration.es, en: duration.es },
        durationEn: { es: duration.en, en: duration.en },
        clock: { es: clock.es, en: clock.es },
        clockEn: { es: clock.en, en: clock.en },
      });
    },
  };
}

function lemmasOf(text: string): string[] {
  return analysed(text)
    .tokens.filter((token) => token.kind === 'word')
    .map((token) => normaliseText(token.reading?.lemma ?? token.text));
}
