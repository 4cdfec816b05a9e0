import { afterAll, describe, expect, it } from 'vitest';
import type { CorrectionResult } from '@/server/language/correction/spanish-corrector';
import {
  CLAIM_RECALL,
  MEASURED_RECALL,
  NOT_SPANISH_SUMMARY,
  correctSpanish,
  createBuiltinCorrector,
  nothingFoundSummary,
} from './builtin-corrector';
import { CORRECT_SENTENCES, LEARNER_SENTENCES } from '@/server/language/correction/testing/acceptance-cases';
import { MECHANISMS } from './mechanisms';
import type { CorrectionRule } from './rules/rule';
import { CORRECTION_RULES, RULE_FAMILIES } from './rule-registry';

/** Every change quotes the learner's words and the fix verbatim, and the summary is built from the changes. */
function expectWellFormed(input: string, result: CorrectionResult): void {
  for (const change of result.changes) {
    expect(input).toContain(change.original);
    expect(result.correction).toContain(change.corrected);
    expect(change.original).not.toBe(change.corrected);
    expect(change.explanation).toMatch(/^\S.*[.)]$/);
  }
  if (result.changes.length === 0) {
    expect(result.correction).toBe(input);
    expect(result.explanation).toBe(NOTHING_FOUND);
  } else {
    expect(result.explanation).toBe(result.changes.map((change) => change.explanation).join(' '));
  }
}

const NOTHING_FOUND = nothingFoundSummary();

describe('the built-in Spanish corrector', () => {
  it('drops the rules fixes, and keeps answering, when a rule keeps rewriting its own output', () => {
    // a rule that always finds one more word to add: without the cap the sentence never comes back
    const runaway: CorrectionRule = {
      family: 'articles',
      apply: ({ draft }) => {
        for (let index = 0; index < draft.length; index++)
          draft.replace(index, index + 1, ['a', draft.text(index)], 'x');
      },
    };
    const result = correctSpanish('Tengo un casa grande.', [runaway], MECHANISMS);
    expect(result.correction).toBe('Tengo una casa grande.'); // the agreement mechanism's edit still stands
  });

  it("quotes a fix's model with the learner's other fixed words fixed too", () => {
    const result = correctSpanish('Tengo tos desde tres dias.');
    expect(result.correction).toBe('Tengo tos desde hace tres días.');
    expect(result.changes[0]!.explanation).toContain("'desde hace tres días'");
    expect(result.explanation).not.toMatch(/tres dias/u);
  });

  it('never respells a word the topic writes and the lexicon lacks, but still puts its English in Spanish', () => {
    const topicText = 'You are Jorge, a waiter. Menu: chicha morada, 18 soles a jug; coffee 5 soles.';
    const withTopic = (text: string) => correctSpanish(text, CORRECTION_RULES, MECHANISMS, { topicText });
    expect(correctSpanish('Una jarra de chicha, por favor.').correction).toBe('Una jarra de chica, por favor.');
    expect(withTopic('Una jarra de chicha, por favor.').changes).toEqual([]);
    // a word the lexicon knows is fixed as ever, and so is the English the topic's English names
    expect(withTopic('Como estas?').correction).toBe('¿Cómo estás?');
    expect(withTopic('Quiero un coffee con leche.').correction).toBe(
      correctSpanish('Quiero un coffee con leche.').correction,
    );
  });

  it("leaves a Latin American word alone that a nearer one spells otherwise ('la boleta' is a receipt)", () => {
    expect(correctSpanish('Creo que perdí la boleta.').changes).toEqual([]);
  });

  it('says what it checked when it finds nothing, and never calls a sentence correct', () => {
    // It names only areas where it finds at least half of learners' mistakes on the learner corpus.
    expect(NOTHING_FOUND).toMatch(/^No mistakes found in accents\. /);
    for (const [area, recall] of Object.entries(MEASURED_RECALL)) {
      if (recall < CLAIM_RECALL) expect(NOTHING_FOUND).not.toMatch(new RegExp(`^No mistakes found in [^.]*${area}`));
    }
    expect(NOTHING_FOUND).toContain('checked only in part');
    // areas the mechanisms check are named too, not only the ordered rules'
    expect(NOTHING_FOUND).toMatch(/gustar, prepositions and tenses are checked only in part/);
    expect(NOTHING_FOUND).toContain('not checked without an AI model');
    // Short enough to read under a chat bubble.
    expect(NOTHING_FOUND.length).toBeLessThanOrEqual(320);
    expect(NOTHING_FOUND.toLowerCase()).not.toContain('is correct');
  });

  it('leaves English the learner mentions or uses alone, and fixes it only into its translation', () => {
    // English in quotes is a mention ("¿Cómo se dice…?"), never "corrected" into Spanish-looking English
    expect(correctSpanish("¿Cómo se dice 'notice period' en España?").changes).toEqual([]);
    // …and so is a quoted word no dictionary of ours knows: "fertilizer" is no slip for the verb "fertilizar"
    expect(correctSpanish("No sé cómo se dice 'fertilizer' en español.").changes).toEqual([]);
    // Spanish in quotes is the learner's own and is checked
    expect(correctSpanish('Él dijo "¿que pasa, amigo?"').correction).toBe('Él dijo "¿qué pasa, amigo?"');
    // an English word is no slip for a verb it looks like ("computer" is not "computar")
    expect(correctSpanish('A veces uso mi computer hasta muy tarde.').changes).toEqual([]);
    // but its own translation is a fix, and so is a Spanish word missing its accent that English spells the same
    expect(correctSpanish('Vamos al restaurant.').correction).toBe('Vamos al restaurante.');
    expect(correctSpanish('Me gusta el cafe.').correction).toBe('Me gusta el café.');
  });

  it('accents the "qué" of an exclamation about a noun, and leaves a wish in the subjunctive alone', () => {
    expect(correctSpanish('¡que nervios!').correction).toBe('¡qué nervios!');
    // no article is added: "calor" after an exclaiming "que" is no bare subject
    expect(correctSpanish('¡Que calor hace!').correction).toBe('¡Qué calor hace!');
    for (const wish of ['¡Que aproveche!', '¡Que tengas suerte!', '¡Que te mejores!'])
      expect(correctSpanish(wish).changes, wish).toEqual([]);
  });

  it('leaves "que" a clause opens with ("¿Desde que llegaste…?"), and reads "¿Para que estudias?" as asking', () => {
    // object pronouns and "no" before the verb do not hide it: never "¿Para qué lo sepas?"
    for (const joined of [
      '¿Desde que vendiste tu carro, caminas más?',
      '¿Hasta que vuelvas?',
      '¿Para que lo sepas?',
      '¿Para que no te pierdas?',
    ])
      expect(correctSpanish(joined).changes, joined).toEqual([]);
    expect(correctSpanish('¿Desde que hora abren?').correction).toBe('¿Desde qué hora abren?');
    // the accent is the slip, not the mood: never "¿Para qué estudies…?"
    expect(correctSpanish('¿Para que estudias español?').correction).toBe('¿Para qué estudias español?');
    expect(correctSpanish('¿Para que lo quieres?').correction).toBe('¿Para qué lo quieres?');
    expect(correctSpanish('Te llamo para que vienes.').correction).toBe('Te llamo para que vengas.');
  });

  it('accents the "tú" of a verb that is also a plural noun, and never makes the verb a noun ("tus cocinas")', () => {
    expect(correctSpanish('Creo que tu cocinas mejor que yo.').correction).toBe('Creo que tú cocinas mejor que yo.');
    expect(correctSpanish('Yo friego y tu limpias el baño.').correction).toBe('Yo friego y tú limpias el baño.');
    // a plural that a copula makes a subject, or a verb before "tu" takes as its object, is the noun
    expect(correctSpanish('Tu cocinas son muy grandes.').correction).toBe('Tus cocinas son muy grandes.');
    expect(correctSpanish('Me gustan tu cocinas.').correction).toBe('Me gustan tus cocinas.');
  });

  it('reads an exclamation written without its marks ("Que lástima."), not its noun as a verb', () => {
    // "lástima" is the noun; "lastima" (from "lastimar") is no fix for it
    expect(correctSpanish('Los martes trabajo hasta las seis. Que lástima.').correction).toBe(
      'Los martes trabajo hasta las seis. Qué lástima.',
    );
    expect(correctSpanish('Que bueno que viniste.').correction).toBe('Qué bueno que viniste.');
    // after its subject, the noun's accent written on a verb is taken off, and said so
    const verb = correctSpanish('Ella práctica mucho.');
    expect(verb.correction).toBe('Ella practica mucho.');
    expect(verb.changes[0]?.explanation).toContain('has no written accent');
    // a verb form the lexicon misspells ("caiste") is right as the learner writes it
    for (const kept of ['Que te vaya bien.', 'Que sí.', 'Es una lástima.', '¿Te caíste en la nieve?'])
      expect(correctSpanish(kept).changes, kept).toEqual([]);
  });

  it('gives a noun whose gender it relies on its determiner and adjective, even when both disagree with it', () => {
    expect(correctSpanish('Es su cumpleaños el próximo semana.').correction).toBe(
      'Es su cumpleaños la próxima semana.',
    );
    expect(correctSpanish('Somos unos veinte personas.').correction).toBe('Somos unas veinte personas.');
  });

  it('puts a thing in a state with estar: cancelled, included, sold out', () => {
    expect(correctSpanish('Mi vuelo es cancelado.').correction).toBe('Mi vuelo está cancelado.');
    expect(correctSpanish('El desayuno es incluido en el precio.').correction).toBe(
      'El desayuno está incluido en el precio.',
    );
  });

  it('says a mass noun stays singular when the quantifier before it was plural', () => {
    expect(correctSpanish('Llevo fruta y muchos agua.').explanation).toBe(
      "'agua' is feminine and counted as a mass, so singular: 'mucha agua'.",
    );
  });

  it('files every change under the family of the rule that made it', () => {
    expect(correctSpanish('Soy cansado.').changes.map((change) => change.category)).toEqual(['ser-estar']);
    expect(correctSpanish('La problema es grande.').changes.map((change) => change.category)).toEqual(['articles']);
  });

  it('explains every fix that shaped a change, also one whose words a later fix changed again', () => {
    // 'a … le' and then 'gustan': both are what the learner reads under the one change.
    const { explanation } = correctSpanish('Mi hermano no me gusta las redes sociales.');
    expect(explanation).toMatch(/takes 'a' and the pronoun 'le'.*so the verb is 'gustan'/);
    // An accent a later agreement fix wrote over is still not explained.
    expect(correctSpanish('Las chicas son simpaticos.').explanation).not.toContain("'simpáticos'");
  });

  it('opens the question where it begins, after a clause that tells what the speaker does', () => {
    expect(correctSpanish('Quiero comprar unos tomates, son frescos?').correction).toBe(
      'Quiero comprar unos tomates, ¿son frescos?',
    );
    expect(correctSpanish('Tengo hambre, tienes pan?').correction).toBe('Tengo hambre, ¿tienes pan?');
    // a question of the whole sentence opens at its start
    expect(correctSpanish('Tienes hermanos, o eres hijo único?').correction).toBe(
      '¿Tienes hermanos, o eres hijo único?',
    );
  });

  it('files a word that also gained an opening ¿ under its other fix', () => {
    const [change] = correctSpanish('Tu te levantas temprano?').changes;
    expect(change).toMatchObject({ original: 'Tu', corrected: '¿Tú', category: 'accents' });
    expect(correctSpanish('Te levantas temprano?').changes.map((c) => c.category)).toEqual(['punctuation']);
  });

  afterAll(() => {
    const corrected = LEARNER_SENTENCES.filter(
      ({ input, expected }) => correctSpanish(input).correction === expected,
    ).length;
    const unchanged = CORRECT_SENTENCES.filter((sentence) => {
      const result = correctSpanish(sentence);
      return result.correction === sentence && result.changes.length === 0;
    }).length;
    const percent = (part: number, whole: number) => ((100 * part) / whole).toFixed(1);
    console.log(
      `Built-in corrector: ${corrected}/${LEARNER_SENTENCES.length} learner sentences corrected exactly (${percent(corrected, LEARNER_SENTENCES.length)} %), ` +
        `${unchanged}/${CORRECT_SENTENCES.length} correct sentences unchanged (${percent(unchanged, CORRECT_SENTENCES.length)} %)`,
    );
    expect(corrected).toBe(LEARNER_SENTENCES.length);
    expect(unchanged).toBe(CORRECT_SENTENCES.length);
  });

  describe('corrects learner sentences', () => {
    it.each(LEARNER_SENTENCES.map((row) => [row.family, row.input, row.expected] as const))(
      '%s: %s',
      (_family, input, expected) => {
        const result = correctSpanish(input);
        expect(result.correction).toBe(expected);
        expect(result.changes.length).toBeGreaterThan(0);
        expectWellFormed(input, result);
      },
    );
  });

  describe('leaves correct Spanish untouched', () => {
    it.each(CORRECT_SENTENCES)('%s', (sentence) => {
      const result = correctSpanish(sentence);
      expect(result).toEqual({ correction: sentence, explanation: NOTHING_FOUND, changes: [] });
    });
  });

  it('has tables large enough to mean something, with every rule family represented', () => {
    expect(LEARNER_SENTENCES.length).toBeGreaterThanOrEqual(60);
    expect(CORRECT_SENTENCES.length).toBeGreaterThanOrEqual(30);
    for (const family of RULE_FAMILIES)
      expect(LEARNER_SENTENCES.filter((row) => row.family === family).length, family).toBeGreaterThanOrEqual(5);
    expect(new Set(LEARNER_SENTENCES.map((row) => row.input)).size).toBe(LEARNER_SENTENCES.length);
    expect(new Set(CORRECT_SENTENCES).size).toBe(CORRECT_SENTENCES.length);
    for (const row of LEARNER_SENTENCES) expect(row.expected, row.input).not.toBe(row.input);
  });

  it('names each family after the code its sentences need: without its rule and mechanisms most of them stay wrong', () => {
    for (const family of RULE_FAMILIES) {
      const rows = LEARNER_SENTENCES.filter((row) => row.family === family);
      const others = CORRECTION_RULES.filter((rule) => rule.family !== family);
      const otherMechanisms = MECHANISMS.filter((mechanism) => !mechanism.categories.includes(family));
      const needed = rows.filter(
        ({ input, expected }) => correctSpanish(input, others, otherMechanisms).correction !== expected,
      );
      expect(needed.length, family).toBeGreaterThanOrEqual(rows.length / 2);
    }
  });

  it('returns text it cannot read exactly as given', () => {
    for (const text of ['', '   ', '?', '!!!', '1234', ':)', 'Ana y Chile', '¿?', '\n\n']) {
      const result = correctSpanish(text);
      expect(result).toEqual({ correction: text, explanation: NOTHING_FOUND, changes: [] });
    }
  });

  it('answers text with no Spanish clause as not Spanish and does not correct it', () => {
    for (const text of [
      'I am learning Spanish.',
      'What time is it?',
      "I don't know how to say this",
      'Hola, how are you?',
    ]) {
      expect(correctSpanish(text)).toEqual({ correction: text, explanation: NOT_SPANISH_SUMMARY, changes: [] });
    }
    expect(correctSpanish('Me gusta the movie mucho.').correction).toBe('Me gusta the movie mucho.');
  });

  it('never makes the known false fixes of the ordered rules (the guard drops them)', () => {
    for (const noun of ['turistas', 'pasajeros', 'ciclistas', 'periodistas']) {
      expect(correctSpanish(`Dudo que los ${noun} se den cuenta.`).correction).toBe(
        `Dudo que los ${noun} se den cuenta.`,
      );
    }
    expect(['Soñé contigo.', 'Soñé de ti.']).toContain(correctSpanish('Soñé de ti.').correction);
    expect(correctSpanish('Por esta razón, estudio mucho.').correction).toBe('Por esta razón, estudio mucho.');
    expect(correctSpanish('No fui por esta razón.').correction).toBe('No fui por esta razón.');
    // agreement wins over the accent alone: the learner sees the form that agrees
    expect(correctSpanish('Mis estudiantes son muy simpatico.').correction).toBe('Mis estudiantes son muy simpáticos.');
    // informal clippings of the course's vocabulary, and their plurals, are Spanish ("pelis" is no "pelvis")
    for (const informal of ['Veo muchas pelis.', 'Voy en bici a la uni.', 'El finde voy al cole.'])
      expect(correctSpanish(informal).correction).toBe(informal);
    // two adjectives joined by "pero" or "o" both describe the subject
    expect(correctSpanish('La casa es grande pero viejo.').correction).toBe('La casa es grande pero vieja.');
    expect(correctSpanish('¿La sopa está caliente o frío?').correction).toBe('¿La sopa está caliente o fría?');
    expect(correctSpanish('La casa es bonita pero mi padre es viejo.').correction).toBe(
      'La casa es bonita pero mi padre es viejo.',
    );
  });

  it("keeps the learner's spacing, line breaks and capitals outside the words it fixes", () => {
    expect(correctSpanish('  Hola,   como  estas ?\nYo  tambien.').correction).toBe(
      '  Hola,   ¿cómo  estás ?\nYo  también.',
    );
    expect(correctSpanish('Tambien').correction).toBe('También');
    expect(correctSpanish('Yo gusto el café.').correction).toBe('Me gusta el café.');
  });

  it('reports overlapping fixes as one change and separate fixes separately', () => {
    // A cascade: the noun's number, then the verb and the adjective that agree with it, each a change of its own.
    const cascade = correctSpanish('Las casa es blanco.');
    expect(cascade.correction).toBe('Las casas son blancas.');
    expect(cascade.changes.map(({ original, corrected }) => [original, corrected])).toEqual([
      ['Las casa', 'Las casas'],
      ['es', 'son'],
      ['blanco', 'blancas'],
    ]);
    // The accent fix on "simpaticos" is overwritten by agreement, so it is not explained.
    const overwritten = correctSpanish('Las niñas es muy simpaticos.');
    expect(overwritten.changes.map(({ corrected }) => corrected)).toEqual(['son', 'simpáticas']);
    expect(overwritten.changes[1]!.explanation).not.toContain('simpáticos');
    const separate = correctSpanish('la problema es dificil');
    expect(separate.changes.map(({ original, corrected }) => [original, corrected])).toEqual([
      ['la problema', 'el problema'],
      ['dificil', 'difícil'],
    ]);
    expect(separate.explanation).toBe("'problema' is masculine: 'el problema'. 'difícil' has a written accent.");
  });

  it('reads an unaccented "el" opening a clause before a verb that closes it as "él", never a gender mistake', () => {
    // "la cuenta" would teach a false sentence: "el cuenta" here is "él cuenta" (he counts)
    expect(correctSpanish('Mi hermano no sabe sumar, pero el cuenta?').correction ?? '').not.toMatch(/la cuenta/u);
    expect(correctSpanish('Mi abuela vive sola y el visita?').correction ?? '').not.toMatch(/la visita/u);
    // an article before a noun of the other gender is still fixed
    expect(correctSpanish('Quiero pagar el cuenta ahora.').correction).toBe('Quiero pagar la cuenta ahora.');
  });

  it('explains in short English sentences that quote the fix', () => {
    const explain = (text: string) => correctSpanish(text).changes.map((change) => change.explanation);
    // Fixes merged into one change are explained in one sentence.
    expect(explain('Como estas?')).toEqual([
      "'cómo' has a written accent in questions; questions in Spanish open with '¿'.",
      "'estás' (from estar) has a written accent; 'estas' means 'these'.",
    ]);
    expect(explain('Soy 20 años.')).toEqual(["Age uses tener: 'tengo 20 años'."]);
    // years "of" something are a span, not an age: a title, an experience
    expect(explain('El libro que más me ha marcado fue Cien años de soledad.')).toEqual([]);
    expect(explain('Fueron dos años de trabajo duro.')).toEqual([]);
    // the feminine demonstrative never goes with a masculine adjective, whatever the word before may be read as
    // a verb right after an object pronoun, though also a noun ("me ayuda"); never an adverb ("así": "asir")
    expect(explain('Es necesario que alguien me ayuda.')).toEqual([
      "After 'es necesario que' the verb is in the subjunctive: 'ayude'.",
    ]);
    expect(explain('Para que así pueda ofrecer una atención médica.')).toEqual([]);
    // a known word with its accent before a diminutive of another ("credito" is no little "credo")
    expect(explain('¿Puedo pagar con tarjeta de credito?')).toEqual(["'crédito' has a written accent."]);
    expect(explain('El martes a las diez y media esta perfecto para mí.')).toEqual([
      "'está' (from estar) has a written accent; 'esta' means 'this'.",
    ]);
    expect(explain('La problema es grande.')).toEqual(["'problema' is masculine: 'el problema'."]);
    expect(explain('Veo mi madre.')).toEqual(["A person as direct object takes 'a': 'veo a mi madre'."]);
  });

  describe('createBuiltinCorrector', () => {
    it('is the "builtin" SpanishCorrector', async () => {
      const corrector = createBuiltinCorrector();
      expect(corrector.name).toBe('builtin');
      await expect(corrector.correct('Soy cansado.')).resolves.toMatchObject({ correction: 'Estoy cansado.' });
      await expect(corrector.correct('Estoy cansado.')).resolves.toEqual({
        correction: 'Estoy cansado.',
        explanation: NOTHING_FOUND,
        changes: [],
      });
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(createBuiltinCorrector().correct('Soy cansado.', controller.signal)).rejects.toThrow();
    });
  });
});
