import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createEnglishAgeRules } from './english-age-rules';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const knowledge = loadPartnerKnowledge();
const { topicText } = knowledge.scenes;
const english: Record<string, string[]> = {
  montar: ['ride', 'mount'],
  tarjeta: ['card'],
  casco: ['helmet'],
  fumar: ['smoke'],
  remar: ['paddle', 'row'],
  bici: ['bike'],
  alquilar: ['rent'],
};
const rules = createEnglishAgeRules(
  topicText.englishAgeRules,
  topicText.englishProhibitions,
  topicText.figures,
  (lemma) => english[lemma] ?? [],
  topicText.people.kinds,
);
const stable = {
  title: 'Horse riding',
  description: 'A ride in the hills near Ronda.',
  prompt:
    'You run a riding stable. Rides of 2 hours: 45 euros per person. Minimum age 10. Children from 6 to 12 pay 30 ' +
    'euros. Payment by card or cash. No smoking near the horses.',
};

describe('the minimum age of a topic written in English, said for the ages a turn tells', () => {
  it('reads a question of the topic’s own thing, which its title names, as one of the rule', () => {
    const bikes = {
      title: 'Renting a bike in Seville',
      description: '',
      prompt: 'You rent bikes. City bike 15 € per day. Riders must be at least 14 to rent alone.',
    };
    expect(rules.answerFor('Mi hijo tiene doce años. ¿Puede alquilar una bici él solo?', bikes)).toBe(
      'No, lo siento: la edad mínima es de 14 años.',
    );
    expect(rules.answerFor('Mi hijo tiene quince años. ¿Puede alquilar una bici solo?', bikes)).toBe(
      'Sí, a partir de 14 años se puede.',
    );
  });

  it('says no, with the minimum, to ages below it, and yes to ages at or above it where the rule says all', () => {
    expect(rules.answerFor('Mi hijo tiene ocho años. ¿Puede montar?', stable)).toBe(
      'No, lo siento: la edad mínima es de 10 años.',
    );
    expect(rules.answerFor('Mis hijas tienen doce y catorce años. ¿Pueden venir?', stable)).toBe(
      'Sí, a partir de 10 años se puede.',
    );
    // the topic's own doing ("riding" of "montar") is a question of the rule
    expect(rules.answerFor('Tengo 40 años. ¿Puedo montar si nunca he montado?', stable)).toMatch(/^Sí/u);
    // one of them too young: no yes for the others
    expect(rules.answerFor('Mis hijos tienen ocho y doce años. ¿Pueden venir?', stable)).toBeUndefined();
  });

  it('answers nothing that is no question of age, and reads no price for some ages as a minimum', () => {
    // a thing another sentence speaks of, or a doing the topic is not about
    expect(rules.answerFor('Tengo 40 años. ¿Puedo pagar con tarjeta?', stable)).toBeUndefined();
    expect(rules.answerFor('Tengo 40 años. ¿Puedo fumar?', stable)).toBeUndefined();
    // a length of time is no age; a question without its opening mark is still one
    expect(rules.answerFor('Mi hijo empezó a montar hace dos años. ¿Puede venir?', stable)).toBeUndefined();
    expect(rules.answerFor('Hice un curso de dos años. ¿Puedo venir?', stable)).toBeUndefined();
    expect(rules.answerFor('Tengo un niño de ocho años. ¿Puede venir?', stable)).toMatch(/^No, lo siento/u);
    expect(rules.answerFor('Mi hijo tiene ocho años, puede montar?', stable)).toMatch(/^No, lo siento/u);
    // no age told, or no permission asked
    expect(rules.answerFor('¿Puede montar mi hijo?', stable)).toBeUndefined();
    expect(rules.answerFor('Mi hijo tiene ocho años. ¿Cuánto paga?', stable)).toBeUndefined();
    // "from 4 to 12 pay half", "from 5 years old, 50,000 CLP": prices of some ages, no one ruled out
    const ferry = { ...stable, prompt: 'Children from 4 to 12 pay half price. Kids from 5 years old: 20 euros.' };
    expect(rules.answerFor('Mi hijo tiene tres años. ¿Puede venir?', ferry)).toBeUndefined();
  });

  it('says no yes where the rule’s sentence asks more than an age, and nothing where the topic gives two minimums', () => {
    const kayaks = { ...stable, prompt: 'Kids can paddle from age 8, always with an adult in a double kayak.' };
    expect(rules.answerFor('Mi hija tiene seis años. ¿Puede remar sola?', kayaks)).toMatch(/^No.*8 años/u);
    expect(rules.answerFor('Mi hija tiene nueve años. ¿Puede remar sola?', kayaks)).toBeUndefined();
    const two = { ...stable, prompt: 'Minimum age 10. The long route: minimum age 16.' };
    expect(rules.answerFor('Mi hijo tiene ocho años. ¿Puede venir?', two)).toBeUndefined();
  });

  it('is how the partner answers such a question in a conversation', async () => {
    const conversation = await Conversation.opened(createTestEngine(), stable, 'beginner', 'spain');
    expect((await conversation.say('Mi hijo tiene ocho años. ¿Puede montar?')).text).toMatch(
      /la edad mínima es de 10 años/u,
    );
  });
});
