import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createEnglishRefusals } from './english-refusals';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const refusals = createEnglishRefusals(loadPartnerKnowledge().scenes.topicText.englishRefusals, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const workshop = {
  title: 'Bike workshop',
  description: 'Getting a bike repaired.',
  prompt:
    'You are the mechanic. Flat tyre: 12 €. We do not repair e-bike motors or batteries; we send people to a ' +
    'specialist. We also sell second-hand bikes.',
};
const bakery = {
  title: 'Bakery',
  description: '',
  prompt: "You run a bakery. We don't sell bread online. We don't bake wedding cakes and don't sell them either.",
};

describe('what an English topic says the role does not do', () => {
  it('says no to a question that asks the role to do it, in the learner’s verb', () => {
    expect(refusals.answerFor('¿Reparáis baterías de bicis eléctricas?', workshop)).toBe(
      'No, lo siento: eso no lo reparamos aquí.',
    );
    // the thing named before a question that names none ("¿Me la podríais reparar?")
    expect(refusals.answerFor('La batería de mi bici ya no carga. ¿Me la podríais reparar?', workshop)).toBe(
      'No, lo siento: eso no lo reparamos aquí.',
    );
  });

  it('says nothing of what the clause does not list, nor of the learner’s own doing', () => {
    // brakes are repaired there: nothing refuses them
    expect(refusals.answerFor('¿Reparáis frenos?', workshop)).toBeUndefined();
    // "We also sell second-hand bikes" refuses nothing
    expect(refusals.answerFor('¿Vendéis bicis?', workshop)).toBeUndefined();
    // "¿Puedo reparar…?" asks of the learner's doing
    expect(refusals.answerFor('¿Puedo reparar la batería yo mismo?', workshop)).toBeUndefined();
  });

  it('needs every word of the thing refused: "bread online" is no "bread"', () => {
    expect(refusals.answerFor('¿Vendéis pan?', bakery)).toBeUndefined();
    // a verb refused after "and don't" of the same things ("sell them")
    expect(refusals.answerFor('¿Vendéis tartas de boda?', bakery)).toBe('No, lo siento: eso no lo vendemos aquí.');
  });

  it('answers in the conversation before any made-up fact', async () => {
    const conversation = await Conversation.opened(createTestEngine(), workshop, 'beginner', 'spain');
    const reply = await conversation.say('¿Reparáis motores de bicis eléctricas?');
    expect(reply.text).toMatch(/No, lo siento: eso no lo reparamos aquí\./u);
  });
});
