import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { createFollowUpReader } from './follow-up-questions';
import { asTutorTopic, contentDir, Conversation, createTestEngine } from './testing/tutor-test-kit';

const reader = createFollowUpReader(loadPartnerKnowledge().scenes.cues.followUp);

describe('a question that asks one more thing of the question before it', () => {
  it('asks a figure or a place with nothing new named; a new thing named is another question', () => {
    expect(reader.aspectAsked('¿Cuántas veces al día?')).toBe('figure');
    expect(reader.aspectAsked('¿Y a qué hora?')).toBe('figure');
    expect(reader.aspectAsked('¿Dónde exactamente?')).toBe('place');
    expect(reader.aspectAsked('¿Y el domingo?')).toBeUndefined();
    expect(reader.aspectAsked('¿Y para niños?')).toBeUndefined();
    expect(reader.aspectAsked('¿Cuánto cuesta el pan?')).toBeUndefined();
  });

  it('is answered only by a line that says that figure or place', () => {
    expect(reader.says('figure', 'Una pastilla cada ocho horas.')).toBe(true);
    expect(reader.says('figure', 'Abre a las 9.')).toBe(true);
    expect(reader.says('figure', 'Sí, puede tomarlo.')).toBe(false);
    expect(reader.says('place', 'La farmacia está en la esquina.')).toBe(true);
  });

  it('is answered at the doctor from what the question before asked, without its «Sí»', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const doctor = topics.topics.find((topic) => topic.id === 'at-the-doctor')!;
    const conversation = await Conversation.opened(createTestEngine(topics), asTutorTopic(doctor), 'intermediate');
    expect((await conversation.say('¿Puedo tomar ibuprofeno?')).text).toMatch(/^Sí, puede tomar ibuprofeno/u);
    const followUp = (await conversation.say('¿Cuántas veces al día?')).text;
    expect(followUp).toMatch(/^Puede tomar ibuprofeno.*cada ocho horas/u);
    // a new thing named is not answered with the line about another: the dose for children is not the adult's
    expect((await conversation.say('¿Y para niños?')).text).not.toMatch(/ocho horas/u);
  });
});
