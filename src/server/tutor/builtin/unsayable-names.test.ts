import { describe, expect, it } from 'vitest';
import { withoutUnsayableNames } from './unsayable-names';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

// the words the partner cannot vouch for, as the lexicon would not
const unknown = new Set(['ataúlfo', 'argán', 'desparasitar']);
const canSay = (text: string) => !text.split(/[^\p{L}]+/u).some((word) => unknown.has(word.toLowerCase()));

describe('a sentence without the names of kinds the partner cannot vouch for', () => {
  it('leaves out a name right after its noun, or brought in by "de", and keeps the rest as written', () => {
    expect(withoutUnsayableNames('Le recomiendo el mango ataúlfo; está muy dulce.', canSay)).toBe(
      'Le recomiendo el mango; está muy dulce.',
    );
    expect(withoutUnsayableNames('Te recomiendo el aceite de argán, cuesta 15 euros.', canSay)).toBe(
      'Te recomiendo el aceite, cuesta 15 euros.',
    );
  });

  it('says nothing where another word is unsayable or nothing is left out', () => {
    expect(withoutUnsayableNames('Te recomiendo desparasitar al perro.', canSay)).toBeUndefined();
    expect(withoutUnsayableNames('Te recomiendo el mango.', canSay)).toBeUndefined();
  });

  it('lets the role recommend, asked which is best, without the variety the lexicon lacks', async () => {
    const stall = {
      title: 'Comprar fruta en el mercado',
      description: 'Un puesto de frutas.',
      prompt:
        'Tú eres don Rafa y tienes un puesto de frutas. Vendes mango a 45 pesos el kilo y papaya a 35 pesos la ' +
        'pieza. Cuando te piden consejo, dices: «Le recomiendo el mango ataúlfo; ahorita está en temporada y está bien dulce».',
    };
    const conversation = await Conversation.opened(createTestEngine(), stall, 'beginner', 'latam');
    const reply = (await conversation.say('¿Qué fruta está más rica ahorita?')).text;
    expect(reply).toMatch(/Le recomiendo el mango; ahorita está en temporada/u);
    expect(reply).not.toMatch(/ataúlfo/u);
  });
});
