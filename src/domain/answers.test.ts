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

describe('a subject pronoun anywhere its verb allows (SY1)', () => {
  const about = (prompt: string) => ({ ...es, prompt });
  const child = about('Translate into Spanish: "When I was a child, I lived in Mexico."');

  it('drops yo/tú/nosotros before a verb of that person after "cuando", "si", "que"…', () => {
    expect(checkTextAnswer('Cuando yo tengo tiempo, leo', 'Cuando tengo tiempo, leo').correct).toBe(true);
    expect(checkTextAnswer('Quería que tú vinieras', 'Quería que vinieras').correct).toBe(true);
    expect(checkTextAnswer('Si nosotros vamos, vamos juntos', 'Si vamos, vamos juntos').correct).toBe(true);
    expect(checkTextAnswer('Creo que vienes', 'Creo que tú vienes').correct).toBe(true);
  });

  it('drops "yo" before a form it shares with the third person only when the prompt speaks of "I"', () => {
    expect(checkTextAnswer('Cuando yo era niño, vivía allí', 'Cuando era niño, vivía allí', [], child).correct).toBe(
      true,
    );
    expect(checkTextAnswer('Cuando era niño, yo vivía allí', 'Cuando era niño, vivía allí', [], child).correct).toBe(
      true,
    );
    const she = about('Translate into Spanish: "When she was a child, she lived there."');
    expect(checkTextAnswer('Cuando yo era niña, vivía allí', 'Cuando era niña, vivía allí', [], she).correct).toBe(
      false,
    );
    // The expected answer's "yo" may always be left out.
    expect(checkTextAnswer('Cuando era niño, vivía allí', 'Cuando yo era niño, vivía allí', [], she).correct).toBe(
      true,
    );
  });

  it('keeps the third-person asymmetry anywhere in the sentence', () => {
    expect(checkTextAnswer('Dudo que llegue', 'Dudo que él llegue').correct).toBe(true);
    expect(checkTextAnswer('Dudo que él llegue', 'Dudo que llegue').correct).toBe(false);
    expect(checkTextAnswer('Dudo que ella llegue', 'Dudo que él llegue').correct).toBe(false);
  });

  it('never drops a pronoun that is not a subject, nor one before a verb of another person', () => {
    expect(checkTextAnswer('Hablo con', 'Hablo con ella').correct).toBe(false);
    expect(checkTextAnswer('Cuando yo tiene tiempo', 'Cuando tiene tiempo').correct).toBe(false);
    expect(checkTextAnswer('Quería que tú viniera', 'Quería que viniera').correct).toBe(false);
    expect(checkTextAnswer('Es quien paga', 'Es él quien paga').correct).toBe(false);
  });
});

describe('the other "you" carried through attached and object pronouns (SY2)', () => {
  const open = { ...es, prompt: 'Translate into Spanish: "Nice to meet you"' };

  it('reads "te" on an infinitive or gerund as usted\'s "lo", "la", "le"', () => {
    for (const usted of ['Un placer conocerlo', 'Un placer conocerla', 'Un placer conocerle']) {
      expect(checkTextAnswer(usted, 'Un placer conocerte', [], open).correct).toBe(true);
    }
    expect(checkTextAnswer('Estoy llamándolo', 'Estoy llamándote', [], open).correct).toBe(true);
    // Not a reflexive "se": "conocerse" is "to meet each other".
    expect(checkTextAnswer('Encantado de conocerse', 'Encantado de conocerte', [], open).correct).toBe(false);
    expect(checkTextAnswer('Lo llamo mañana', 'Te llamo mañana', [], open).correct).toBe(true);
  });

  it('reads usted\'s attached pronoun as "te" when the answer has "usted"', () => {
    expect(checkTextAnswer('¿Puedo ayudarte?', '¿Puedo ayudarle a usted?', [], open).correct).toBe(true);
  });

  it('keeps the register when the prompt names it, and leaves lookalike nouns alone', () => {
    const friend = { ...es, prompt: 'Speaking to a friend: "Nice to meet you"' };
    expect(checkTextAnswer('Un placer conocerlo', 'Un placer conocerte', [], friend).correct).toBe(false);
    expect(checkTextAnswer('Buena suerlo', 'Buena suerte', [], open).correct).toBe(false);
    // A learner's "lo" is not made "te": only the expected answer is rewritten.
    expect(checkTextAnswer('Un placer conocerte', 'Un placer conocerlo', [], open).correct).toBe(false);
  });
});

describe('alternatives inside one accepted answer (SY3)', () => {
  const directions = '[Disculpe|Perdone|Perdón], ¿cómo [llego|puedo llegar] a la estación de [tren|trenes]?';

  it('accepts every sentence the pattern stands for, and nothing else', () => {
    expect(checkTextAnswer('Perdón, ¿cómo puedo llegar a la estación de trenes?', 'X', [directions]).correct).toBe(
      true,
    );
    expect(checkTextAnswer('Disculpe, ¿cómo llego a la estación de tren?', 'X', [directions]).correct).toBe(true);
    expect(checkTextAnswer('Disculpe, ¿cómo llego a la estación de autobuses?', 'X', [directions]).correct).toBe(false);
    expect(checkTextAnswer('Disculpe, ¿cómo llego a la estación de tren|trenes?', 'X', [directions]).correct).toBe(
      false,
    );
  });

  it('takes an empty choice as a word left out, and keeps the accents hint', () => {
    expect(checkTextAnswer('Dudo que llegue a tiempo', 'X', ['Dudo que [él|] llegue a tiempo']).correct).toBe(true);
    expect(checkTextAnswer('Perdon, ¿como llego a la estacion de tren?', 'X', [directions])).toEqual({
      correct: false,
      accentsOnly: true,
    });
  });
});

describe('English sentence adverbials of time and place, fronted or trailing (SY4)', () => {
  it('accepts a time or place phrase at either end', () => {
    const cases: [string, string][] = [
      ['On Sunday I am going to visit my grandmother', "I'm going to visit my grandmother on Sunday"],
      ['In the summer we always went to the beach', 'We always went to the beach in the summer'],
      ['We played football yesterday', 'Yesterday we played football'],
      ['Last night I studied for two hours', 'I studied for two hours last night'],
      ['At home we speak Spanish', 'We speak Spanish at home'],
    ];
    for (const [given, expected] of cases) expect(checkTextAnswer(given, expected, [], en).correct, given).toBe(true);
  });

  it('accepts an opening clause moved after the main clause', () => {
    expect(
      checkTextAnswer("I'll help you as soon as I finish", 'As soon as I finish, I will help you', [], en).correct,
    ).toBe(true);
    expect(
      checkTextAnswer('When I was a child, I lived in Mexico', 'I lived in Mexico when I was a child', [], en).correct,
    ).toBe(true);
  });

  it('moves nothing else: the words must still be the same', () => {
    expect(
      checkTextAnswer(
        'On Monday I am going to visit my grandmother',
        'I am going to visit my grandmother on Sunday',
        [],
        en,
      ).correct,
    ).toBe(false);
    expect(checkTextAnswer('Is a cat there', 'There is a cat', [], en).correct).toBe(false);
    expect(checkTextAnswer('In other words we are not going', 'We are not going in other words', [], en).correct).toBe(
      false,
    );
  });
});

describe('noun + \'s as "is" before a verb-like continuation (SY5)', () => {
  it('expands it before an adjective that ends the sentence, or a determiner, adverb or preposition', () => {
    expect(checkTextAnswer("The banana's yellow", 'The banana is yellow', [], en).correct).toBe(true);
    expect(checkTextAnswer("How much's the cake?", 'How much is the cake?', [], en).correct).toBe(true);
    expect(checkTextAnswer("Ana's in Madrid", 'Ana is in Madrid', [], en).correct).toBe(true);
    expect(checkTextAnswer("My brother's a doctor", 'My brother is a doctor', [], en).correct).toBe(true);
  });

  it('keeps possessives possessive', () => {
    expect(checkTextAnswer("Ana's book", 'Ana is book', [], en).correct).toBe(false);
    expect(checkTextAnswer('Ana is old car', "Ana's old car", [], en).correct).toBe(false);
    expect(checkTextAnswer("Ana's book is red", "Ana's book is red", [], en).correct).toBe(true);
  });
});

describe('a clock time in digits (NA30)', () => {
  it('reads "3:30" as said: "y media", "y treinta"', () => {
    expect(checkTextAnswer('Son las 3:30', 'Son las tres y media').correct).toBe(true);
    expect(checkTextAnswer('Son las 3:30', 'Son las tres y treinta').correct).toBe(true);
    expect(checkTextAnswer('Es la 1:15', 'Es la una y cuarto').correct).toBe(true);
    expect(checkTextAnswer('Son las 9:00', 'Son las nueve en punto').correct).toBe(true);
  });
  it('keeps another time wrong', () => {
    expect(checkTextAnswer('Son las 3:45', 'Son las tres y media').correct).toBe(false);
    expect(checkTextAnswer('Son las 4:30', 'Son las tres y media').correct).toBe(false);
  });
});
