import { describe, expect, it } from 'vitest';
import { checkTextAnswer } from './answers';

describe('checkTextAnswer', () => {
  it('accepts case differences and surrounding spaces', () => {
    expect(checkTextAnswer('  MUCHO gusto ', 'Mucho gusto')).toEqual({ correct: true, accentsOnly: false });
  });
  it('ignores punctuation such as ¿ ? ¡ ! and repeated spaces', () => {
    expect(checkTextAnswer('cómo   estás', '¿Cómo estás?').correct).toBe(true);
    expect(checkTextAnswer('¡Hola!', 'hola').correct).toBe(true);
  });
  it('accepts a listed equivalent answer', () => {
    expect(checkTextAnswer('encantada', 'Mucho gusto', ['Encantado', 'Encantada']).correct).toBe(true);
  });
  it('rejects an answer that differs only in accents and says so', () => {
    expect(checkTextAnswer('estas', 'estás')).toEqual({ correct: false, accentsOnly: true });
    expect(checkTextAnswer('el nino', 'el niño')).toEqual({ correct: false, accentsOnly: true });
    expect(checkTextAnswer('Como estas', '¿Cómo estás?')).toEqual({ correct: false, accentsOnly: true });
  });
  it('rejects a wrong answer without the accent hint', () => {
    expect(checkTextAnswer('estoy', 'estás')).toEqual({ correct: false, accentsOnly: false });
  });
  it('rejects an empty answer', () => {
    expect(checkTextAnswer('  ', 'hola')).toEqual({ correct: false, accentsOnly: false });
    expect(checkTextAnswer('¿?', 'hola').correct).toBe(false);
  });
  it('flags an extra accent as an accent problem too', () => {
    expect(checkTextAnswer('él libro', 'el libro')).toEqual({ correct: false, accentsOnly: true });
  });
});

const en = { language: 'en' } as const;
const es = { language: 'es' } as const;

describe('what a teacher accepts (answer-variants)', () => {
  it('reads typographic apostrophes and quotes as plain ones, and an acute key as an apostrophe in English', () => {
    expect(checkTextAnswer('I don’t understand', "I don't understand", [], en).correct).toBe(true);
    expect(checkTextAnswer('I don´t understand', "I don't understand", [], en).correct).toBe(true);
    expect(checkTextAnswer('“Hola”', 'Hola').correct).toBe(true);
    // In Spanish the acute key stays an accent typed apart: only an accent slip.
    expect(checkTextAnswer('est´a', 'está')).toEqual({ correct: false, accentsOnly: true });
  });

  it('takes English contractions and their full forms both ways', () => {
    expect(checkTextAnswer('I do not understand', "I don't understand", [], en).correct).toBe(true);
    expect(checkTextAnswer("I'm tired", 'I am tired', [], en).correct).toBe(true);
    expect(checkTextAnswer("It's cold", 'It is cold', [], en).correct).toBe(true);
    expect(checkTextAnswer('I cannot go', "I can't go", [], en).correct).toBe(true);
    expect(checkTextAnswer('I can not go', "I can't go", [], en).correct).toBe(true);
    expect(checkTextAnswer("We'll see", 'We will see', [], en).correct).toBe(true);
    expect(checkTextAnswer("She's got a cat", 'She has got a cat', [], en).correct).toBe(true);
  });

  it('does not expand a possessive, nor accept a different verb', () => {
    expect(checkTextAnswer("Ana's book", 'Ana is book', [], en).correct).toBe(false);
    expect(checkTextAnswer("I don't understand", 'I understand', [], en).correct).toBe(false);
    expect(checkTextAnswer("I won't go", 'I will go', [], en).correct).toBe(false);
  });

  it('takes digits for number words and number words for digits, in Spanish and English', () => {
    expect(checkTextAnswer('Tengo 20 años', 'Tengo veinte años').correct).toBe(true);
    expect(checkTextAnswer('Tengo veinte años', 'Tengo 20 años').correct).toBe(true);
    expect(checkTextAnswer('Son las 3', 'Son las tres').correct).toBe(true);
    expect(checkTextAnswer('Cuesta 35 euros', 'Cuesta treinta y cinco euros').correct).toBe(true);
    expect(checkTextAnswer('I am 20 years old', 'I am twenty years old', [], en).correct).toBe(true);
    expect(checkTextAnswer('twenty-one', '21', [], en).correct).toBe(false);
    expect(checkTextAnswer('twenty one', '21', [], en).correct).toBe(true);
  });

  it('keeps a wrong number wrong, and "un" an article', () => {
    expect(checkTextAnswer('Tengo 21 años', 'Tengo veinte años').correct).toBe(false);
    expect(checkTextAnswer('Tengo 1 perro', 'Tengo un perro').correct).toBe(false);
  });

  it('lets a Spanish answer carry or drop a first- or second-person subject pronoun its verb agrees with', () => {
    expect(checkTextAnswer('Yo tengo veinte años', 'Tengo veinte años').correct).toBe(true);
    expect(checkTextAnswer('Tengo veinte años', 'Yo tengo veinte años').correct).toBe(true);
    expect(checkTextAnswer('¿Tú hablas español?', '¿Hablas español?').correct).toBe(true);
    expect(checkTextAnswer('Nosotros vivimos en Madrid', 'Vivimos en Madrid').correct).toBe(true);
    expect(checkTextAnswer('Yo soy estudiante', 'Soy estudiante').correct).toBe(true);
    expect(checkTextAnswer('Yo no hablo inglés', 'No hablo inglés').correct).toBe(true);
    expect(checkTextAnswer('Yo me llamo Ana', 'Me llamo Ana').correct).toBe(true);
  });

  it('does not let a pronoun hide a verb of another person', () => {
    expect(checkTextAnswer('Yo tiene veinte años', 'Tiene veinte años').correct).toBe(false);
    expect(checkTextAnswer('Tú es estudiante', 'Es estudiante').correct).toBe(false);
    expect(checkTextAnswer('Nosotros vive aquí', 'Vive aquí').correct).toBe(false);
    expect(checkTextAnswer('Yo no habla inglés', 'No habla inglés').correct).toBe(false);
  });

  it('lets a learner leave out a third-person pronoun, but not add a different one', () => {
    expect(checkTextAnswer('Es estudiante', 'Ella es estudiante').correct).toBe(true);
    expect(checkTextAnswer('Él es estudiante', 'Ella es estudiante').correct).toBe(false);
    expect(checkTextAnswer('Ella es estudiante', 'Ella es estudiante').correct).toBe(true);
  });

  it('accepts an added or missing "por favor" unless the prompt asked for "please"', () => {
    const prompt = 'Translate: A coffee, please.';
    expect(
      checkTextAnswer('Un café, por favor', 'Un café', [], { ...es, prompt: 'Translate: A coffee.' }).correct,
    ).toBe(true);
    expect(checkTextAnswer('Por favor, un café', 'Un café', [], es).correct).toBe(true);
    expect(checkTextAnswer('Un café', 'Un café, por favor', [], { ...es, prompt: 'Order a coffee' }).correct).toBe(
      true,
    );
    expect(checkTextAnswer('Un café', 'Un café, por favor', [], { ...es, prompt }).correct).toBe(false);
  });

  it('still says "check your accents" for an answer right but for its accents, whatever rule applied', () => {
    expect(checkTextAnswer('tu tienes 20 anos', 'Tienes veinte años')).toEqual({ correct: false, accentsOnly: true });
    expect(checkTextAnswer('Yo tambien tengo 3 hermanos', 'También tengo tres hermanos')).toEqual({
      correct: false,
      accentsOnly: true,
    });
  });
});

describe('tú and usted when the prompt does not say which (answer-variants)', () => {
  const ask = (prompt: string) => ({ ...es, prompt });
  const open = ask('Translate into Spanish: "How are you?"');

  it('accepts the usted form for a tú answer, with or without "usted"', () => {
    expect(checkTextAnswer('¿Cómo está usted?', '¿Cómo estás?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Cómo está?', '¿Cómo estás?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Tiene hijos?', '¿Tienes hijos?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Usted tiene hijos?', '¿Tienes hijos?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Puede ayudarme?', '¿Puedes ayudarme?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Le gusta el café?', '¿Te gusta el café?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Cómo se llama?', '¿Cómo te llamas?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Usted quiere ir al cine?', '¿Tú quieres ir al cine?', [], open).correct).toBe(true);
  });

  it('accepts usted commands for simple tú commands', () => {
    expect(checkTextAnswer('Venga aquí', 'Ven aquí', [], open).correct).toBe(true);
    expect(checkTextAnswer('No se preocupe', 'No te preocupes', [], open).correct).toBe(true);
    expect(checkTextAnswer('Dígame', 'Dime', [], open).correct).toBe(true);
  });

  it('accepts the tú form for an usted answer', () => {
    expect(checkTextAnswer('¿Cómo estás?', '¿Cómo está usted?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Tienes tu pasaporte?', '¿Usted tiene su pasaporte?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿Te gusta el té?', '¿A usted le gusta el té?', [], open).correct).toBe(true);
    expect(checkTextAnswer('¿A ti te gusta el té?', '¿A usted le gusta el té?', [], open).correct).toBe(true);
    expect(checkTextAnswer('Voy contigo', 'Voy con usted', [], open).correct).toBe(true);
    // "Su pasaporte" with tú is someone else's passport.
    expect(checkTextAnswer('¿Tú tienes su pasaporte?', '¿Usted tiene su pasaporte?', [], open).correct).toBe(false);
  });

  it('keeps the register when the prompt names it', () => {
    for (const prompt of [
      'Translate into Spanish, speaking to a friend: "How are you?"',
      'Translate into Spanish (formal): "How are you?"',
      'Ask your boss politely: "How are you?"',
      'Translate, using "tú": "How are you?"',
      'Translate, using "usted": "How are you?"',
    ]) {
      expect(checkTextAnswer('¿Cómo está usted?', '¿Cómo estás?', [], ask(prompt)).correct).toBe(false);
    }
    expect(
      checkTextAnswer('¿Cómo estás?', '¿Cómo está usted?', [], ask('Greet an older stranger (formal).')).correct,
    ).toBe(false);
  });

  it('never makes another person right: a third-person answer stays third person', () => {
    expect(checkTextAnswer('Mi hermana tienes dos hijas', 'Mi hermana tiene dos hijas', [], open).correct).toBe(false);
    expect(checkTextAnswer('¿Tienen hijos?', '¿Tienes hijos?', [], open).correct).toBe(false);
    expect(checkTextAnswer('¿Cómo está él?', '¿Cómo estás?', [], open).correct).toBe(false);
  });

  it('still says "check your accents" for an usted form right but for its accents', () => {
    expect(checkTextAnswer('¿Como esta usted?', '¿Cómo estás?', [], open)).toEqual({
      correct: false,
      accentsOnly: true,
    });
  });
});
