import { describe, expect, it } from 'vitest';
import { createBuiltinCorrector } from './builtin/builtin-corrector';
import { isCorrectionVariant } from './correction-variants';

const corrector = createBuiltinCorrector();
const variant = (expected: string, given: string) => isCorrectionVariant(expected, given, corrector);

describe('another correct way of saying a corrected sentence', () => {
  it.each([
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contenta con mi trabajo.'],
    ['Mi hermano está cansado.', 'Mi hermana está cansada.'],
    ['¿Está usted cansado?', '¿Está usted cansada?'],
  ])('accepts another form of the same words that the corrector finds right: %s / %s', async (expected, given) => {
    expect(await variant(expected, given)).toBe(true);
  });

  it.each([
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contentos con mi trabajo.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy muy feliz con mi trabajo.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy contento con mi trabajo.'],
    ['Mi hermano está cansado.', 'Mi hermano está cansada.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contento con mi trabajo.'],
  ])(
    'refuses another word, a word less, a form that breaks agreement, or the same sentence: %s / %s',
    async (expected, given) => {
      expect(await variant(expected, given)).toBe(false);
    },
  );
});

describe('the same words with a clause adverb in another place', () => {
  it.each([
    // to the end of the clause, after an infinitive
    ['Me gusta mucho leer.', 'Me gusta leer mucho.'],
    // from the end to the front, before a clitic and its verb; case and punctuation do not count
    ['Te llamo mañana.', 'mañana te llamo'],
    // from the front to after the verb, before a preposition
    ['Siempre me levanto a las siete.', 'Me levanto siempre a las siete.'],
    // after a compound tense, not inside it
    ['Ya he comido.', 'He comido ya.'],
    // between the subject and the verb, across a degree word bound to its adjective ("muy cansada")
    ['Mi hermana está muy cansada hoy.', 'Mi hermana hoy está muy cansada.'],
    // an adverb in -mente, to the end of a longer clause
    ['Normalmente ceno en casa con mi familia.', 'Ceno en casa con mi familia normalmente.'],
    // before a prepositional phrase
    ['Todavía vivo con mis padres.', 'Vivo todavía con mis padres.'],
    // after the subject pronoun, to the end of the sentence
    ['Yo también quiero ir.', 'Yo quiero ir también.'],
    // a question keeps its question word where it is; the adverb moves within it
    ['¿Dónde vas a cenar hoy?', '¿Dónde vas hoy a cenar?'],
  ])('accepts %s / %s', async (expected, given) => {
    expect(await variant(expected, given)).toBe(true);
  });

  it.each([
    // two words moved, one of them a pronoun
    ['Me gusta mucho leer.', 'Leer gusta me mucho.'],
    // a verb moved
    ['Mi hermano come en casa.', 'Come mi hermano en casa.'],
    // a noun moved (and swapped with a verb)
    ['Compré pan ayer.', 'Pan compré ayer.'],
    // negation keeps its place before the verb
    ['No me gusta el café.', 'Me no gusta el café.'],
    ['Nunca como carne.', 'Como carne nunca.'],
    // an adverb moved across negation changes what is said ("not always" is not "always not")
    ['No siempre llego tarde.', 'Siempre no llego tarde.'],
    // a degree word belongs to its adjective
    ['Estoy muy cansado hoy.', 'Estoy cansado muy hoy.'],
    // a quantity word before its noun
    ['Quiero más agua.', 'Quiero agua más.'],
    // out of its clause: "mañana" was when he comes, not when he says it
    ['Dice que viene mañana.', 'Mañana dice que viene.'],
    // after a noun, "solo" is "alone": another meaning
    ['Solo tengo un hermano.', 'Tengo un hermano solo.'],
    // between the auxiliary and the participle
    ['Ya he comido.', 'He ya comido.'],
    // a question word is not a clause adverb
    ['¿Cuándo vienes?', '¿Vienes cuándo?'],
    // the adverb moved and another word changed
    ['Me gusta mucho leer.', 'Me gusta leer bastante.'],
  ])('refuses %s / %s', async (expected, given) => {
    expect(await variant(expected, given)).toBe(false);
  });
});
