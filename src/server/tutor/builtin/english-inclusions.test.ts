import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { loadTutorContent } from '@/server/content/tutor-content';
import { createEnglishInclusions } from './english-inclusions';
import { buildGlossary } from './glossary';
import { lessonCatalogue } from './testing/tutor-test-kit';

const inclusions = createEnglishInclusions(loadPartnerKnowledge().scenes.topicText, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const topic = (prompt: string) => ({ title: 'A visit', description: '', prompt });
const museum = topic(
  'You are Lena at a bike hostel. A bed is 25 euros. Helmets and towels are included. Not included: breakfast ' +
    '(6 euros) and parking.',
);

describe('whether an English topic includes the thing a question asks of', () => {
  it('says yes or no in Spanish, the participle agreeing with the learner’s noun', () => {
    expect(inclusions.answerFor('¿Está incluido el casco?', museum)).toBe('Sí, está incluido.');
    expect(inclusions.answerFor('¿Las toallas están incluidas?', museum)).toBe('Sí, están incluidas.');
    expect(inclusions.answerFor('¿El aparcamiento está incluido?', museum)).toBe('No, no está incluido.');
  });

  it('says the price of the one thing a clause leaves out and prices alone', () => {
    const tour = topic('Included: guide and water. Not included: entrance to the castle (25.000 pesos).');
    expect(inclusions.answerFor('¿La entrada al castillo está incluida?', tour)).toBe(
      'No, no está incluida. Se paga aparte: 25.000 pesos.',
    );
    const drinks = topic('Not included: transport and alcoholic drinks (mezcal tasting 150 pesos extra).');
    expect(inclusions.answerFor('¿El transporte está incluido?', drinks)).toBe('No, no está incluido.');
  });

  it('says no price a clause of several things gives to another of them', () => {
    // the 6 euros are breakfast's: said of the parking they would be false
    expect(inclusions.answerFor('¿El desayuno está incluido?', museum)).toBe(
      'No, no está incluido. Se paga aparte: 6 euros.',
    );
    expect(inclusions.answerFor('¿El aparcamiento está incluido?', museum)).toBe('No, no está incluido.');
  });

  it('says nothing of a thing the topic does not name, or of a Spanish topic', () => {
    expect(inclusions.answerFor('¿La cena está incluida?', museum)).toBeUndefined();
    const spanish = topic('Eres Ana, del museo. El parking está incluido en la entrada.');
    expect(inclusions.answerFor('¿El parking está incluido?', spanish)).toBeUndefined();
  });

  it('reads the thing through the English the course gives a noun', () => {
    const glossary = buildGlossary({
      lexicon: loadTutorContent().lexicon.spanish,
      lessons: lessonCatalogue(),
      bilingual: bilingualGlossary,
    });
    const withCourse = createEnglishInclusions(loadPartnerKnowledge().scenes.topicText, (lemma) =>
      glossary.englishWordsOf(lemma),
    );
    const farm = topic('You are Andrés, a guide at a coffee farm. Not included: lunch (28,000 pesos) and transport.');
    expect(withCourse.answerFor('¿El almuerzo está incluido o hay que pagarlo aparte?', farm)).toBe(
      'No, no está incluido. Se paga aparte: 28.000 pesos.',
    );
  });
});
