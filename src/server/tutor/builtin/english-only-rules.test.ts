import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createEnglishOnlyRules } from './english-only-rules';
import { kindsByMember, kindsOf } from './scene-knowledge';

const knowledge = loadPartnerKnowledge();
const rules = createEnglishOnlyRules(
  knowledge.scenes.topicText,
  (lemma) => bilingualGlossary().englishWordsFor(lemma),
  (lemma) => kindsByMember(kindsOf(knowledge.scenes.personaKinds)).get(lemma) ?? [],
);
const topic = (prompt: string) => ({ title: 'A visit', description: '', prompt });
const hostel = topic('Quiet hours from 23:00. No alcohol in the dorms, only on the terrace until midnight.');
const office = topic('Phone calls are not allowed in the open area. Dogs only on Fridays.');

describe('where or when an English topic allows a thing only', () => {
  it('says where, and no or yes where the question names a place or a day', () => {
    expect(rules.answerFor('¿Se puede beber alcohol?', hostel)).toBe('Solo en la terraza.');
    expect(rules.answerFor('¿Es posible tomar cerveza en la habitación?', hostel)).toBe(
      'No, lo siento: solo en la terraza.',
    );
    expect(rules.answerFor('¿Puedo tomar vino en la terraza?', hostel)).toBe('Sí, en la terraza sí.');
    expect(rules.answerFor('¿Puedo traer a mi perro?', office)).toBe('Solo los viernes.');
    expect(rules.answerFor('¿Puedo traer a mi perro el lunes?', office)).toBe('No, lo siento: solo los viernes.');
    expect(rules.answerFor('¿Puedo venir con mi perro el viernes?', office)).toBe('Sí, los viernes sí.');
  });

  it('says nothing of a place it cannot name in Spanish, a thing no "only" names, or no question of permission', () => {
    const tour = topic('Tripods allowed only on the sunrise tour.');
    expect(rules.answerFor('¿Puedo llevar mi trípode?', tour)).toBeUndefined();
    expect(rules.answerFor('¿Puedo fumar?', hostel)).toBeUndefined();
    expect(rules.answerFor('¿Tienes perro?', office)).toBeUndefined();
    expect(rules.answerFor('¿Puedo traer a mi perro?', { ...office, defaultTopicId: 'at-the-cafe' })).toBeUndefined();
  });
});
