import { describe, expect, it } from 'vitest';
import { blamesThePartner, saysSomethingIsMissing, saysThePartnerFails } from './service-complaint';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { asTutorTopic, Conversation, contentDir, createTestEngine, customTopic } from './testing/tutor-test-kit';

/** A custom topic in a phone shop with the prompt given. */
const phoneShop = (prompt: string) => ({ ...customTopic('Tienda de móviles'), prompt });

describe('what the learner says the partner did to them', () => {
  it('hears what the partner did in the past, as tú or in an usted scene as the third person', () => {
    expect(blamesThePartner('Pedí un mollete pero me trajiste una concha.', 'tú')).toBe(true);
    expect(blamesThePartner('Nos ha cobrado de más.', 'usted')).toBe(true);
    expect(blamesThePartner('Mi hermano me trajo un regalo.', 'tú')).toBe(false);
  });

  it.each([
    ['Ayer no me contestaste el mensaje.', true],
    ['El grifo gotea y usted no me contesta al teléfono.', true],
    ['No nos has traído la carta.', true],
    // what the partner never does: a habit of theirs, not a past they may have lived
    ['Tú nunca lavas los platos.', true],
    ['Nunca me escuchas cuando hablo.', true],
    ['Tú nunca has estado en Sevilla.', false],
    ['Yo nunca lavo los platos.', false],
    // about a thing, a liking, a subjunctive, a question
    ['No me funciona la lavadora.', false],
    ['No me gusta el color de las paredes.', false],
    ['¡No me digas!', false],
    ['¿No me oyes?', false],
  ])('hears a failure of the partner in «%s»: %s', (text, fails) => {
    expect(saysThePartnerFails(text)).toBe(fails);
  });

  it('apologises for it, in the scene’s register', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mis amigos'), 'beginner');
    await conversation.open();
    const reply = await conversation.say('Ayer no me contestaste el mensaje.');
    expect(reply.text).toMatch(/perdona|lo siento/iu);
    expect(reply.text).not.toMatch(/qué pena|qué mal/iu);
  });
});

describe('something missing, said to someone who serves', () => {
  it.each([
    ['No hay agua caliente en la ducha.', true],
    ['No hay ninguna toalla en el baño.', true],
    ['No hay problema, no tenemos prisa.', false],
    ['No hay de qué.', false],
    ['¿No hay wifi?', false],
  ])('«%s»: %s', (text, missing) => {
    expect(saysSomethingIsMissing(text)).toBe(missing);
  });

  it('is a complaint the partner apologises for in a serving scene', async () => {
    const hotel = { title: 'En el hotel', description: 'La habitación.', prompt: 'Eres el recepcionista del hotel.' };
    const conversation = new Conversation(createTestEngine(), hotel, 'intermediate', 'spain');
    await conversation.open();
    expect((await conversation.say('No hay agua caliente en la ducha.')).text).toMatch(/siento/u);
  });
});

describe('a fault in what the partner serves', () => {
  const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };

  it.each(['Perdón, el café es muy frío.', 'Oiga, el café está frío.'])(
    'meets «%s» with an apology, never praise of the coffee',
    async (line) => {
      const conversation = new Conversation(createTestEngine(), cafe, 'intermediate', 'spain');
      await conversation.open();
      await conversation.say('Un café con leche, por favor.');
      const reply = (await conversation.say(line)).text;
      expect(reply).toMatch(/lo siento|perdón|disculp/iu);
      expect(reply).not.toMatch(/buena elección|delicioso/iu);
    },
  );

  it('hears a cold beer as no fault', async () => {
    const conversation = new Conversation(createTestEngine(), cafe, 'intermediate', 'spain');
    await conversation.open();
    const reply = (await conversation.say('La cerveza está fría, ¡qué bien!')).text;
    expect(reply).not.toMatch(/lo siento|perdón|disculp/iu);
  });
});

describe('a service asked of the one serving', () => {
  it('says back no thing whose "su" may be the partner\'s own ("¿Su anuncio?")', async () => {
    const pottery = { ...customTopic('Taller de cerámica'), prompt: 'Eres Lupita, dueña de un taller de cerámica.' };
    const conversation = new Conversation(createTestEngine(), pottery, 'advanced', 'latam');
    await conversation.open();
    const reply = (await conversation.say('Vi su anuncio y quiero inscribirme en el curso.')).text;
    expect(reply).not.toMatch(/¿Su anuncio\?/u);
  });

  const shop = {
    ...customTopic('Returning a jacket'),
    prompt: 'You are Daniela, a shop assistant at a clothes shop in Bogotá.',
  };

  it.each([
    'Hola, buenos días. Quiero devolver esta chaqueta.',
    'Quisiera cambiar estos zapatos, por favor.',
    'Hola, busco una chaqueta de invierno.',
  ])('meets «%s» with a ready yes, not a word said back', async (line) => {
    const conversation = new Conversation(createTestEngine(), shop, 'beginner', 'latam');
    await conversation.open();
    const reply = (await conversation.say(line)).text;
    expect(reply).toMatch(/claro|por supuesto/iu);
    expect(reply).not.toMatch(/¿La chaqueta\?|¿Los zapatos\?/u);
  });

  it('hears no request in a wish of another kind or a question', async () => {
    const conversation = new Conversation(createTestEngine(), shop, 'beginner', 'latam');
    await conversation.open();
    expect((await conversation.say('Quiero que me devuelvan el dinero.')).text).not.toMatch(/claro que sí/iu);
  });
});

describe('a thing the topic says there is none of', () => {
  it('is denied from the topic, never given a made-up yes', async () => {
    const phones = phoneShop(
      'Eres Marta, dependienta de una tienda de telefonía en Sevilla. Todas las tarifas sin permanencia.',
    );
    const conversation = new Conversation(createTestEngine(), phones, 'intermediate', 'spain');
    await conversation.open();
    expect((await conversation.say('¿Hay permanencia?')).text).toMatch(/sin permanencia|no hay permanencia/u);
    const short = phoneShop('Eres Marta, dependienta de una tienda de telefonía. Todas sin permanencia.');
    const other = new Conversation(createTestEngine(), short, 'intermediate', 'spain');
    await other.open();
    const reply = (await other.say('¿Hay permanencia?')).text;
    expect(reply).toMatch(/^No, no hay permanencia\./u);
    expect(reply).not.toMatch(/Sí/u);
  });
});

describe('a greeting back', () => {
  it('gets no second "¡Hola!" before what follows, once the opening greeted', async () => {
    const phones = phoneShop('Eres Marta, dependienta de una tienda de telefonía en Sevilla.');
    const conversation = new Conversation(createTestEngine(), phones, 'intermediate', 'spain');
    expect((await conversation.open()).text).toMatch(/^¡Hola!/u);
    const reply = (await conversation.say('Hola, buenas tardes. Quiero cambiar mi tarifa.')).text;
    expect(reply).not.toMatch(/^¡Hola/u);
  });
});

describe('a customer asking one question after another', () => {
  it('is not asked "¿Algo más?" after every answer', async () => {
    const phones = phoneShop(
      'Eres Marta, dependienta de una tienda de telefonía. La tarifa básica cuesta 12 euros al mes. La tienda abre de lunes a viernes de 10:00 a 14:00.',
    );
    const conversation = new Conversation(createTestEngine(), phones, 'beginner', 'spain');
    await conversation.open();
    const replies: string[] = [];
    for (const line of ['Hola.', 'Busco una tarifa.', 'Uso mucho internet.', 'Vale.', 'Bien.', 'Gracias.']) {
      replies.push((await conversation.say(line)).text);
    }
    for (const question of ['¿Cuánto cuesta la tarifa básica?', '¿A qué hora abren?', '¿Aceptan tarjeta?']) {
      replies.push((await conversation.say(question)).text);
    }
    const closings = replies.filter((reply) => /¿(?:Algo más|Alguna pregunta más)\?$/u.test(reply));
    // never twice in a row
    const inARow = replies.some(
      (reply, at) =>
        at > 0 && /¿(?:Algo más|Alguna pregunta más)\?$/u.test(reply) && closings.includes(replies[at - 1]!),
    );
    expect(inARow).toBe(false);
  });
});

describe('what the learner says of what the partner serves', () => {
  const cafe = () => {
    const topics = loadTopicCatalogue(contentDir);
    return { topics, topic: asTutorTopic(topics.topics.find((candidate) => candidate.id === 'at-the-cafe')!) };
  };

  it('is glad of praise, the corrected clause said back first, and names an order in the learner’s words', async () => {
    const { topics, topic } = cafe();
    const conversation = new Conversation(createTestEngine(topics), topic, 'beginner', 'latam');
    await conversation.open();
    // the menu's name in Latin America is "el café": the learner's fuller words are confirmed
    expect((await conversation.say('Quiero un café con leche, por favor.')).text).toMatch(/un café con leche/u);
    const praised = (await conversation.say('El café está delicioso.')).text;
    expect(praised).toMatch(/me alegro|qué bien/iu);
    expect(praised).not.toMatch(/ya veo|entiendo/iu);
  });

  it('takes a topic word’s own line for the thing, with no "¿El café?" after it', async () => {
    const { topics, topic } = cafe();
    const conversation = new Conversation(createTestEngine(topics), topic, 'beginner', 'latam');
    await conversation.open();
    expect((await conversation.say('El café es muy caliente.')).text).not.toMatch(/¿El café\?/u);
  });
});

describe('what the learner orders and asks at the counter', () => {
  it('orders nothing a question only asks whether there is ("Para tomar aquí. ¿Tienes tostadas?")', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const topic = asTutorTopic(topics.topics.find((candidate) => candidate.id === 'at-the-cafe')!);
    const conversation = new Conversation(createTestEngine(topics), topic, 'beginner', 'spain');
    await conversation.open();
    expect((await conversation.say('Para tomar aquí. ¿Tienes tostadas?')).text).not.toMatch(/^Muy bien: una tostada/u);
    expect((await conversation.say('Quiero un café. ¿Tienes tostadas?')).text).not.toMatch(/tostada con tomate\./u);
    // another café than the scene's is no cue for its own line
    expect((await conversation.say('Ayer fui a otro café y era muy caro.')).text).not.toMatch(/Buena elección/u);
  });
});

describe('something missing, said with relief', () => {
  it('is no complaint', () => {
    expect(saysSomethingIsMissing('No hay agua caliente en la ducha.')).toBe(true);
    expect(saysSomethingIsMissing('Bueno, por lo menos no hay tormenta esta tarde.')).toBe(false);
    expect(saysSomethingIsMissing('Menos mal que no hay cola.')).toBe(false);
  });
});

describe('a complaint said in so many words, and a thing asked about in two questions', () => {
  it('meets "tengo una queja" at a shop with an apology, not sympathy, and prices the thing named before', async () => {
    const shop = phoneShop(
      'Eres Nuria, dependienta. Fundas de silicona: 12 euros. Cargadores rápidos: 25 euros. ' +
        'Se pueden hacer devoluciones en 15 días con el tique.',
    );
    const conversation = await Conversation.opened(createTestEngine(), shop, 'intermediate');
    const complaint = await conversation.say(
      'Oye, quiero poner una queja: el mes pasado compré aquí unos auriculares y dejaron de funcionar enseguida.',
    );
    expect(complaint.text).toMatch(/lo siento/iu);
    expect(complaint.text).toMatch(/reviso|miro|ver qué pasa/iu);
    expect(complaint.text).not.toMatch(/¡Qué pena!|ánimo/iu);
    const priced = await conversation.say('¿Y los cargadores rápidos? ¿Cuánto cuestan?');
    expect(priced.text).toContain('25 euros');
    expect(priced.text).not.toContain('12 euros');
  });
});

describe('a complaint at the café with a request', () => {
  it('is met with an apology, never the price of what it asks again; "la bill" asks for the bill', async () => {
    const cafe = asTutorTopic(loadTopicCatalogue(contentDir).topics.find((topic) => topic.id === 'at-the-cafe')!);
    const complaint = await Conversation.opened(createTestEngine(), cafe, 'intermediate', 'spain');
    await complaint.say('Un té con limón, por favor.');
    const reply = await complaint.say('Perdona, pero el té está frío. ¿Me puedes traer otro?');
    expect(reply.text).toMatch(/siento/u);
    expect(reply.text).not.toMatch(/cuesta/u);
    const bill = await Conversation.opened(createTestEngine(), cafe, 'intermediate', 'spain');
    await bill.say('Un té con limón, por favor.');
    expect((await bill.say('¿Me traes la bill, por favor?')).text).toMatch(/en total/u);
  });
});
