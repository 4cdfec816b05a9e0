import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@/contract/conversation';
import type { SpanishVariety } from '@/contract/settings-constants';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import {
  allPlanQuestions,
  asTutorTopic,
  contentDir,
  Conversation,
  createTestEngine,
  endingQuestion,
  questionRepeats,
  wordCount,
} from './testing/tutor-test-kit';
import { createVarietyAdapter } from './variety-words';

/** The fourteen shipped default topics, as the app loads them. */
const topics = loadTopicCatalogue(contentDir);
const engine = createTestEngine(topics);
const answers = [
  'Sí, claro.',
  'No sé.',
  'Me gusta mucho.',
  'Es interesante.',
  'No, no mucho.',
  'Creo que sí.',
  'A veces.',
];

describe.each(topics.topics.map((topic) => [topic.id, topic] as const))('the default topic %s', (_id, topic) => {
  const questions = allPlanQuestions(topic);

  it.each(['beginner', 'intermediate', 'advanced'] as const)(
    'holds a %s conversation of twelve questions from its plan, none repeated',
    async (difficulty) => {
      const conversation = new Conversation(engine, asTutorTopic(topic), difficulty);
      const opening = await conversation.open();
      expect(opening.text).toBe(`${topic.plan.opening[difficulty].es} ${topic.plan.questions[difficulty][0]!.es}`);
      for (let turn = 0; turn < 11; turn++) await conversation.say(answers[turn % answers.length]!);
      for (const reply of conversation.replies) {
        expect(endingQuestion(reply.text, questions), reply.text).toBeDefined();
        expect(reply.text).not.toMatch(/[{}]/);
        expect(reply.translation?.length).toBeGreaterThan(0);
        if (difficulty === 'beginner') expect(wordCount(reply.text), reply.text).toBeLessThan(25);
      }
      expect(
        questionRepeats(
          conversation.replies.map((reply) => reply.text),
          questions,
        ),
      ).toEqual([]);
      // No reaction line comes back either (short fillers such as "¡Vale!" may).
      const sentences = conversation.replies.flatMap((reply) =>
        reply.text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 3),
      );
      expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
    },
  );

  it('rephrases, repeats and answers its first question on request', async () => {
    const first = topic.plan.questions.beginner[0]!;
    const ask = async (message: string) => {
      const conversation = new Conversation(engine, asTutorTopic(topic), 'beginner');
      await conversation.open();
      return (await conversation.say(message)).text;
    };
    expect((await ask('No entiendo')).endsWith(first.simpler.es)).toBe(true);
    expect((await ask('Repite, por favor')).endsWith(first.es)).toBe(true);
    expect((await ask('¿Y tú?')).startsWith(first.answer.es)).toBe(true);
  });

  it('recognises each of its keywords, reacting with its reply or naming it, and glosses it on request', async () => {
    for (const keyword of topic.plan.keywords) {
      const conversation = new Conversation(engine, asTutorTopic(topic), 'intermediate');
      await conversation.open();
      const reaction = (await conversation.say(`Pues… ${keyword.es}.`)).text;
      // Its own reply, or, when that was already said (in the opening), the keyword named.
      const expected = [keyword.reply?.es, keyword.es]
        .filter((line) => line !== undefined)
        .map((line) => line.toLowerCase());
      expect(
        expected.some((line) => reaction.toLowerCase().includes(line)),
        `${keyword.es}: ${reaction}`,
      ).toBe(true);
      const gloss = (await conversation.say(`¿Qué significa ${keyword.es}?`)).text;
      expect(gloss, keyword.es).toContain(keyword.en);
    }
  });
});

/** The partner's reply to `message` as the first answer in a beginner conversation on the default topic `id`. */
async function firstTurnIn(
  id: string,
  message: string,
  { difficulty = 'beginner', variety }: { difficulty?: Difficulty; variety?: SpanishVariety } = {},
) {
  const topic = topics.topics.find((candidate) => candidate.id === id)!;
  const conversation = new Conversation(engine, asTutorTopic(topic), difficulty, variety);
  await conversation.open();
  return conversation.say(message);
}

async function firstReplyIn(...args: Parameters<typeof firstTurnIn>): Promise<string> {
  return (await firstTurnIn(...args)).text;
}

describe('answers from the topics’ own banks', () => {
  it('at the market: the total of what was ordered when asked for it, and the price of a kilo when asked that', async () => {
    const say = (message: string) => firstReplyIn('shopping-at-the-market', message);
    // Nothing ordered yet: a sum would be invented (issue 29).
    expect(await say('¿Cuánto le debo?')).toContain('Todavía no hay nada en la cuenta.');
    expect(await say('¿Cuánto cuestan los tomates?')).toContain('El kilo de jitomates cuesta 30 pesos.');
    const topic = topics.topics.find((candidate) => candidate.id === 'shopping-at-the-market')!;
    const conversation = new Conversation(engine, asTutorTopic(topic), 'beginner');
    await conversation.open();
    expect((await conversation.say('Quiero dos kilos de naranjas.')).text).toContain('dos kilos de naranjas');
    expect((await conversation.say('Y un kilo de tomates.')).text).toContain('un kilo de jitomates');
    expect((await conversation.say('Es todo, ¿cuánto es?')).text).toContain(
      'Dos kilos de naranjas y un kilo de jitomates: 80 pesos en total.',
    );
  });

  it('at the doctor: no ibuprofen for a patient who said she is pregnant, in this turn or an earlier one', async () => {
    const say = (message: string) => firstReplyIn('at-the-doctor', message);
    expect(await say('¿Puedo tomar ibuprofeno?')).toContain('Sí, puede tomar ibuprofeno');
    const now = await say('Estoy embarazada, ¿puedo tomar ibuprofeno?');
    expect(now).not.toContain('puede tomar ibuprofeno');
    expect(now).toContain('no tome ningún medicamento sin consultarlo');
    const topic = topics.topics.find((candidate) => candidate.id === 'at-the-doctor')!;
    const conversation = new Conversation(engine, asTutorTopic(topic), 'intermediate');
    await conversation.open();
    await conversation.say('Estoy embarazada de tres meses.');
    const later = (await conversation.say('¿Puedo tomar ibuprofeno?')).text;
    expect(later).not.toContain('puede tomar ibuprofeno');
    expect(later).toContain('no tome ningún medicamento sin consultarlo');
    // another's state is not the patient's: no pregnancy advice to a man whose wife is pregnant
    const wife = await say('Tengo tos, pero mi esposa está embarazada y me preocupa contagiarla.');
    expect(wife).not.toContain('no tome ningún medicamento sin consultarlo');
    // sick leave is the doctor's to give after an examination
    expect(await say('¿Me puede dar la baja para esta semana?')).toMatch(/examinarle|revisión/u);
    // a medicine that did not help is no question to say yes to
    expect(await say('Ayer tomé un ibuprofeno pero no me ayudó.')).not.toContain('Sí, puede tomar');
  });

  it("at the market: the stallholder answers what she does as herself, never as the general persona's teacher", async () => {
    const reply = await firstReplyIn('shopping-at-the-market', '¿Hace cuánto tiempo trabaja usted en este mercado?');
    expect(reply).not.toContain('profesora');
    expect(reply).toContain('Vendo fruta y verdura');
  });

  it('in the city: where the learner starts from is not what they ask about, and riding a bike is no walking', async () => {
    const from = await firstReplyIn('getting-around-the-city', '¿Cómo llego al museo desde la catedral?', {
      variety: 'spain',
    });
    expect(from).not.toMatch(/¿La catedral\?/u);
    const cycling = await firstReplyIn('getting-around-the-city', '¿Es peligroso montar en bici por aquí?', {
      variety: 'spain',
    });
    expect(cycling).toMatch(/carriles bici/u);
    expect(cycling).not.toMatch(/minutos a pie/u);
  });

  it("tells the rest of her day from the scene: dinner, shopping, sport, a nap, in the learner's variety", async () => {
    expect(await firstReplyIn('daily-routine', '¿A qué hora cenas?', { variety: 'spain' })).toMatch(
      /^Ceno a las nueve/u,
    );
    expect(await firstReplyIn('daily-routine', '¿A qué hora cenas?', { variety: 'latam' })).toMatch(
      /^Ceno a las ocho/u,
    );
    expect(await firstReplyIn('daily-routine', '¿Dónde haces la compra?', { variety: 'spain' })).toMatch(/mi barrio/u);
    expect(await firstReplyIn('daily-routine', '¿Dónde haces las compras?', { variety: 'latam' })).toMatch(/colonia/u);
    expect(await firstReplyIn('daily-routine', '¿Haces deporte?')).toMatch(/Nado dos veces por semana/u);
    expect(await firstReplyIn('daily-routine', '¿Duermes la siesta?', { variety: 'spain' })).toMatch(/siesta/u);
    expect(await firstReplyIn('daily-routine', '¿Cuánto tardas en llegar al trabajo?')).toMatch(/veinte minutos/u);
  });

  it('answers the hours of the metro, a dose, how often she goes to the cinema and whether she works at weekends', async () => {
    expect(
      await firstReplyIn('getting-around-the-city', '¿Hasta qué hora funciona el metro?', { variety: 'spain' }),
    ).toMatch(/una y media/u);
    expect(await firstReplyIn('getting-around-the-city', '¿A qué hora cierra el metro?', { variety: 'latam' })).toMatch(
      /medianoche/u,
    );
    expect(await firstReplyIn('at-the-doctor', '¿Cada cuántas horas tomo el paracetamol?')).toMatch(/cada ocho horas/u);
    expect(await firstReplyIn('film-music-and-books', '¿Vas mucho al cine?')).toMatch(/una vez al mes/u);
    expect(await firstReplyIn('work-and-studies', '¿Trabajas los fines de semana?', { variety: 'spain' })).toMatch(
      /^Trabajo de lunes a viernes/u,
    );
  });

  it('is one person across her topics: a doing asked in one is answered as another of her topics tells it', async () => {
    // the technology topic knows nothing of instruments or sport; the hobbies and daily-routine topics do
    expect(await firstReplyIn('technology-and-social-media', '¿Tocas algún instrumento?')).toMatch(
      /^No, pero quiero aprender a tocar la guitarra/u,
    );
    expect(await firstReplyIn('the-environment', '¿Haces deporte?')).toMatch(/Nado dos veces por semana/u);
    expect(await firstReplyIn('hobbies-and-free-time', '¿Tocas algún instrumento?', { variety: 'latam' })).toMatch(
      /^No, pero quiero aprender a tocar la guitarra/u,
    );
    // a doing no topic of hers tells is still answered from her tastes
    expect(await firstReplyIn('technology-and-social-media', '¿Cocinas mucho?')).toMatch(/^Sí, cocino mucho/u);
  });

  it('never picks the option of a choice that another of her topics denies', async () => {
    // the environment topic says «No tengo carro: voy en metro o en bicicleta»
    expect(
      await firstReplyIn('daily-routine', '¿Vas al trabajo en carro o en transporte público?', { variety: 'latam' }),
    ).toMatch(/^Voy al trabajo en transporte público/u);
  });

  it('answers a choice from what another of her topics says she does, never with a pick that contradicts it', async () => {
    // the film topic says «Voy al cine una vez al mes, más o menos»; a pick would have said «Voy mucho al cine»
    for (const variety of ['spain', 'latam'] as const)
      for (const topicId of ['hobbies-and-free-time', 'film-music-and-books'])
        expect(await firstReplyIn(topicId, '¿Vas mucho al cine o prefieres ver series en casa?', { variety })).toMatch(
          /^Voy al cine una vez al mes/u,
        );
    // said with no option named first: «¿Las películas? Ahora leo…» would take it for one of the films
    expect(
      await firstReplyIn('film-music-and-books', '¿Lees mucho o prefieres ver películas?', { variety: 'latam' }),
    ).toMatch(/^Ahora leo una novela/u);
    // a past fact of hers ("Estudié Letras") is no answer to what she does now
    expect(await firstReplyIn('work-and-studies', '¿Y tú trabajas o estudias?', { variety: 'latam' })).not.toMatch(
      /Estudié/u,
    );
  });

  it('swims in the pool of her variety: piscina in Spain, alberca in Latin America', async () => {
    expect(await firstReplyIn('hobbies-and-free-time', '¿Haces deporte?', { variety: 'spain' })).toMatch(/piscina/u);
    expect(await firstReplyIn('hobbies-and-free-time', '¿Haces deporte?', { variety: 'latam' })).toMatch(/alberca/u);
  });

  it('a question to the partner is read by the trigger that covers most of it', async () => {
    // "qué haces tú" alone asks the work; with "los fines de semana" the pastimes, and "trabajas los sábados" the days
    const weekend = await firstReplyIn('daily-routine', '¿Qué haces tú los fines de semana?', { variety: 'spain' });
    expect(weekend).not.toContain('Soy profesora');
    expect(weekend).toMatch(/domingos/u);
    expect(await firstReplyIn('daily-routine', '¿Tú trabajas los sábados?')).toMatch(/^Trabajo de lunes a viernes/u);
    expect(await firstReplyIn('at-the-cafe', '¿Y qué haces tú?')).toMatch(/^Soy mesera/u);
  });

  it('at the market: fruit is fruit and vegetables vegetables; at the doctor: alcohol is advised against', async () => {
    const fruit = await firstReplyIn('shopping-at-the-market', '¿Qué fruta tienes?');
    expect(fruit).toContain('De fruta tengo');
    expect(fruit).not.toMatch(/patatas|papas|tomates|cebollas/u);
    expect(await firstReplyIn('at-the-doctor', '¿Puedo beber alcohol?')).toMatch(/no beba alcohol/u);
  });

  it('on travel: no country recommended for a question about a place it names', async () => {
    expect(await firstReplyIn('travel-and-holidays', '¿Qué país me recomiendas?')).toContain('Te recomiendo');
    expect(await firstReplyIn('travel-and-holidays', '¿Qué me recomiendas ver en Lisboa?')).not.toMatch(
      /Te recomiendo (?:Colombia|Italia)/u,
    );
    // the place may be named in another question of the same turn
    expect(await firstReplyIn('travel-and-holidays', '¿Conoces Chile? ¿Qué me recomiendas?')).not.toMatch(
      /Te recomiendo (?:Colombia|Italia)/u,
    );
    // nor a favourite place of its own for places in another country
    expect(await firstReplyIn('travel-and-holidays', '¿Qué lugares me recomiendas en Colombia?')).not.toMatch(
      /Oaxaca|Granada/u,
    );
    // nor a keyword's line about another place than the one told of
    const patagonia = 'El verano pasado recorrí la Patagonia en autobús durante tres semanas.';
    expect(await firstReplyIn('travel-and-holidays', patagonia, { difficulty: 'intermediate' })).not.toContain(
      'México',
    );
  });

  it('in the city: where a place is and which way to turn, not a cheer', async () => {
    const say = (message: string) => firstReplyIn('getting-around-the-city', message);
    const bank = await say('¿Hay un banco cerca de aquí?');
    expect(bank).toMatch(/al lado del banco/u);
    expect(bank).not.toMatch(/qué bien/i);
    expect(await say('¿Tengo que girar a la derecha o a la izquierda?')).toContain(
      'A la izquierda, después del semáforo.',
    );
  });

  it('in the daily routine: the hour of getting up asked on weekends, not the weekend’s pastimes', async () => {
    const asked = await firstReplyIn('daily-routine', '¿A qué hora te levantas tú los fines de semana?', {
      variety: 'spain',
    });
    expect(asked).toContain('Me levanto');
    expect(await firstReplyIn('daily-routine', '¿Qué haces los fines de semana?')).not.toContain('Me levanto');
  });

  it('at the café: how long the partner has worked there is no order of a café', async () => {
    const asked = await firstReplyIn('at-the-cafe', '¿Cuánto tiempo llevas trabajando en este café?', {
      variety: 'spain',
    });
    expect(asked).not.toMatch(/Muy bien: un café/u);
    expect(asked).toContain('Llevo años trabajando');
  });

  it('in the city: the price of the ticket asked for, a bus ticket no metro ticket', async () => {
    const bus = await firstReplyIn('getting-around-the-city', '¿Cuánto cuesta un billete de autobús?', {
      variety: 'spain',
    });
    expect(bus).toContain('El billete de autobús cuesta');
    expect(bus).not.toContain('metro');
  });
});

describe('a person spoken to', () => {
  it('is no topic word: "Muchas gracias, doctor" to the doctora is thanked for, not praised as vocabulary', async () => {
    const topic = topics.topics.find((candidate) => candidate.id === 'at-the-doctor')!;
    const conversation = new Conversation(engine, asTutorTopic(topic), 'intermediate');
    await conversation.open();
    await conversation.say('Me duele la cabeza desde ayer.');
    const reply = await conversation.say('Muchas gracias, doctor.', { requestFeedback: true });
    expect(reply.feedback).not.toContain('topic vocabulary');
    expect(reply.text).toMatch(/de nada|con mucho gusto|no hay de qué|a usted/i);
    // the same word inside a sentence is still the topic's: "Mañana voy al doctor."
    const told = await conversation.say('Mañana voy al doctor otra vez.', { requestFeedback: true });
    expect(told.feedback).toContain("topic vocabulary: 'doctor'");
  });

  it('is not praised for an adjective of their own gender the partner cannot know ("soy alérgico")', async () => {
    const topic = topics.topics.find((candidate) => candidate.id === 'at-the-doctor')!;
    const conversation = new Conversation(engine, asTutorTopic(topic), 'intermediate');
    await conversation.open();
    const own = await conversation.say('No soy alérgica a nada, pero soy alérgico a los gatos.', {
      requestFeedback: true,
    });
    expect(own.feedback ?? '').not.toContain('alérgico');
    const son = await conversation.say('Mi hijo es alérgico a la leche.', { requestFeedback: true });
    expect(son.feedback).toContain("topic vocabulary: 'alérgico'");
  });
});

/** Every Spanish line of a plan the partner says of its own: a keyword's name is the learner's word, said back. */
function partnerLines(node: unknown, lines: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => partnerLines(item, lines));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'es' && typeof value === 'string') lines.push(value);
      else partnerLines(value, lines);
    }
  return lines;
}

/**
 * Mexico's own words, which content/tutor/variety-words.json gives a learner from Spain in Spain's, and the
 * preterite of a conversation just over ("Fue un gusto": Spain says "Ha sido un gusto").
 */
const MEXICAN_ONLY =
  /(?<!\p{L})(?:café de olla|conchas?|molletes?|pan dulce|jugos?|celular(?:es)?|computadoras?|pl[aá]tic\p{L}*|jitomates?|fue un (?:gusto|placer))(?!\p{L})/iu;

describe('the default topics, as a learner from Spain hears them', () => {
  it('say none of Mexico’s own words: "los cruasanes acaban de salir del horno", not "las conchas"', () => {
    const inVariety = createVarietyAdapter(loadPartnerKnowledge().varietyWords);
    const heard = topics.topics.flatMap((topic) =>
      partnerLines({ ...topic.plan, keywords: topic.plan.keywords.map((keyword) => keyword.reply) }).map(
        (line) => `${topic.id}: ${inVariety(line, 'spain')}`,
      ),
    );
    expect(heard.length).toBeGreaterThan(2000);
    expect(heard.filter((line) => MEXICAN_ONLY.test(line))).toEqual([]);
    const cafe = topics.byId.get('at-the-cafe')!;
    expect(inVariety(cafe.plan.opening.intermediate.es, 'spain')).toContain(
      'el chocolate con churros está recién hecho y los cruasanes acaban de salir del horno',
    );
    // Latin America hears the lines as written.
    expect(inVariety(cafe.plan.opening.intermediate.es, 'latam')).toBe(cafe.plan.opening.intermediate.es);
    // a word the learner from Spain wrote is theirs: "el departamento" of a firm is no "piso"
    expect(inVariety('¿El departamento?', 'spain')).toBe('¿El piso?');
    expect(inVariety('¿El departamento?', 'spain', new Set(['el', 'departamento']))).toBe('¿El departamento?');
  });
});

describe('the default topics, asked of a learner from Spain', () => {
  it.each(topics.topics.map((topic) => [topic.id, topic] as const))(
    '%s asks nothing about Mexico, where the partner in Spain does not live',
    async (_id, topic) => {
      const conversation = new Conversation(engine, asTutorTopic(topic), 'advanced', 'spain');
      await conversation.open();
      for (let turn = 0; turn < 12; turn++) await conversation.say(answers[turn % answers.length]!);
      const replies = conversation.replies.map((reply) => reply.text);
      expect(replies.filter((reply) => /(?<!\p{L})(?:México|mexican\p{L}*)(?!\p{L})/iu.test(reply))).toEqual([]);
    },
  );
});

describe('an English word asked about that is a noun and a verb', () => {
  it('names each for what it is, so the verb is not taken for the noun’s translation', async () => {
    const reply = await firstReplyIn('hobbies-and-free-time', 'How do you say cushion?', {
      difficulty: 'intermediate',
    });
    expect(reply).toContain('se dice «el cojín»; como verbo, «acolchar»');
    expect(reply).not.toContain('/');
  });
});

describe('a word the lessons give each variety its own of', () => {
  it('is given in the learner’s: "homework" is "la tarea" in Latin America and "los deberes" in Spain', async () => {
    const asked = (variety: SpanishVariety) =>
      firstReplyIn('work-and-studies', '¿Cómo se dice homework?', { variety, difficulty: 'intermediate' });
    expect(await asked('latam')).toContain('«la tarea»');
    expect(await asked('spain')).toContain('«los deberes»');
    // a lesson's "Also …" names a second word, not Spain's one replaced: "la nota" stays
    expect(await firstReplyIn('work-and-studies', 'How do you say the mark?', { variety: 'latam' })).not.toMatch(
      /calificación/,
    );
  });
});

describe('one turn read whole', () => {
  const spain = { difficulty: 'intermediate', variety: 'spain' } as const;
  const latam = { difficulty: 'intermediate', variety: 'latam' } as const;
  const leaving = /Hasta (?:luego|pronto|la próxima)/;

  it('answers which of two a thing is by the scene, never "Sí, claro" and its price', async () => {
    const reply = await firstReplyIn('at-the-cafe', '¿El zumo de naranja es natural o es de botella?', spain);
    expect(reply).not.toMatch(/^Sí/u);
    expect(reply).not.toMatch(/cuesta/u);
    expect(await firstReplyIn('at-the-cafe', '¿Tenéis zumo de naranja?', spain)).toMatch(/^Sí, claro/u);
  });

  it('does not call Mexico its own country to a learner from Spain, while the Mexican partner does', async () => {
    expect(await firstReplyIn('introducing-yourself', '¿Te gusta México?', { variety: 'spain' })).not.toMatch(
      /mi país/,
    );
    expect(await firstReplyIn('introducing-yourself', '¿Te gusta México?', { variety: 'latam' })).toMatch(
      /mi país|me encanta México/u,
    );
  });

  it('hears bad news as news, not as a goodbye, whatever its words of having to do something', async () => {
    const news = 'Este mes ha sido horrible: mi jefa dice que tengo que trabajar los domingos.';
    const reply = await firstTurnIn('work-and-studies', news, spain);
    expect(reply.text).not.toMatch(leaving);
    expect(reply.farewell).toBeUndefined();
  });

  it('says back no liking of the partner’s own ("Me encanta su acento" is "mi acento" in its mouth)', async () => {
    for (const said of ['Me encanta su acento.', 'Me encanta tu acento.'])
      expect(await firstReplyIn('introducing-yourself', said, spain)).not.toMatch(/(?:su|tu) acento/);
  });

  it('takes no turn without a word of leaving for a goodbye ("me los llevo", "tendría que ser a distancia")', async () => {
    const farewell = async (id: string, text: string) => (await firstTurnIn(id, text, latam)).farewell ?? false;
    expect(await farewell('shopping-at-the-market', '¡Qué buenos! Me los llevo, los dos.')).toBe(false);
    expect(
      await farewell('work-and-studies', 'Además, trabajo todo el día, así que tendría que ser a distancia.'),
    ).toBe(false);
    expect(await farewell('work-and-studies', 'Bueno, me tengo que ir. ¡Hasta mañana!')).toBe(true);
  });

  it('answers what it likes of the thing asked about, and echoes no "su" nor an idiom\'s noun', async () => {
    const say = (id: string, text: string) => firstReplyIn(id, text, latam);
    expect(await say('film-music-and-books', '¿Qué tipo de música te gusta a ti?')).toMatch(/música/);
    expect(await say('film-music-and-books', '¿Conoces su música?')).not.toMatch(/¿Su música\?/);
    expect(await say('work-and-studies', '¿Tú qué harías en mi lugar?')).not.toMatch(/¿Tu lugar\?/);
  });
});
