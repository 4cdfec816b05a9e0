import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { TutorContent } from '@/server/content/tutor-content-schema';
import type { CatalogueString } from '../../../../../content/spell-check';

/**
 * Spanish samples for the slots, so a templated line is spell-checked as the learner will read it. The English
 * slots ({english}, {meaning}) sit inside Spanish lines as quotations and get a Spanish stand-in here.
 */
export const SLOT_SAMPLES: Readonly<Record<string, string>> = {
  x: 'el café',
  about: 'del tobillo',
  keyword: 'la música',
  verb: 'gusta',
  subjunctive: 'guste',
  name: 'Ana',
  partner: 'Carmen',
  role: 'la dueña de un piso',
  place: 'de México',
  number: 'veinte años',
  word: 'palabra',
  meaning: 'palabra',
  spanish: 'hola',
  english: 'hola',
  infinitive: 'hablar',
  topic: 'este tema',
  recast: 'tu madre tiene cincuenta años',
  noun: 'el cojín',
};
const SLOT = /\{(\w+)\}/g;

/** Every line of content/tutor with its language, for the spell check: `es` strictly Spanish, `en` English prose. */
export function tutorContentStrings(content: TutorContent): CatalogueString[] {
  const out: CatalogueString[] = [];
  const fill = (text: string) => text.replace(SLOT, (whole, name: string) => SLOT_SAMPLES[name] ?? whole);
  const addLine = (where: string, line: BilingualLine) => {
    out.push({ where: `${where}.es`, language: 'es', text: fill(line.es) });
    out.push({ where: `${where}.en`, language: 'mixed', text: fill(line.en) });
  };
  const walk = (where: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${where}.${index}`, item));
    else if (isLine(value)) addLine(where, value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value))
        if (key !== 'es' && key !== 'en') walk(`${where}.${key}`, child);
    }
  };
  walk('phrases', content.phrases);
  walk(
    'persona',
    content.persona.facts.map((fact) => fact.answer),
  );
  walk('general-questions', content.generalQuestions);
  walk('lexicon', content.lexicon.spanish);
  content.lexicon.englishPhrases.forEach((phrase, index) =>
    out.push({ where: `lexicon.englishPhrases.${index}.es`, language: 'es', text: phrase.es }),
  );
  return out;
}

function isLine(value: unknown): value is BilingualLine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BilingualLine).es === 'string' &&
    typeof (value as BilingualLine).en === 'string'
  );
}
