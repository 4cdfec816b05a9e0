import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createTopicTextAnswerer } from './topic-text-answers';

const answerer = createTopicTextAnswerer(loadPartnerKnowledge().scenes.topicText);
const bakery = {
  title: 'Comprar pan en la panadería',
  description: 'Compra pan en una panadería de barrio.',
  prompt:
    'Eres Marisa, la panadera. La panadería abre a las siete y cierra a las dos. El pan integral lleva semillas de ' +
    'girasol. Explica los precios: la barra, el pan de centeno y las magdalenas. Quiero practicar los números.',
};
const anything = () => true;

describe('answers from a learner-written topic text', () => {
  it('says the sentence of the topic that shares a content word with the question, beyond the title', () => {
    expect(answerer.answer('¿A qué hora cierra?', bakery, anything)).toBe(
      'La panadería abre a las siete y cierra a las dos.',
    );
    expect(answerer.answer('¿El pan integral tiene semillas?', bakery, anything)).toBe(
      'El pan integral lleva semillas de girasol.',
    );
  });

  it('never says an instruction, a list after it, the learner speaking, or a sentence matched by the title only', () => {
    expect(answerer.answer('¿Cuánto cuestan las magdalenas?', bakery, anything)).toBeUndefined();
    expect(answerer.answer('¿Te gusta practicar los números?', bakery, anything)).toBeUndefined();
    expect(answerer.answer('¿Hay otra panadería cerca?', bakery, anything)).toBeUndefined();
  });

  it('never says what the prompt tells of the learner role ("El cliente trae su coche…")', () => {
    const garage = {
      title: 'En el taller mecánico',
      description: '',
      prompt: 'Eres el mecánico de un taller en Valencia. El cliente trae su coche porque tiene un problema.',
    };
    expect(answerer.answer('¿Cuándo va a estar listo el coche?', garage, anything)).toBeUndefined();
  });

  it('says nothing a word of which cannot be vouched for, and nothing for a default topic', () => {
    expect(answerer.answer('¿A qué hora cierra?', bakery, (sentence) => !sentence.includes('cierra'))).toBeUndefined();
    expect(
      answerer.answer('¿A qué hora cierra?', { ...bakery, defaultTopicId: 'at-the-cafe' }, anything),
    ).toBeUndefined();
  });
});
