import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createIndirectQuestionReader } from './indirect-questions';
import { createTopicTextAnswerer } from './topic-text-answers';
import { kindsOf } from './scene-knowledge';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { contentDir, Conversation, createTestEngine } from './testing/tutor-test-kit';

const knowledge = loadPartnerKnowledge();
const asksIndirectly = createIndirectQuestionReader(knowledge.scenes.cues.indirectQuestion);
const laundry = {
  title: 'En la lavandería',
  description: 'Voy a una lavandería de barrio.',
  prompt:
    'Trabajas en una lavandería autoservicio. La lavadora grande de 18 kg cuesta 8 €. Está prohibido lavar ' +
    'alfombras o mantas de animales en las lavadoras pequeñas. El detergente va incluido en el precio.',
};

describe('questions asked inside a verb of asking or knowing', () => {
  it.each([
    'Quería saber si está permitido lavar alfombras aquí.',
    'Me gustaría preguntarle cuánto cuesta la lavadora grande.',
    'Necesito saber a qué hora cerráis.',
    // said to the partner: whether it knows a fact of the world
    '¿Sabes si por la zona es fácil aparcar, o me recomiendas dejar el coche en algún parking cercano?',
    '¿Sabe usted dónde está la farmacia?',
  ])('is a question: %s', (line) => {
    expect(asksIndirectly(line)).toBe(true);
  });

  it.each([
    'Ya sé que es caro.',
    'No sabía nada de esto.',
    'Mi hermano sabe cocinar muy bien.',
    'Quiero hacer un máster, pero no sé si vale la pena.',
    'Me robaron la cartera y no sé qué hacer.',
    // knowing how to do something is no fact asked
    '¿Sabes nadar o prefieres no entrar al agua?',
    'Mi madre pregunta si podemos venir.',
  ])('tells, asks nothing: %s', (line) => {
    expect(asksIndirectly(line)).toBe(false);
  });

  it('takes "si" after a verb of knowing for what is asked, not for a condition', () => {
    const answerer = createTopicTextAnswerer(
      knowledge.scenes.topicText,
      () => [],
      kindsOf(knowledge.scenes.personaKinds),
      [],
      knowledge.scenes.cues.indirectQuestion?.verbs,
    );
    expect(
      answerer.answer(
        'Quería saber si puedo meter la manta del perro en las lavadoras pequeñas, o si tengo que usar otra.',
        laundry,
        () => true,
      ),
    ).toMatch(/^Está prohibido lavar alfombras o mantas de animales/u);
  });

  it('is answered from the topic, never granted as a request for a service', async () => {
    const engine = createTestEngine(loadTopicCatalogue(contentDir));
    const conversation = await Conversation.opened(engine, laundry, 'advanced');
    const reply = await conversation.say(
      'Quería saber si está permitido meter la manta del perro en alguna de las lavadoras pequeñas.',
    );
    expect(reply.text).toMatch(/prohibido/u);
    expect(reply.text).not.toMatch(/claro|por supuesto/iu);
  });
});
