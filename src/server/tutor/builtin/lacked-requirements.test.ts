import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createLackedRequirements } from './lacked-requirements';

const lacked = createLackedRequirements(loadPartnerKnowledge().scenes.topicText.lackedRequirements, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const surf = {
  title: 'Surf lessons',
  description: 'Learning to surf on holiday.',
  prompt: 'You teach surfing. Group lesson: 55 dollars. Students must know how to swim; minimum age 7.',
};
const pool = {
  title: 'Clases de natación',
  description: 'Apuntarse a la piscina municipal.',
  prompt: 'Trabajas en la piscina. No hace falta saber nadar para el curso de iniciación. Gorro obligatorio.',
};

describe('a requirement the learner says they lack', () => {
  it('says no, with the doing in the learner’s own word, where the topic requires it', () => {
    expect(lacked.answerFor('La verdad es que no sé nadar. ¿Me dejarían tomar la clase?', surf)).toBe(
      'Lo siento, pero para eso hay que saber nadar.',
    );
    expect(lacked.answerFor('¿Puedo hacer la clase si no sé nadar?', surf)).toBe(
      'Lo siento, pero para eso hay que saber nadar.',
    );
  });

  it('says nothing where the topic waives it, names it not, or the turn asks nothing', () => {
    expect(lacked.answerFor('No sé nadar. ¿Puedo apuntarme?', pool)).toBeUndefined();
    expect(lacked.answerFor('No sé cocinar. ¿Puedo tomar la clase?', surf)).toBeUndefined();
    expect(lacked.answerFor('No sé nadar.', surf)).toBeUndefined();
  });
});
