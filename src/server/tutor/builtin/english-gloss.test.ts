import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { buildGlossary, inVarietyOf } from './glossary';
import { createToLatam, createVarietyAdapter } from './variety-words';
import { englishHelp, compileEnglishPhrases } from './english-input';
import { tokenise } from './text-normalisation';
import { Conversation, createTestEngine, customTopic, lessonCatalogue } from './testing/tutor-test-kit';

const content = loadTutorContent();
const knowledge = loadPartnerKnowledge();
const glossary = buildGlossary({
  lexicon: content.lexicon.spanish,
  english: { phrases: content.lexicon.englishPhrases, unclear: content.lexicon.englishUnclear },
  forms: content.lexicon.forms,
  lessons: lessonCatalogue(),
  bilingual: bilingualGlossary,
  toLatam: createToLatam(knowledge.varietyWords),
});
const phrases = compileEnglishPhrases(content.lexicon.englishPhrases);
const inVariety = createVarietyAdapter(knowledge.varietyWords);

/** What the partner offers for an English sentence, as English → Spanish. */
function offered(text: string): Record<string, string> {
  const help = englishHelp(tokenise(text), phrases, glossary, 8);
  return Object.fromEntries(help.suggestions.map((suggestion) => [suggestion.english, suggestion.spanish]));
}

describe('English glosses from the bilingual glossary (decision 0016)', () => {
  it('is large enough for A1-B2 and holds both directions', () => {
    expect(bilingualGlossary().size).toBeGreaterThan(20_000);
    expect(
      bilingualGlossary()
        .toEnglish('alquiler')
        .map((pair) => pair.en),
    ).toContain('rent');
  });

  it('reads an ambiguous word in context, or says nothing', () => {
    const late = offered("It's too late");
    expect(Object.values(late)).not.toContain('también');
    expect(late['too late'] ?? late.too).toMatch(/^demasiado/);
    // a gerund the source dictionary calls an adjective is never offered ("stressful" is no "estresando")
    expect(Object.values(offered('My job is very stressful'))).not.toContain('estresando');
    // after a chunk the glossary knows ("I was"), the curated "también" still gives way to the context
    const bus = offered('Sorry, I was too late for the bus');
    expect(Object.values(bus)).not.toContain('también');
    expect(offered('Me too, I like it too')).not.toHaveProperty('too', 'demasiado');
    expect(glossary.english('the rent')?.es).toBe('el alquiler');
    expect(glossary.english('to rent')?.es).toBe('alquilar');
    // "rent" or, now that a lesson teaches the phrase, "the rent": either way the noun, never "alquilar".
    const rent = Object.entries(offered('I pay the rent every month')).find(([english]) => english.endsWith('rent'));
    expect(rent?.[1]).toBe('el alquiler');
  });

  it('never glosses a verb whose sense hangs on its object inside a sentence', () => {
    const gym = offered("I'm thinking about joining a gym");
    expect(gym).not.toHaveProperty('thinking');
    expect(gym).not.toHaveProperty('joining');
    expect(JSON.stringify(gym)).not.toMatch(/creer|unir/);
    const herbs = offered('I grow herbs on my balcony');
    expect(herbs).not.toHaveProperty('grow');
    expect(herbs.herbs).not.toBe('la hierba');
    expect(glossary.english('grow')).toBeUndefined();
    expect(Object.values(offered('I want to learn to play the piano'))).not.toContain('jugar');
  });

  it('asked for a word alone, joins its noun and verb only when the source gives both as close', () => {
    // "lock" is a door's "cerradura", a bike's "candado", a canal's "esclusa": no one word, rather than the wrong one;
    // the bike's is curated
    expect(glossary.english('lock')).toBeUndefined();
    expect(glossary.english('bike lock')?.es).toBe('el candado');
    expect(glossary.english('walk')?.es).toBe('caminar / el paseo');
  });

  it('reads plurals and -ing forms by their endings', () => {
    expect(glossary.english('the cats')?.es).toBe('los gatos');
    expect(glossary.english('cooking')?.es).toBe('cocinar');
    // The noun in the gender the glossary gives, as the language core inflects it: never "la novio".
    expect(glossary.english('girlfriend')?.es).toBe('la novia');
    expect(glossary.english('herbs')?.es).not.toBe('la hierba');
  });

  it('does not put a phrase together word by word', () => {
    expect(glossary.english('I work as a nurse')).toBeUndefined();
    expect(glossary.english('nurse')?.es).toBe('el enfermero');
  });

  it('explains a Spanish word the course does not teach from the glossary, or says it does not know it', () => {
    expect(glossary.meaningOf('tiburones')).toEqual({ es: 'tiburón', en: 'shark' });
    expect(glossary.meaningOf('zorglub')).toBeUndefined();
  });

  it('says a translation written in the plural with the plural article ("los prismáticos", never "el prismáticos")', () => {
    expect(glossary.english('binoculars')?.es).toBe('los prismáticos');
    expect(glossary.english('scissors')?.es).toBe('las tijeras');
  });

  it("gives the learner's variety's word", () => {
    expect(inVariety(glossary.english('juice')!.es, 'spain')).toBe('el zumo');
    expect(inVariety(glossary.english('juice')!.es, 'latam')).toBe('el jugo');
    expect(inVariety(glossary.english('computer')!.es, 'spain')).toBe('el ordenador');
    expect(inVariety(glossary.english('computer')!.es, 'latam')).toBe('la computadora');
    expect(inVariety(glossary.english('potatoes')!.es, 'spain')).toBe('las patatas');
    // the glossary's source writes Spain's food words; a Mexican stall says its own
    expect(inVariety(glossary.english('zucchini')!.es, 'latam')).toBe('la calabacita');
    expect(inVariety(glossary.english('zucchini')!.es, 'spain')).toBe('el calabacín');
    expect(inVariety(glossary.english('peach')!.es, 'latam')).toBe('el durazno');
    expect(inVariety(glossary.english('fee')!.es, 'latam')).toBe('el costo');
    expect(inVariety(glossary.english('fee')!.es, 'spain')).toBe('el coste');
    // a curated phrase gives each variety its own ("handlebars" is one "manillar", never "los manillares")
    expect(inVarietyOf(glossary.english('handlebars')!, 'spain')).toBe('el manillar');
    expect(inVarietyOf(glossary.english('handlebars')!, 'latam')).toBe('el manubrio');
    expect(inVarietyOf(glossary.english('driving licence')!, 'latam')).toBe('la licencia de manejo');
    // "busy" is a busy person ("ocupado") or a crowded place ("lleno"): no one Spanish
    expect(glossary.english('busy')).toBeUndefined();
  });
});

describe('an English word in a Spanish turn', () => {
  it('is named in the feedback with its Spanish, in the learner’s variety', async () => {
    const said = async (variety: 'spain' | 'latam', line: string) => {
      const conversation = new Conversation(createTestEngine(), customTopic('En la ciudad'), 'beginner', variety);
      await conversation.open();
      return (await conversation.say(line, { requestFeedback: true })).feedback;
    };
    expect(await said('spain', 'Oh no, no tengo mi wallet.')).toBe("In Spanish, 'wallet' is 'la cartera'.");
    // a part of a hyphened English word is not the word: "walk" is no "walk-in"
    expect((await said('latam', '¿Me atienden sin cita, como un walk-in?')) ?? '').not.toMatch(/paseo/u);
    // with no context to tell a noun from a verb, the curated sense: the one the reply gives ("el efectivo")
    expect(await said('latam', '¿Cómo se dice cash?')).not.toContain('dinero efectivo');
    expect(await said('spain', 'Uso mi computer para trabajar.')).toBe("In Spanish, 'computer' is 'el ordenador'.");
    expect(await said('latam', 'Uso mi computer para trabajar.')).toBe("In Spanish, 'computer' is 'la computadora'.");
    // the English a learner asks how to say is the reply's to give, never a part of it in the feedback
    expect((await said('spain', "¿Cómo se dice 'greeting card'?")) ?? '').not.toContain('saludo');
    // "OK" is Spain's "vale", Latin America's "está bien"
    expect(await said('latam', 'Ok, muchas gracias.')).toBe("In Spanish, 'Ok' is 'está bien'.");
    expect(await said('spain', 'Ok, muchas gracias.')).toBe("In Spanish, 'Ok' is 'vale'.");
    // "hacer scroll": an activity Spanish names with hacer and the English word, never the word's other sense
    expect((await said('spain', 'Paso horas haciendo scroll.')) ?? '').not.toContain('rollo');
  });
});
