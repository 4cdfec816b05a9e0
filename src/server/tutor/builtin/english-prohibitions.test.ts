import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createEnglishProhibitions } from './english-prohibitions';
import { kindsByMember, kindsOf } from './scene-knowledge';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const knowledge = loadPartnerKnowledge();
const english: Record<string, string[]> = {
  perro: ['dog'],
  mascota: ['pet'],
  fumar: ['smoke'],
  reservar: ['book'],
  empezar: ['start'],
};
const prohibitions = createEnglishProhibitions(
  knowledge.scenes.topicText.englishProhibitions,
  (lemma) => english[lemma] ?? [],
  (lemma) => kindsByMember(kindsOf(knowledge.scenes.personaKinds)).get(lemma) ?? [],
);
const topic = (prompt: string) => ({ title: 'A visit', description: '', prompt });

describe('what an English topic forbids, said to a question of permission', () => {
  it('says no where every clause naming the thing, or its kind, forbids it', () => {
    const hostel = topic('You are Pablo at a hostel. No pets, and no smoking anywhere in the building.');
    expect(prohibitions.answerFor('¿Puedo traer a mi perro?', hostel)).toBe('No, lo siento: no está permitido.');
    expect(prohibitions.answerFor('¿Se puede fumar en la habitación?', hostel)).toMatch(/^No/u);
    const farm = topic('You are Andrés, a guide. The tour lasts two hours. Dogs are not allowed on the tour.');
    expect(prohibitions.answerFor('¿Puedo llevar a mi perro al tour?', farm)).toMatch(/^No/u);
    // "nobody can" forbids as "cannot" does
    // asked politely: "¿Es posible…?", "¿Sería posible…?", "¿Podría…?", "¿Hay problema si…?"
    expect(prohibitions.answerFor('¿Es posible fumar en la habitación?', hostel)).toMatch(/^No/u);
    expect(prohibitions.answerFor('¿Sería posible traer a mi perro?', hostel)).toMatch(/^No/u);
    expect(prohibitions.answerFor('¿Hay problema si traigo a mi perro?', hostel)).toMatch(/^No/u);
    const yoga = topic('Arrive 10 minutes early; nobody can come in once the class has started.');
    expect(prohibitions.answerFor('¿Puedo entrar si la clase ya empezó?', yoga)).toMatch(/^No/u);
  });

  it('says nothing of a "no" that forbids nothing, of a thing also allowed, or to a question of no permission', () => {
    expect(prohibitions.answerFor('¿Puedo reservar?', topic('No need to book in advance.'))).toBeUndefined();
    const mixed = topic('Dogs are welcome in the garden; dogs are not allowed in the dining room.');
    expect(prohibitions.answerFor('¿Puedo traer a mi perro?', mixed)).toBeUndefined();
    expect(prohibitions.answerFor('¿Tienes perro?', topic('No pets.'))).toBeUndefined();
    expect(
      prohibitions.answerFor('¿Puedo traer a mi perro?', { ...topic('No pets.'), defaultTopicId: 'at-the-cafe' }),
    ).toBeUndefined();
  });

  it('says no only where the prohibition holds: its own place or time named, a whole place’s rooms', () => {
    const named: Record<string, string[]> = {
      alcohol: ['alcohol'],
      dormitorio: ['dormitory', 'bedroom'],
      terraza: ['terrace'],
      fumar: ['smoke'],
      habitación: ['room'],
      foto: ['photo'],
      iglesia: ['church'],
      misa: ['mass'],
    };
    const scoped = createEnglishProhibitions(
      knowledge.scenes.topicText.englishProhibitions,
      (lemma) => named[lemma] ?? [],
    );
    const hostel = topic('No alcohol in the dorms, only on the terrace until midnight. No smoking in the building.');
    expect(scoped.answerFor('¿Se puede beber alcohol en el dormitorio?', hostel)).toMatch(/^No/u);
    // allowed there: the prohibition is of the dorms
    expect(scoped.answerFor('¿Puedo tomar alcohol en la terraza?', hostel)).toBeUndefined();
    expect(scoped.answerFor('¿Puedo tomar alcohol?', hostel)).toBeUndefined();
    // a room is inside the building; a terrace may not be
    expect(scoped.answerFor('¿Se puede fumar en la habitación?', hostel)).toMatch(/^No/u);
    expect(scoped.answerFor('¿Se puede fumar en la terraza?', hostel)).toBeUndefined();
    const walk = topic('No photos inside churches during mass. No flash after 20:00.');
    expect(scoped.answerFor('¿Puedo hacer fotos en la iglesia durante la misa?', walk)).toMatch(/^No/u);
    expect(scoped.answerFor('¿Puedo hacer fotos en la iglesia?', walk)).toBeUndefined();
  });

  it('is said in a conversation with no "¿La habitación?" before it, and no role fact contradicts the topic', async () => {
    const hostel = {
      title: 'Checking in at a hostel',
      description: 'You arrive at a hostel.',
      prompt:
        'You are Pablo, the receptionist at a hostel in Granada. Breakfast is not included: it costs 6 euros and is ' +
        'served in the patio from 8:00 to 10:30. No pets, and no smoking anywhere in the building.',
    };
    const conversation = await Conversation.opened(createTestEngine(), hostel, 'beginner', 'spain');
    expect((await conversation.say('¿Se puede fumar en la habitación?')).text).toMatch(/^No, lo siento/u);
    // the hostel frame's "El desayuno se sirve de siete a diez…" would contradict the topic's hours
    expect((await conversation.say('¿Puedo desayunar en el patio?')).text).not.toMatch(/siete a diez/u);
  });
});
