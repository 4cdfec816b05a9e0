import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@/contract/conversation';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import {
  allPlanQuestions,
  asTutorTopic,
  contentDir,
  Conversation,
  createTestEngine,
  endingQuestion,
  foodTopic,
  questionRepeats,
  wordCount,
} from './testing/tutor-test-kit';

/** Ten learner turns per difficulty, each with what the partner's reaction must echo. */
const scripts: Record<Difficulty, { say: string; echo: string[] }[]> = {
  beginner: [
    { say: 'Hola, me llamo Ana.', echo: ['Ana'] },
    { say: 'Me gusta la pizza.', echo: ['la pizza'] },
    { say: 'Desayuno pan con café.', echo: ['¡A mí me encanta el café!'] },
    { say: 'Sí, mucho.', echo: [] },
    { say: 'Tengo veinte años.', echo: ['veinte años'] },
    { say: 'Soy de chile.', echo: ['de Chile'] },
    // A topic word with no line of its own gives way to the clause said back, person turned.
    { say: 'Bebo té verde.', echo: ['¿Bebes té verde?'] },
    { say: 'No me gustan las manzanas.', echo: ['no te gustan las manzanas'] },
    { say: 'Como pescado.', echo: ['¡El pescado es muy sano!'] },
    { say: 'Vivo en Madrid.', echo: ['Madrid'] },
  ],
  intermediate: [
    { say: 'En mi país hay muchos platos; me encanta la paella.', echo: ['la paella'] },
    { say: 'La última vez cociné pasta para mis amigos.', echo: ['cocinaste pasta para tus amigos'] },
    { say: 'Prefiero comer en casa, porque es más barato.', echo: ['Prefieres comer en casa'] },
    { say: 'De niño comía mucha sopa.', echo: ['la sopa'] },
    { say: 'Normalmente cocino yo, y a veces pido pizza.', echo: ['¡La pizza le gusta a todo el mundo!'] },
    { say: 'No soporto el arroz.', echo: ['el arroz'] },
    // what the learner did is said back before the topic word's own line, which a long reflection leaves out
    { say: 'En mis últimas vacaciones comí tacos en México.', echo: ['comiste tacos en México'] },
    { say: 'Sí, sigo la receta de mi abuela.', echo: [] },
    { say: 'Compro la fruta en el mercado.', echo: ['la fruta'] },
    { say: 'Me llamo Pedro y tengo treinta y dos años.', echo: ['Pedro'] },
  ],
  advanced: [
    { say: 'Me llamo Claire; en mi familia la comida lo es todo.', echo: ['Claire'] },
    { say: 'Creo que la comida rápida nos ha hecho comer más deprisa.', echo: [] },
    { say: 'Elegiría a un cocinero japonés, porque me fascina el pescado crudo.', echo: ['el pescado'] },
    { say: 'Odio las fotos de comida en las redes.', echo: ['odias las fotos de comida'] },
    { say: 'Intento comprar verduras de temporada.', echo: ['las verduras'] },
    { say: 'Vivo en Lyon desde hace diez años.', echo: ['en Lyon'] },
    { say: 'No, jamás probaría insectos.', echo: [] },
    { say: 'Ahora cocino mucho más arroz que antes.', echo: ['cocinas mucho más arroz'] },
    { say: 'En mi cocina no puede faltar el pan.', echo: ['el pan'] },
    { say: 'Sí, sin duda; la cocina cuenta la historia de un país.', echo: [] },
  ],
};

const planQuestions = allPlanQuestions(foodTopic);

describe.each(['beginner', 'intermediate', 'advanced'] as const)(
  'a scripted %s conversation on a curated topic',
  (difficulty) => {
    const run = async () => {
      const conversation = await Conversation.opened(createTestEngine(), asTutorTopic(foodTopic), difficulty);
      for (const { say } of scripts[difficulty]) await conversation.say(say);
      return conversation.replies;
    };

    it('opens with the plan opening for the difficulty and its first question, translated piece by piece', async () => {
      const [opening] = await run();
      const first = foodTopic.plan.questions[difficulty][0]!;
      expect(opening!.text).toBe(`${foodTopic.plan.opening[difficulty].es} ${first.es}`);
      expect(opening!.translation).toBe(`${foodTopic.plan.opening[difficulty].en} ${first.en}`);
    });

    it('ends every reply with a plan question, never the same one twice, with the English of the whole reply', async () => {
      const replies = await run();
      expect(replies).toHaveLength(11);
      for (const reply of replies) {
        const question = endingQuestion(reply.text, planQuestions);
        expect(question, reply.text).toBeDefined();
        const asked = reply.text.endsWith(question!.es) ? question! : question!.simpler;
        expect(reply.translation?.endsWith(asked.en), reply.translation).toBe(true);
        expect(wordCount(reply.translation ?? '')).toBeGreaterThan(wordCount(asked.en));
      }
      expect(
        questionRepeats(
          replies.map((reply) => reply.text),
          planQuestions,
        ),
      ).toEqual([]);
    });

    it("asks its own difficulty's questions first, in plan order", async () => {
      const replies = await run();
      const own = foodTopic.plan.questions[difficulty];
      replies
        .slice(0, own.length)
        .forEach((reply, index) => expect(reply.text.endsWith(own[index]!.es), reply.text).toBe(true));
    });

    it('echoes what it recognised in each learner message', async () => {
      const replies = await run();
      scripts[difficulty].forEach(({ say, echo }, index) => {
        const reply = replies[index + 1]!.text;
        for (const expected of echo)
          expect(reply.toLowerCase(), `"${say}" -> "${reply}"`).toContain(expected.toLowerCase());
      });
    });

    it('gives the same reply to the same request', async () => {
      const [first, second] = await Promise.all([run(), run()]);
      expect(second.map((reply) => reply.text)).toEqual(first.map((reply) => reply.text));
    });
  },
);

describe('the beginner word budget', () => {
  it('keeps every reply of the scripted beginner conversation under 25 words', async () => {
    const conversation = await Conversation.opened(createTestEngine(), asTutorTopic(foodTopic), 'beginner');
    for (const { say } of scripts.beginner) await conversation.say(say);
    for (const reply of conversation.replies) expect(wordCount(reply.text), reply.text).toBeLessThan(25);
  });

  it('keeps a reply to a long, many-fact message under 25 words', async () => {
    const conversation = await Conversation.opened(createTestEngine(), asTutorTopic(foodTopic), 'beginner');
    const reply = await conversation.say(
      '¡Hola! Me llamo María José, soy de San Luis Potosí y vivo en Santa Cruz de la Sierra, gracias.',
    );
    expect(wordCount(reply.text), reply.text).toBeLessThan(25);
    expect(reply.text).toContain('María José');
    expect(endingQuestion(reply.text, planQuestions)).toBe(foodTopic.plan.questions.beginner[1]);
  });
});

describe('changing difficulty mid-conversation', () => {
  it('moves to the new difficulty list without repeating a question asked in another', async () => {
    const conversation = await Conversation.opened(createTestEngine(), asTutorTopic(foodTopic), 'beginner');
    const turns: [string, Difficulty][] = [
      ['Me llamo Ana.', 'beginner'],
      ['Me gusta la pasta.', 'beginner'],
      ['Creo que la comida une a las familias.', 'advanced'],
      ['Sí, a veces como comida rápida.', 'advanced'],
      ['Prefiero cocinar en casa.', 'intermediate'],
      ['Mi abuela cocina muy bien.', 'intermediate'],
      ['Bebo café.', 'beginner'],
      ['Me encanta el mango.', 'advanced'],
    ];
    for (const [say, difficulty] of turns) {
      const reply = await conversation.say(say, { difficulty });
      const question = endingQuestion(reply.text, foodTopic.plan.questions[difficulty]);
      expect(question, `${difficulty}: ${reply.text}`).toBeDefined();
    }
    expect(
      questionRepeats(
        conversation.replies.map((reply) => reply.text),
        planQuestions,
      ),
    ).toEqual([]);
  });
});

describe('what the learner has already said', () => {
  it('is not asked again, even said with a mistake: "yo gusta mucho leer" answers "¿Te gusta leer?"', async () => {
    const catalogue = loadTopicCatalogue(contentDir);
    const hobbies = catalogue.byId.get('hobbies-and-free-time')!;
    const talk = await Conversation.opened(createTestEngine(catalogue), asTutorTopic(hobbies), 'beginner');
    await talk.say('Hola, me llamo Ana y yo gusta mucho leer libros.');
    await talk.say('Los fines de semana yo juega al tenis con mi hermano.');
    await talk.say('También me gusta cocinar comida italiana.');
    for (let turn = 0; turn < 8; turn++) await talk.say('Sí, claro.');
    const asked = talk.replies.map((reply) => reply.text).join(' ');
    for (const question of ['¿Te gusta leer?', '¿Qué deporte te gusta más?', '¿Te gusta cocinar?'])
      expect(asked).not.toContain(question);
    // The plan goes on with what the learner has not said.
    expect(asked).toContain('¿Te gusta la música?');
  });
});

describe('a complaint to a partner who serves the learner', () => {
  it('is met with an apology and an offer to put it right, in the café and by a landlord', async () => {
    const catalogue = loadTopicCatalogue(contentDir);
    const cafe = await Conversation.opened(
      createTestEngine(catalogue),
      { title: 'At the café', description: '', prompt: '', defaultTopicId: 'at-the-cafe' },
      'beginner',
    );
    expect((await cafe.say('Perdona, hay una mosca en mi zumo.')).text).toMatch(
      /lo siento! (Ahora mismo lo reviso|Voy a ver qué pasa)/,
    );
    // bad news about something the café serves is a complaint to the waitress too
    expect((await cafe.say('El café está frío.')).text).toMatch(
      /lo siento! (Ahora mismo lo reviso|Voy a ver qué pasa)/,
    );
    const flat = await Conversation.opened(
      createTestEngine(catalogue),
      { title: 'Renting a flat', description: '', prompt: 'Eres Marisa, la dueña de un piso que quiere alquilarlo.' },
      'intermediate',
    );
    const reply = (await flat.say('Perdona, pero el calentador no funciona.')).text;
    expect(reply).toMatch(/Lo siento.*(lo reviso|qué pasa)/);
    // what was wrong is told: the landlord asks nothing else of the learner before looking at it
    expect(reply).not.toMatch(/\?/u);
    expect(reply).not.toMatch(/qué pena/i);
    // a fault of the learner's own thing told at a repair shop asks for the repair: no apology, no "¿Qué buscas?"
    const bikes = await Conversation.opened(
      createTestEngine(catalogue),
      {
        title: 'En el taller de bicis',
        description: '',
        prompt: 'Eres Javi, mecánico. Cambiar una cámara cuesta 12 euros.',
      },
      'intermediate',
    );
    const told = (await bikes.say('Hola, mi bici tiene la rueda trasera pinchada desde ayer.')).text;
    expect(told).not.toMatch(/lo siento|buscando/iu);
    expect((await bikes.say('¿Cuánto cuesta cambiar la cámara?')).text).not.toMatch(/buscando/iu);
  });
});

describe('a café order', () => {
  it('says no bill for the price of a thing told of, and no fix of a question back to the learner', async () => {
    const catalogue = loadTopicCatalogue(contentDir);
    const cafe = await Conversation.opened(
      createTestEngine(catalogue),
      asTutorTopic(catalogue.byId.get('at-the-cafe')!),
      'beginner',
      'spain',
    );
    await cafe.say('Hola, buenos días. Quiero un café con leche, por favor.');
    expect((await cafe.say('Es un pastel pequeño con chocolate. ¿Cuánto cuesta?')).text).not.toMatch(/en total/u);
    expect((await cafe.say('Para tomar aquí. ¿Tienes un tostada con tomate?')).text).not.toMatch(/¿tengo/iu);
    expect((await cafe.say('¿Cuánto es todo?')).text).toMatch(/en total/u);
  });
});

describe('a verb said to the partner', () => {
  it('is said back in the partner\'s own person: "me cortaste" is "te corté", never "te cortaste"', async () => {
    const salon = {
      title: 'En la peluquería',
      description: '',
      prompt: 'Eres Carla, peluquera en un salón de Valparaíso.',
    };
    const talk = await Conversation.opened(createTestEngine(loadTopicCatalogue(contentDir)), salon, 'beginner');
    await talk.say('Me cortaste el pelo muy bien.');
    expect(talk.replies.at(-1)!.text.toLowerCase()).toContain('te corté el pelo');
    expect(talk.replies.at(-1)!.text.toLowerCase()).not.toContain('te cortaste');
    // a word that may be the learner's own verb, read as a noun and so left unturned, stops the recast: a clause with
    // no verb turned round would keep the learner's person ("¿Desde hace dos años juego al tenis?")
    const hobbies = await Conversation.opened(
      createTestEngine(loadTopicCatalogue(contentDir)),
      { title: 'Hobbies', description: '', prompt: '', defaultTopicId: 'hobbies-and-free-time' },
      'intermediate',
    );
    await hobbies.say('Desde dos años juego al tenis con mi hermano en un club.');
    expect(hobbies.replies.at(-1)!.text).not.toMatch(/\bjuego al tenis/i);
  });
});

describe('a greeting with "buenas tardes"', () => {
  it('opens the conversation and never closes it, while a goodbye said in other words still does', async () => {
    const catalogue = loadTopicCatalogue(contentDir);
    const flat = {
      title: 'Alquilar un piso en Sevilla',
      description: 'Quieres alquilar un piso y visitas a la dueña.',
      prompt: 'Eres la dueña de un piso de dos habitaciones en el centro.',
    };
    const talk = await Conversation.opened(createTestEngine(catalogue), flat, 'intermediate');
    await talk.say('Hola, buenas tardes. Vengo por el piso.');
    expect(talk.replies.at(-1)!.text).not.toMatch(/hasta pronto/i);
    expect(talk.replies.at(-1)!.farewell).toBeUndefined();
    // opening with the greeting, with no "hola" before it, is arriving too
    const hotel = await Conversation.opened(
      createTestEngine(catalogue),
      { title: 'Hotel check-in', description: '', prompt: 'Eres el recepcionista de un hotel pequeño en Sevilla.' },
      'beginner',
    );
    await hotel.say('Buenas tardes, tengo una reservación en el nombre de Okonkwo, por tres noches.');
    expect(hotel.replies.at(-1)!.text).not.toMatch(/hasta pronto/i);
    expect(hotel.replies.at(-1)!.farewell).toBeUndefined();
    await talk.say('Bueno, te dejo, que me esperan en casa.');
    expect(talk.replies.at(-1)!.text).toMatch(/hasta pronto/i);
    expect(talk.replies.at(-1)!.farewell).toBe(true);
  });
});
