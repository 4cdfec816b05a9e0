import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createEnglishRequirements } from './english-requirements';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const requirements = createEnglishRequirements(loadPartnerKnowledge().scenes.topicText.englishRequirements, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const pharmacy = {
  title: 'Pharmacy',
  description: 'Buying medicine on holiday.',
  prompt:
    'You are the pharmacist. Ibuprofen 400 mg (20 tablets): 3,20 €, no prescription needed. Antibiotics always ' +
    'need a prescription from a Spanish or EU doctor.',
};
const vet = {
  title: 'At the vet',
  description: '',
  prompt: 'You are a vet. Walk-ins are welcome in the morning; afternoons are by appointment only.',
};

describe('what an English topic requires or waives', () => {
  it('says whether the thing asked of needs what the learner names, in their own word', () => {
    expect(requirements.answerFor('¿Me puede vender antibióticos sin receta?', pharmacy)).toBe(
      'No, lo siento: sin receta no es posible, hace falta receta.',
    );
    expect(requirements.answerFor('¿Necesito receta para el ibuprofeno?', pharmacy)).toBe('No, no hace falta receta.');
    expect(requirements.answerFor('¿Puedo venir sin cita por la tarde?', vet)).toMatch(/hace falta cita/u);
  });

  it('says nothing where the clauses disagree or say it of something the question does not ask', () => {
    // ibuprofen needs none, antibiotics need one: which the learner means is not said
    expect(requirements.answerFor('¿Necesito receta?', pharmacy)).toBeUndefined();
    // "afternoons are by appointment only" says nothing of the mornings
    expect(requirements.answerFor('¿Puedo venir sin cita?', vet)).toBeUndefined();
    expect(requirements.answerFor('¿Tienen crema solar?', pharmacy)).toBeUndefined();
  });

  it('is said in a conversation, beside sympathy for the news told with it', async () => {
    const conversation = await Conversation.opened(createTestEngine(), pharmacy, 'intermediate', 'spain');
    const reply = await conversation.say(
      'Tengo una infección en la garganta. ¿Me puede vender antibióticos sin receta?',
    );
    expect(reply.text).toMatch(/hace falta receta/u);
  });
});
