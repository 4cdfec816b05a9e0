import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildGlossary } from './glossary';
import { canGloss } from './help-replies';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createAddressingReader } from './addressing';
import { createLeaveTakingReader } from './leave-taking';
import { createNewsReader } from './news-reader';
import { createNounPhraseReader } from './noun-phrases';
import { analyseLearnerMessage, verbForANoun } from './learner-message-analysis';
import { findNumber } from './number-mentions';
import { tokenise } from './text-normalisation';
import { createAskBackFinder, createQuestionSubject } from './persona';
import { foodTopic, lessonCatalogue } from './testing/tutor-test-kit';
import { buildDefaultTopicPlan } from './tutor-plan';
import { createIndirectQuestionReader } from './indirect-questions';

const content = loadTutorContent();
const glossary = buildGlossary({ lexicon: content.lexicon.spanish, lessons: lessonCatalogue(), topics: [foodTopic] });
const plan = buildDefaultTopicPlan(foodTopic, content.generalQuestions, createQuestionSubject(content.persona));
const deps = {
  askBack: createAskBackFinder(content.persona),
  leaveTaking: createLeaveTakingReader(
    loadPartnerKnowledge().leaveTaking,
    createAddressingReader(loadPartnerKnowledge().addressing).isTag,
  ),
  news: createNewsReader(loadPartnerKnowledge().news),
  nounPhrases: createNounPhraseReader(loadPartnerKnowledge().news),
  asksIndirectly: createIndirectQuestionReader(loadPartnerKnowledge().scenes.cues.indirectQuestion),
  isCommonWord: (word: string) => glossary.isCommonWord(word),
  isKnownWord: (word: string) => glossary.spanish(word) !== undefined,
  canGloss: (phrase: string) => canGloss(phrase, plan, glossary),
};
const analyse = (text: string, firstLearnerMessage = false) =>
  analyseLearnerMessage(text, plan, firstLearnerMessage, deps);

describe('numbers', () => {
  it.each([
    ['Tengo veinte años.', 20, 'veinte años', '20 years'],
    ['Tengo 20 años', 20, 'veinte años', '20 years'],
    ['tengo veintiun anos', 21, 'veintiún años', '21 years'],
    ['Tengo un hermano.', 1, 'un hermano', 'one brother'],
    ['Tengo una hermana y dos primos.', 1, 'una hermana', 'one sister'],
    ['Tengo dos hermanos y una hermana.', 3, 'tres hermanos', '3 siblings'],
    ['Me levanto a las siete.', 7, 'a las siete', 'at 7'],
    ['Me levanto a las seis y media y tomo un café.', 6, 'a las seis y media', 'at 6:30'],
    ['Salgo a las nueve menos cuarto', 9, 'a las nueve menos cuarto', 'at 8:45'],
    ['Son las diez y veinte.', 10, 'las diez y veinte', '10:20'],
    ['Nací en mil novecientos noventa y cinco.', 1995, 'mil novecientos noventa y cinco', '1995'],
    ['Son 31 personas', 31, 'treinta y una personas', '31 people'],
    // Any noun the language core knows is counted; its English line quotes the Spanish rather than guess a sense.
    ['Separamos la basura en cinco contenedores.', 5, 'cinco contenedores', '5 "contenedores"'],
    ['Tengo una reserva para tres noches.', 3, 'tres noches', '3 "noches"'],
    ['Tengo 3 plantas de tomate.', 3, 'tres plantas', '3 "plantas"'],
  ])('reads "%s" as %i and echoes "%s"', (text, value, es, en) => {
    expect(analyse(text).number).toMatchObject({ value, echo: { es, en } });
  });

  it('does not count articles or thanks as numbers', () => {
    expect(analyse('Quiero una pizza.').number).toBeUndefined();
    expect(analyse('Vivo en una ciudad.').number).toBeUndefined();
    expect(analyse('¡Mil gracias!').number).toBeUndefined();
  });

  it('echoes no number that counts nothing it can name', () => {
    expect(analyse('Somos cinco en casa.').number).toMatchObject({ value: 5 });
    expect(analyse('Somos cinco en casa.').number?.echo).toBeUndefined();
    // A noun in the wrong number for the count is not taken as what is counted.
    expect(analyse('Quiero tres noche.').number?.echo).toBeUndefined();
  });
});

describe('likes and dislikes', () => {
  it.each([
    ['Me gusta mucho el café con leche.', 'like', 'el café con leche', 'gusta'],
    ['No me gustan los lunes', 'dislike', 'los lunes', 'gustan'],
    ['Me encanta pasear con mi perro.', 'love', 'pasear con tu perro', 'encanta'],
    ['Me gusta levantarme temprano.', 'like', 'levantarte temprano', 'gusta'],
    ['Prefiero el té, gracias.', 'prefer', 'el té', ''],
    ['Odio madrugar.', 'hate', 'madrugar', ''],
    ['Me gusta cocinar y leer novelas.', 'like', 'cocinar y leer novelas', 'gusta'],
    ['Me gusta el café y tengo dos gatos.', 'like', 'el café', 'gusta'],
  ])('"%s" -> %s "%s"', (text, kind, object, verb) => {
    expect(analyse(text).like).toMatchObject({ kind, object, verb });
  });

  it('needs something liked', () => {
    expect(analyse('Sí, me gusta mucho.').like).toBeUndefined();
  });

  it('flags a verb that clashes with its object', () => {
    expect(analyse('Me gustan el café.').like?.agreementDoubtful).toBe(true);
    expect(analyse('Me gustan el café y el té.').like?.agreementDoubtful).toBe(false);
    expect(analyse('Me gusta los perros.').like?.agreementDoubtful).toBe(true);
  });
});

describe('names and places', () => {
  it.each([
    ['Me llamo ana.', 'Ana'],
    ['Hola, mi nombre es María José y soy de Chile.', 'María José'],
    ['Soy Pedro.', 'Pedro'],
  ])('finds the name in "%s"', (text, name) => {
    expect(analyse(text).name?.name).toBe(name);
  });

  it('does not take a description after "soy" for a name', () => {
    expect(analyse('Soy estudiante.').name).toBeUndefined();
    expect(analyse('Soy de Chile.').name).toBeUndefined();
  });

  it('finds where the learner is from and lives, capitalising bare place names', () => {
    expect(analyse('Soy de chile y vivo en buenos aires.').places).toEqual([
      { kind: 'from', place: 'de Chile', bare: 'Chile', phrase: 'soy de' },
      { kind: 'live', place: 'en Buenos Aires', bare: 'Buenos Aires', phrase: 'vivo en' },
    ]);
    expect(analyse('Vivo en la ciudad de México.').places[0]?.place).toBe('en la ciudad de México');
    expect(analyse('Nací en 1995.').places).toEqual([]);
    // a topic noun written as a verb is no mention of it
    expect(verbForANoun('Te cuento algo bueno.', 'cuento', 'el cuento')).toBe(true);
    expect(verbForANoun('Me encanta este cuento.', 'cuento', 'el cuento')).toBe(false);
    // "me llamó" is a call, not a name
    expect(analyse('Ayer mi madre me llamó. Tiene buenas noticias.').name).toBeUndefined();
    // thanks said with "agradecer" to the one thanked
    expect(analyse('Le agradezco mucho la conversación.').thanks).toBe(true);
    expect(analyse('Agradezco el sol de la mañana.').thanks).toBe(false);
    // a denial or a word of pointing names no place
    expect(analyse('Hola, no soy de aquí.').places).toEqual([]);
    expect(analyse('Vivo aquí cerca.').places).toEqual([]);
  });
});

describe('answers, greetings and goodbyes', () => {
  it.each([
    ['Sí', 'yes'],
    ['si, claro', 'yes'],
    ['No.', 'no'],
    ['No sé.', 'dontKnow'],
    ['Ni idea', 'dontKnow'],
    ['No estoy segura.', 'dontKnow'],
    ['No sé qué decir.', 'dontKnow'],
  ])('"%s" is a %s', (text, answer) => {
    expect(analyse(text).answer).toBe(answer);
  });

  it('does not read "si" meaning "if", "no se puede", nor a stated doubt, as an answer', () => {
    expect(analyse('Si tengo tiempo, cocino pasta.').answer).toBeUndefined();
    expect(analyse('No estoy seguro de que las encuestas sean fiables.').answer).toBeUndefined();
    expect(analyse('Aquí no se puede fumar.').answer).toBeUndefined();
    // a doubt about a thing named goes on about it: a statement, not "I don't know"
    expect(analyse('Acabo de terminar el libro y todavía no sé qué pensar del final.').answer).toBeUndefined();
  });

  it('tells greetings from goodbyes, "buenas noches" by when it is said', () => {
    expect(analyse('¡Hola!').greeting).toBe(true);
    expect(analyse('Adiós').goodbye).toBe(true);
    expect(analyse('Bueno, me tengo que ir.').goodbye).toBe(true);
    expect(analyse('Buenas noches', true)).toMatchObject({ greeting: true, goodbye: false });
    // "buenas" greets where a greeting stands, not as an adjective later on
    expect(analyse('Buenas, ¿tienen mesa?').greeting).toBe(true);
    expect(analyse('El café está rico. Los pasteles son muy buenas.').greeting).toBe(false);
    expect(analyse('¡Buenas noticias! Me han dado el trabajo.').greeting).toBe(false);
    expect(analyse('Buenas noches', false)).toMatchObject({ goodbye: true });
    expect(analyse('Muchas gracias').thanks).toBe(true);
    expect(analyse('En la película, el chico dice adiós a su familia y se va a vivir a otra ciudad.').goodbye).toBe(
      false,
    );
  });
});

describe('English and mixed input', () => {
  it.each(['I like the beach', 'Sí, I do', 'My name is John', 'Hi'])('"%s" is English or mixed', (text) => {
    expect(analyse(text).english).toBe(true);
  });

  it.each(['Me gusta el rock and roll.', 'Me encantan The Beatles.', 'Hola', 'No', 'Me llamo Ana.'])(
    '"%s" is Spanish',
    (text) => {
      expect(analyse(text).english).toBe(false);
    },
  );
});

describe('help requests', () => {
  it.each([
    ['No entiendo.', 'simpler'],
    ['¿Qué?', 'simpler'],
    ['más despacio, por favor', 'simpler'],
    ['Repite, por favor.', 'repeat'],
    ['¿Otra vez?', 'repeat'],
    ['Perdona, ¿me lo puedes repetir más despacio?', 'repeat'],
  ])('"%s" asks for %s', (text, kind) => {
    expect(analyse(text).help?.kind).toBe(kind);
  });

  it('hears no request in a story that tells of repeating something', () => {
    expect(analyse('Suspendí el examen y tengo que repetir toda la asignatura el próximo curso.').help).toBeUndefined();
    expect(analyse('Mi profesora siempre repite las palabras difíciles dos veces en clase.').help).toBeUndefined();
  });

  it('finds the word asked about', () => {
    expect(analyse('¿Qué significa la palabra propina?').help).toEqual({
      kind: 'meaning',
      word: 'propina',
      english: false,
    });
    expect(analyse('What does «cena» mean?').help).toEqual({ kind: 'meaning', word: 'cena', english: true });
    expect(analyse('¿Cómo se dice bread en español?').help).toEqual({
      kind: 'howToSay',
      word: 'bread',
      english: false,
    });
    expect(analyse('¿Qué es el pan dulce?').help).toEqual({ kind: 'meaning', word: 'el pan dulce', english: false });
    expect(analyse("No sé decir 'I work from home'").help).toMatchObject({ kind: 'howToSay', english: false });
  });

  it('leaves statements and real questions alone', () => {
    expect(analyse('Voy otra vez a México el año que viene.').help).toBeUndefined();
    expect(analyse('Pienso que es difícil.').help).toBeUndefined();
    expect(analyse('¿Qué es lo que más te gusta?').help).toBeUndefined();
  });
});

describe('questions put back to the partner and topic keywords', () => {
  it('tells "¿y tú?" from "y tu familia"', () => {
    expect(analyse('Bien, ¿y tú?').askBack).toEqual({ kind: 'andYou' });
    expect(analyse('¿Y tu familia?').askBack).toMatchObject({ kind: 'fact', fact: { id: 'family' } });
    expect(analyse('¿Qué te gusta hacer?').askBack).toMatchObject({ kind: 'fact', fact: { id: 'hobbies' } });
    expect(analyse('¿Qué te gusta?').askBack).toEqual({ kind: 'likes' });
    // The same question in other words, by the trigger's content lemmas, when it is put to the partner.
    expect(analyse('¿Y tú qué sueles hacer los fines de semana?').askBack).toMatchObject({ fact: { id: 'hobbies' } });
    expect(analyse('Los fines de semana hago deporte.').askBack).toBeUndefined();
    // a doing of its own is another question: working at weekends is no pastime
    expect(analyse('¿Trabajas los fines de semana?').askBack).toMatchObject({ fact: { id: 'workdays' } });
    expect(analyse('¿Estudias los fines de semana?').askBack).toBeUndefined();
    expect(analyse('Vivo en Berlín. ¿Y tú, de dónde eres?').askBack).toMatchObject({ fact: { id: 'origin' } });
    expect(analyse('¿Hay un buen plato favorito de la región?').askBack).toBeUndefined();
  });

  it('reads "¿Qué tal…?" of a thing named after it as asked of the thing, not how the partner is', () => {
    expect(analyse('Hola, ¿qué tal?').askBack).toMatchObject({ fact: { id: 'wellbeing' } });
    expect(analyse('¿Qué tal el fin de semana?').askBack).toMatchObject({ fact: { id: 'wellbeing' } });
    expect(analyse('¿Qué tal está el barrio?').askBack).toBeUndefined();
    expect(analyse('¿Qué tal funciona la calefacción?').askBack).toBeUndefined();
    expect(analyse('¿Qué tal los vecinos?').askBack).toBeUndefined();
  });

  it('finds keywords as whole words in any listed form, keeping the learner’s own words', () => {
    expect(analyse('Como pescados.')).toMatchObject({ keyword: { es: 'el pescado' }, keywordAsWritten: 'pescados' });
    expect(analyse('Pescadores del norte.').keyword).toBeUndefined();
  });

  it('takes no keyword a negation earlier in its clause denies, unless "sin" or another clause comes between', () => {
    expect(analyse('Hoy no tengo que comprar pescado.').keyword).toBeUndefined();
    expect(analyse('No puedo vivir sin pescado.').keyword?.es).toBe('el pescado');
    expect(analyse('No tengo hambre, pero como pescado.').keyword?.es).toBe('el pescado');
  });

  it('matches an accented keyword only with its accent ("té" is not "te")', () => {
    expect(analyse('Bebo té.').keyword?.es).toBe('el té');
    expect(analyse('¿Te llamo mañana?').keyword).toBeUndefined();
  });
});

describe('mood, refusals and likes that may be echoed', () => {
  it.each([
    ['Mi perro murió ayer.', 'bad'],
    ['Estoy enferma y me duele la cabeza.', 'bad'],
    ['No puedo dormir.', 'bad'],
    ['¡Aprobé el examen!', 'good'],
    ['Tengo un nuevo trabajo.', 'good'],
    ['La carne estaba fría.', 'complaint'],
    ['El wifi del hotel no funciona.', 'complaint'],
    ['La cerveza está fría.', undefined],
    ['No estoy triste.', undefined],
    ['Me gusta el café.', undefined],
  ])('reads the mood of "%s" as %s', (text, mood) => {
    expect(analyse(text).mood).toBe(mood);
  });

  it('reads "no, gracias" as a refusal, not a thank-you', () => {
    expect(analyse('No, gracias.')).toMatchObject({ refusal: true, thanks: false, answer: 'no' });
    expect(analyse('Gracias.')).toMatchObject({ refusal: false, thanks: true });
  });

  it('agrees the echo verb with the thing liked and echoes only whole phrases', () => {
    expect(analyse('Me gusta los pasteles.').like).toMatchObject({
      verb: 'gustan',
      subjunctive: 'gusten',
      echoable: true,
    });
    expect(analyse('Me gustan el café.').like).toMatchObject({ verb: 'gusta', agreementDoubtful: true });
    expect(analyse('Me gusta mucho pero es difícil.').like).toBeUndefined();
    expect(analyse('Me gusta jugar al fútbol y tocar la guitarra los domingos con amigos.').like?.echoable).toBe(false);
    expect(analyse('Odio las fotos de comida en las redes.').like).toMatchObject({
      object: 'las fotos de comida',
      echoable: true,
    });
    expect(analyse('Me gusta mi gato.').like).toMatchObject({ object: 'tu gato', objectFormal: 'su gato' });
  });

  it('finds the topic’s answer to a question put to the partner', () => {
    expect(analyse('¿Qué me recomiendas?').topicAnswer?.es).toBe('Te recomiendo la sopa de tortilla.');
    expect(analyse('Me recomiendas la sopa.').topicAnswer).toBeUndefined();
  });
});

describe('a number in a story', () => {
  it('reads four typed digits with nothing counted as a year, and a price or a count as no year', () => {
    expect(findNumber(tokenise('Mi abuelo salió de Vigo en 1951.').tokens)?.year).toBe(true);
    expect(findNumber(tokenise('Cuesta 1500 pesos.').tokens)?.year).toBeUndefined();
    expect(findNumber(tokenise('Tengo dos hermanos.').tokens)?.year).toBeUndefined();
  });
});
