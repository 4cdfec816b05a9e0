import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { createSpellChecker } from '../../../../content/spell-check';
import { Conversation, contentDir, createTestEngine, customTopic, wordCount } from './testing/tutor-test-kit';
import { givesARole } from './role-name';

const engine = createTestEngine();
const bank = loadTutorContent().generalQuestions;
const answers = [
  'Sí, me gusta mucho.',
  'Cocino pasta.',
  'Desde hace dos años.',
  'Con mi familia.',
  'No sé.',
  'Es fácil.',
];
const asked = (template: string, name: string) => template.replace('{topic}', name).replace(/ de el /g, ' del ');

describe.each(['beginner', 'intermediate', 'advanced'] as const)('a custom topic at %s level', (difficulty) => {
  it('asks twelve different general questions about the topic in Spanish, never pasting its English title', async () => {
    // a doing in -ing is named by its verb ("Painting" is "pintar", not "el cuadro"); a title no role frame knows
    const conversation = await Conversation.opened(engine, customTopic('Painting at home'), difficulty);
    for (let turn = 0; turn < 11; turn++) await conversation.say(answers[turn % answers.length]!);
    const replies = conversation.replies;
    expect(replies).toHaveLength(12);
    for (const reply of replies) {
      expect(reply.text).not.toMatch(/«|»|Painting|cuadro/);
    }
    const questions = bank.questions[difficulty].map((question) => asked(question.es, 'pintar en casa'));
    const askedIn = (text: string) => questions.filter((question) => text.endsWith(question));
    for (const reply of replies) expect(askedIn(reply.text), reply.text).toHaveLength(1);
    expect(new Set(replies.map((reply) => askedIn(reply.text)[0])).size).toBe(12);
  });

  it('opens naming the topic by its Spanish name', async () => {
    const reply = await new Conversation(engine, customTopic('Painting at home'), difficulty).open();
    expect(reply.text.startsWith(asked(bank.opening[difficulty].es, 'pintar en casa'))).toBe(true);
    expect(reply.translation).toContain('painting at home');
  });
});

describe('a subject whose title cannot be named in Spanish', () => {
  it('is named by its subject, never "este tema"', async () => {
    const garden = {
      title: 'Growing vegetables at home',
      description: 'I want to grow tomatoes and herbs on my balcony.',
      prompt: 'You are a friendly gardener at a garden centre. Give practical advice.',
    };
    const conversation = await Conversation.opened(engine, garden, 'beginner', 'latam');
    expect(conversation.replies[0]!.text).toContain('las plantas');
    const replies = [];
    for (const line of ['Tengo un balcón pequeño.', 'Me gustan los tomates.', 'Riego todos los días.'])
      replies.push((await conversation.say(line)).text);
    for (const reply of replies) expect(reply).not.toContain('este tema');
  });
});

describe('a question of whether the partner knows something', () => {
  it('is no choice the partner picks: it makes up nothing the topic does not say', async () => {
    const school = {
      title: 'Clase de cocina',
      description: 'Quiero apuntarme a un taller de cocina.',
      prompt: 'Eres la recepcionista de una escuela de cocina. El taller cuesta 70 € por persona.',
    };
    const conversation = await Conversation.opened(engine, school, 'intermediate', 'spain');
    const parking = '¿Sabes si por la zona es fácil aparcar, o me recomiendas dejar el coche en algún parking?';
    const reply = await conversation.say(parking);
    expect(reply.text).not.toMatch(/Te recomiendo dejar el coche/u);
    // a choice of the partner's own is still picked
    expect((await conversation.say('¿Prefieres el mar o la montaña?')).text).toMatch(/Prefiero (?:el mar|la montaña)/u);
  });
});

describe('what a turn tells before its question', () => {
  it('is no question to the partner: an age told of a son asks no one the partner’s age', async () => {
    const riding = { title: 'Paseos a caballo', description: '', prompt: '' };
    const conversation = await Conversation.opened(engine, riding, 'beginner', 'spain');
    expect((await conversation.say('Mi hijo tiene ocho años. ¿Puede montar?')).text).not.toMatch(/veintinueve/u);
    // asked, it is answered
    expect((await conversation.say('Tengo treinta años. ¿Y tú, cuántos años tienes?')).text).toMatch(/veintinueve/u);
  });

  it('answers a thing counted in a measure by the thing, never a made-up yes of the measure', async () => {
    const pharmacy = {
      title: 'En la farmacia',
      description: '',
      prompt:
        'Eres Andrés, farmacéutico en una farmacia de Bogotá. Datos: el acetaminofén cuesta 8.000 pesos la caja; el ' +
        'jarabe para la tos 15.000 pesos; las pastillas para la garganta 6.000 pesos. Los antibióticos solo se venden ' +
        'con fórmula médica. Abrimos las 24 horas.',
    };
    const conversation = await Conversation.opened(engine, pharmacy, 'beginner', 'latam');
    // (it said «Sí, tenemos una caja de antibióticos»: the box, priced for another thing, was what it answered)
    const reply = (await conversation.say('¿Tiene una caja de antibióticos?')).text;
    expect(reply).toMatch(/fórmula médica/u);
    expect(reply).not.toMatch(/tenemos/u);
  });

  it('never recommends a dish its frame knows that the topic’s menu does not have', async () => {
    const cevicheria = {
      title: 'En la cevichería',
      description: 'Almorzar en una cevichería de Lima.',
      prompt:
        'Eres Jorge, mesero. Carta: ceviche clásico, 38 soles; ceviche mixto, 45 soles; arroz con mariscos, 42 ' +
        'soles; lomo saltado, 40 soles; Inca Kola, 7 soles.',
    };
    for (const variety of ['latam', 'spain'] as const) {
      const conversation = await Conversation.opened(engine, cevicheria, 'beginner', variety);
      expect((await conversation.say('¿Qué me recomienda?')).text).not.toMatch(/mole|paella|flan/u);
    }
  });

  it('says when a thing ends from the start the turn picks and the length the topic gives', async () => {
    const tour = {
      title: 'Tour del café',
      description: '',
      prompt: 'Eres Andrés, guía. El tour sale todos los días a las 9:00 y a las 14:00; dura 3 horas.',
    };
    const conversation = await Conversation.opened(engine, tour, 'beginner', 'latam');
    await conversation.say('Quiero hacer el tour de la tarde.');
    expect((await conversation.say('¿A qué hora termina?')).text).toMatch(/termina a las 17:00/u);
  });

  it('never says a total that leaves out a priced thing the turn asks it of', async () => {
    const hotel = {
      title: 'Reserva en un hotel',
      description: '',
      prompt:
        'Eres Carmen, recepcionista del hotel. Habitación individual, 65 € por noche; habitación doble, 90 € por ' +
        'noche; desayuno, 12 € por persona y día; aparcamiento, 15 € por noche.',
    };
    const conversation = await Conversation.opened(engine, hotel, 'beginner', 'spain');
    const reply = (
      await conversation.say(
        'Somos dos. Queremos una habitación doble para tres noches, con desayuno. ¿Cuánto es en total?',
      )
    ).text;
    expect(reply).not.toMatch(/270 euros en total/u);
  });

  it('never answers an age with another bound’s clause when the one for that age holds a word it cannot say', async () => {
    // «upa» is in no lexicon the partner reads: the clause for a child of two goes unsaid, and so does the other
    const bus = {
      title: 'Pasaje de micro',
      description: '',
      prompt:
        'Sos el vendedor de pasajes. Los menores de 3 años viajan gratis si van a upa; desde los 3 años pagan pasaje completo.',
    };
    const conversation = await Conversation.opened(engine, bus, 'beginner', 'latam');
    await conversation.say('Viajo con mi hija de dos años.');
    const reply = (await conversation.say('¿Ella tiene que pagar pasaje?')).text;
    expect(reply).not.toMatch(/desde los 3|pagan pasaje completo/iu);
    expect(reply).toMatch(/no lo sé|revisar/u);
  });
});

describe('a need told to one the topic makes serve the learner', () => {
  const cleaners = {
    title: 'En la tintorería',
    description: 'Llevar ropa a limpiar.',
    prompt:
      'Eres Pilar, dependienta de una tintorería en Bilbao. Limpiar un traje cuesta 14 euros y está listo en dos ' +
      'días; una camisa cuesta 3 euros. Habla de tú.',
  };

  it('is answered by what the topic says of the thing needed, said once', async () => {
    const conversation = await Conversation.opened(engine, cleaners, 'beginner');
    const reply = await conversation.say('Hola. Quiero limpiar este traje. Es para la boda del sábado.');
    expect(reply.text).toContain('Limpiar un traje cuesta 14 euros y está listo en dos días.');
    expect(reply.text.match(/claro/giu) ?? []).toHaveLength(1);
  });

  it('is not told the same fact again for a later statement of the same thing', async () => {
    const conversation = await Conversation.opened(engine, cleaners, 'beginner');
    await conversation.say('Hola. Quiero limpiar este traje. Es para la boda del sábado.');
    const later = await conversation.say('Vale, quiero limpiar el traje pronto.');
    expect(later.text).not.toContain('Limpiar un traje cuesta 14 euros');
  });

  it('is not answered by a fact of another thing', async () => {
    const conversation = await Conversation.opened(engine, cleaners, 'beginner');
    const reply = await conversation.say('Quiero limpiar este abrigo de lana.');
    expect(reply.text).not.toMatch(/euros|días/u);
  });
});

describe('a loss told to one the topic makes serve the learner', () => {
  const lostProperty = {
    title: 'En la oficina de objetos perdidos',
    description: 'Preguntar por algo que perdiste en el autobús.',
    prompt:
      'Eres Sergio, de la oficina de objetos perdidos de la estación de autobuses. Hoy han llegado un abrigo gris, ' +
      'unas llaves y una maleta pequeña. Para recoger un objeto hay que enseñar el DNI.',
  };

  it('is met with sympathy and what the topic says of the thing lost, where it was lost told or not', async () => {
    const conversation = await Conversation.opened(engine, lostProperty, 'beginner');
    const reply = await conversation.say('Anoche perdí mis llaves en el autobús. Estoy muy nervioso.');
    expect(reply.text).toContain('Hoy han llegado un abrigo gris, unas llaves y una maleta pequeña.');
  });

  it('says no title-like description back, nor a line about "el usuario"', async () => {
    const garage = {
      title: 'En el taller',
      description: 'Reparación del coche en un taller de Sevilla.',
      prompt: 'Eres Manolo, mecánico. El usuario lleva su coche al taller porque hace un ruido raro.',
    };
    const conversation = await Conversation.opened(engine, garage, 'beginner');
    const reply = await conversation.say('Ayer se me rompió el coche en la autopista.');
    expect(reply.text).not.toMatch(/usuario|Reparación del coche/u);
  });
});

describe('a neighbour the topic makes the partner', () => {
  const building = {
    title: 'Charla con la vecina',
    description: 'Hablas con tu vecina en el portal.',
    prompt:
      'Eres Carmen, vecina del segundo piso. El ascensor del edificio está roto desde el lunes y el técnico viene ' +
      'el viernes. La reunión de vecinos es el jueves a las ocho en el portal.',
  };

  it("asks a neighbour's questions, never about «este tema»", async () => {
    const conversation = new Conversation(engine, building, 'intermediate');
    const replies = [await conversation.open(), await conversation.say('Hola, Carmen.')];
    for (const reply of replies) expect(reply.text).not.toMatch(/este tema/u);
    expect(replies.map((reply) => reply.text).join(' ')).toMatch(/barrio|vecinos/u);
  });

  it('meets what the learner tells of the building with what the topic says of it, twice over only', async () => {
    const conversation = await Conversation.opened(engine, building, 'intermediate');
    const told = await conversation.say('Hoy subí por la escalera porque el ascensor está roto.');
    expect(told.text).toContain('El ascensor del edificio está roto desde el lunes y el técnico viene el viernes.');
    // one word in common ("técnico") is no fact about what was told
    const other = await conversation.say('El técnico de mi oficina es muy simpático.');
    expect(other.text).not.toMatch(/ascensor|viernes/u);
  });

  it('asks how the learner is after a death, not its next question about the building', async () => {
    const conversation = await Conversation.opened(engine, building, 'intermediate');
    const reply = await conversation.say('Ayer se murió mi gato, tenía dieciséis años.');
    expect(reply.text).not.toMatch(/barrio|vecinos/u);
    expect(reply.text).toMatch(/cómo lo llevas|cómo estás/u);
  });
});

describe('a topic of leaving a place where one stayed', () => {
  it('asks the end of the stay, never the arrival questions', async () => {
    const checkOut = {
      title: 'Dejar el albergue',
      description: 'Pagar la cuenta antes de irte.',
      prompt: 'Eres Maite, recepcionista de un albergue en Pamplona. Habla de tú.',
    };
    const conversation = await Conversation.opened(engine, checkOut, 'beginner');
    await conversation.say('Hola, buenos días.');
    await conversation.say('Todo muy bien, gracias.');
    const asked = conversation.replies.map((reply) => reply.text).join(' ');
    expect(asked).not.toMatch(/cuántas noches|pasaporte|reserva/iu);
    expect(asked).toMatch(/estancia|minibar/iu);
  });

  it('leaves a topic of arriving with the arrival questions', async () => {
    const checkIn = {
      title: 'Llegar al albergue',
      description: '',
      // the prompt's own time of leaving is a fact of the place, not what the topic is about
      prompt: 'Eres Maite, recepcionista de un albergue. El check-out es a las diez.',
    };
    const opening = await new Conversation(engine, checkIn, 'beginner').open();
    expect(opening.text).toMatch(/reserva/iu);
  });
});

describe('custom topics', () => {
  it('are also used for a default topic id the catalogue does not know', async () => {
    const reply = await new Conversation(
      engine,
      { ...customTopic('Gardening'), defaultTopicId: 'retired-topic' },
      'beginner',
    ).open();
    // ("Gardening", which the glossary cannot name, is named by its subject's frame)
    expect(reply.text).toContain('Hoy hablamos de las plantas.');
  });

  it('turn a first-person title to the second person, and ask about the words of a Spanish title', async () => {
    const pet = await new Conversation(engine, customTopic('Mi mascota'), 'beginner').open();
    expect(pet.text).toContain('Hoy hablamos de tu mascota.');
    const elections = new Conversation(engine, customTopic('Las elecciones en mi país'), 'advanced');
    const opening = await elections.open();
    expect(opening.text).toContain('las elecciones en tu país');
    expect(opening.text).toMatch(/¿Qué te viene a la mente cuando piensas en las elecciones\?$/);
    expect(opening.text).not.toMatch(/«|evolucionará las/);
  });

  it('meet a question they cannot answer honestly, never as if the learner had told them something', async () => {
    const yoga = await Conversation.opened(engine, customTopic('El yoga'), 'intermediate');
    const reply = (await yoga.say('¿Las clases de yoga son buenas para la espalda?')).text;
    expect(reply).not.toMatch(/interesante|contármelo/u);
    expect(reply).toMatch(/no estoy segura|no lo sé/u);
  });

  it('name a title that opens with a preposition by what follows it ("del veterinario", never "de en el")', async () => {
    const reply = await new Conversation(engine, customTopic('En el veterinario'), 'beginner').open();
    expect(reply.text).toContain('Hoy hablamos del veterinario.');
    const beach = await new Conversation(engine, customTopic('A la playa con mis amigos'), 'intermediate').open();
    expect(beach.text).toContain('de la playa con tus amigos');
  });

  it("in a role, ask only the role's questions, never general ones about the title", async () => {
    const vet = {
      ...customTopic('En el veterinario'),
      description: 'Llevas a tu perro al veterinario.',
      prompt: 'Eres la veterinaria.',
    };
    const conversation = new Conversation(engine, vet, 'beginner');
    expect((await conversation.open()).text).toMatch(/¿Qué le pasa a tu mascota\?$/);
    for (const line of ['Mi perro no come.', 'Desde ayer.', 'Tiene tres años.', 'Sí, bebe agua.', 'Sí.'])
      await conversation.say(line);
    for (const reply of conversation.replies) expect(reply.text).not.toMatch(/veterinario\?/);
  });

  it('keep a noun with its "de" complement as one name ("tu fin de semana", never "tu fin")', async () => {
    const weekend = new Conversation(engine, customTopic('Mi fin de semana'), 'beginner');
    const replies = [await weekend.open()];
    for (const line of ['El sábado fui a la playa.', 'Comí con mi familia.', 'Sí, mucho.'])
      replies.push(await weekend.say(line));
    for (const reply of replies) expect(reply.text).not.toMatch(/\btu fin\b(?! de semana)/);
    expect(replies.map((reply) => reply.text).join(' ')).toContain('tu fin de semana');
  });

  it('about a subject, not a role, go on with the general questions after their own, and hear a wish as no goodbye', async () => {
    const garden = await Conversation.opened(
      engine,
      { title: 'Growing vegetables at home', description: 'My small vegetable garden on the balcony.', prompt: '' },
      'intermediate',
    );
    const replies = [];
    for (const line of [
      'Tengo un huerto pequeño en mi balcón.',
      'Planto tomates, lechugas y albahaca.',
      'Mis tomates están muy grandes este año.',
      'Riego las plantas cada mañana antes de trabajar.',
      'Los caracoles comen mis lechugas.',
      'Me gustaría plantar fresas el próximo año.',
    ])
      replies.push((await garden.say(line)).text);
    for (const reply of replies) expect(reply).not.toMatch(/hasta pronto/i);
    expect(garden.replies.some((reply) => reply.farewell)).toBe(false);
    expect(replies.every((reply) => reply.includes('?'))).toBe(true);
  });

  it('name a title that opens with an infinitive and an indefinite article ("Alquilar un piso en Valencia")', async () => {
    const opening = await new Conversation(engine, customTopic('Alquilar un piso en Valencia'), 'intermediate').open();
    expect(opening.text).toContain('hablar de alquilar un piso en Valencia');
  });

  it('leave a title they cannot put into Spanish unnamed, rather than half-translated', async () => {
    for (const title of ['Travelling in Japan', 'My favourite films', 'Food and drink', 'Cómo aprendo español']) {
      const conversation = new Conversation(engine, customTopic(title), 'intermediate');
      const opening = await conversation.open();
      expect(opening.text, title).toContain('hablar del tema que propones');
      const reply = await conversation.say('Me gusta mucho.');
      expect(reply.text, title).not.toMatch(/Japan|films|food|drink|aprendo|«/i);
    }
  });

  it('call a long title "este tema" in beginner questions, to stay under the word budget', async () => {
    const title = 'My favourite memories from my grandmother in the north of Spain';
    const conversation = await Conversation.opened(engine, customTopic(title), 'beginner');
    const reply = await conversation.say('Me gusta mucho.');
    expect(reply.text).toContain('este tema');
    expect(reply.text).not.toContain(title);
    expect(wordCount(reply.text)).toBeLessThan(25);
  });

  it('say only spell-clean Spanish, whatever the title', async () => {
    const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
    const titles = [
      'Cooking at home',
      'Mi mascota',
      'Las elecciones en mi país',
      'Music',
      'Life in the city',
      'El cine',
    ];
    for (const title of titles) {
      for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
        const conversation = await Conversation.opened(engine, customTopic(title), difficulty);
        for (let turn = 0; turn < 14; turn++) await conversation.say(answers[turn % answers.length]!);
        const strings = conversation.replies.map((reply, index) => ({
          where: `${title} ${difficulty} ${index}`,
          language: 'es' as const,
          text: reply.text,
        }));
        expect(checker.check(strings).map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
      }
    }
  }, 20_000);

  it('name a doing and its thing by the thing, when the doing has no certain Spanish ("Learning the guitar")', async () => {
    const guitar = await new Conversation(engine, customTopic('Learning the guitar'), 'intermediate').open();
    expect(guitar.text).toContain('hablar de la guitarra');
    const dog = await new Conversation(engine, customTopic('Training my dog'), 'intermediate').open();
    expect(dog.text).toContain('hablar de tu perro');
    // a bare singular after the -ing word may be a compound: "Driving lesson" is no "lección", so it goes unnamed
    for (const title of ['Driving lesson', 'Cooking class']) {
      const opening = await new Conversation(engine, customTopic(title), 'intermediate').open();
      expect(opening.text).not.toMatch(/la lección|la clase/);
    }
  });

  it('recognise glossary words from an English title ("Cooking" -> cocinar)', async () => {
    const conversation = await Conversation.opened(engine, customTopic('Cooking at home'), 'beginner');
    const reply = await conversation.say('Cocinar es mi pasión.');
    // The topic word is taken up: echoed, or in the clause said back ("¿Cocinar es tu pasión?").
    expect(reply.text).toMatch(/^(¿Cocinar\?|¡Cocinar!|¿Cocinar es tu pasión\?)/);
  });

  it('run out of questions only after every list, then suggest ending or changing topic, never repeating', async () => {
    const conversation = await Conversation.opened(engine, customTopic('Cooking at home'), 'intermediate');
    let turns = 0;
    while (!conversation.replies.at(-1)!.text.includes('cambiar de tema') && turns < 60) {
      await conversation.say(answers[turns % answers.length]!);
      turns++;
    }
    const all = [...bank.questions.beginner, ...bank.questions.intermediate, ...bank.questions.advanced];
    expect(turns).toBeGreaterThanOrEqual(bank.questions.intermediate.length + bank.questions.beginner.length);
    const last = conversation.replies.at(-1)!.text;
    expect(last).toContain('¿Quieres terminar la conversación o cambiar de tema?');
    const texts = conversation.replies.slice(0, -1).map((reply) => reply.text);
    for (const question of all) {
      const shown = [question.es, question.simpler.es].map((text) => asked(text, 'cocinar en casa'));
      expect(texts.filter((text) => shown.some((form) => text.endsWith(form))).length, question.es).toBeLessThanOrEqual(
        1,
      );
    }
  });
});

describe('a custom topic whose prompt gives the partner a role', () => {
  it('never offers to finish when its questions run out: the learner ends the scene, and may still ask', async () => {
    const landlord = {
      title: 'Alquilar una habitación en Madrid',
      description: 'I want to practise renting a room.',
      prompt: 'Eres Carmen, la dueña de un piso que alquila una habitación.',
    };
    const conversation = await Conversation.opened(engine, landlord, 'intermediate');
    const lines = ['Vale.', 'Muy bien.', 'Ah, de acuerdo.', 'Entiendo.', 'Perfecto.'];
    for (let turn = 0; turn < 12; turn++) await conversation.say(lines[turn % lines.length]!);
    const stillListening = loadTutorContent().phrases.stillListening.intermediate.map((line) => line.es);
    const last = conversation.replies.at(-1)!.text;
    expect(
      stillListening.some((line) => last.endsWith(line)),
      last,
    ).toBe(true);
    for (const reply of conversation.replies) expect(reply.farewell).toBeUndefined();
  });
});

describe('a flatmate, who shares the flat and does not let it', () => {
  it("asks a flatmate's questions, answers from living together, and never a landlord's «¿Cuándo te gustaría mudarte?»", async () => {
    const flatmate = {
      title: 'Mi compañera de piso',
      description: 'Hablar con mi compañera de piso sobre la casa.',
      prompt: 'Eres Irene, mi compañera de piso en Bilbao. Hablamos de la casa y de los planes.',
    };
    const conversation = await Conversation.opened(engine, flatmate, 'intermediate');
    expect(conversation.replies[0]!.text).toMatch(/^¡Hola! Soy Irene\./u);
    expect((await conversation.say('Oye, ¿cómo pagamos la factura de la luz?')).text).toMatch(/facturas/u);
    expect((await conversation.say('¿Quién limpia el baño esta semana?')).text).toMatch(/turnos/u);
    for (const line of ['Vale.', 'Trabajo hasta las seis.', 'No sé.', 'Muy bien.']) await conversation.say(line);
    for (const reply of conversation.replies) expect(reply.text).not.toMatch(/mudarte|alquiler|amueblado/u);
    // a room let in a shared flat is still the landlord's scene: the one who lets it asks when the learner moves in
    const room = {
      title: 'Alquilar una habitación en un piso',
      description: 'I want to practise renting a room.',
      prompt: 'Eres Carmen, la dueña de un piso que alquila una habitación.',
    };
    const landlord = await Conversation.opened(engine, room, 'intermediate');
    for (const line of ['Vale.', 'Muy bien.', 'Entiendo.']) await landlord.say(line);
    expect(landlord.replies.some((reply) => /mudarte|personas/u.test(reply.text))).toBe(true);
  });
});

describe('a custom topic whose prompt gives the partner a role without a name', () => {
  it("says the role in its opening, as Lucía for a woman's role and as Andrés for a man's", async () => {
    const flat = { title: 'Alquilar una habitación', description: '', prompt: 'Eres la dueña de un piso en Valencia.' };
    expect((await new Conversation(engine, flat, 'intermediate').open()).text).toMatch(
      /^¡Hola! Soy Lucía, la dueña de un piso\./u,
    );
    const waiter = { title: 'En el restaurante', description: '', prompt: 'Eres el camarero de un restaurante.' };
    expect((await new Conversation(engine, waiter, 'beginner').open()).text).toMatch(
      /^¡Hola! Soy Andrés, el camarero/u,
    );
    // with a title it cannot name, the role goes straight to its own question
    const garage = { title: 'En el taller', description: '', prompt: 'Eres el mecánico de un taller en Valencia.' };
    const conversation = new Conversation(engine, garage, 'intermediate');
    const opening = (await conversation.open()).text;
    expect(opening).toMatch(/^¡Hola! Soy Andrés, el mecánico de un taller\. ¿/u);
    expect(opening).not.toMatch(/tema/u);
    // the man's role keeps its name and speaks of itself as a man
    expect((await conversation.say('¿Cómo te llamas? ¿Estás casado?')).text).toMatch(/Andrés.*soltero/u);
    // a shop's name after "de" is said whole, quoted or not
    const books = {
      title: 'En la librería',
      description: '',
      prompt: "Eres el librero de 'Libros Viejos Rastro', en Salamanca.",
    };
    expect((await new Conversation(engine, books, 'beginner').open()).text).toMatch(
      /^¡Hola! Soy Andrés, el librero de Libros Viejos Rastro\./u,
    );
    const taxis = {
      title: 'Pedir un taxi',
      description: '',
      prompt: 'Eres la operadora de Taxis Libres Andinos en Bogotá. Trata al cliente de usted.',
    };
    expect((await new Conversation(engine, taxis, 'beginner', 'latam').open()).text).toMatch(
      /^¡Hola! Soy Lucía, la operadora de Taxis Libres Andinos\. ¿En qué le puedo ayudar/u,
    );
    // the noun after its article is the role even when it is also an adjective ("veterinaria"), and an adjective
    // may stand inside its complement ("de una pequeña clínica")
    const vet = { title: 'En la clínica', description: '', prompt: 'Eres la veterinaria de una pequeña clínica.' };
    expect((await new Conversation(engine, vet, 'intermediate').open()).text).toMatch(
      /^¡Hola! Soy Lucía, la veterinaria de una pequeña clínica\./u,
    );
    // a role the partner does not play (no frame for it) is not claimed
    const neighbour = { title: 'Mi vecino', description: '', prompt: 'Eres mi vecino.' };
    expect((await new Conversation(engine, neighbour, 'beginner').open()).text).not.toMatch(/Soy Lucía, /u);
  });
});

describe('a custom topic in role', () => {
  it('praises no word of a name as topic vocabulary, and never says its task back as a fact', async () => {
    const city = { title: 'Vivir en la ciudad', description: '', prompt: '' };
    const conversation = await Conversation.opened(engine, city, 'intermediate', 'latam');
    const named = await conversation.say('Mi hermano vive en la Ciudad de México.', { requestFeedback: true });
    expect(named.feedback ?? '').not.toMatch(/topic vocabulary/u);
    const plain = await conversation.say('Mi hermano vive en una ciudad pequeña.', { requestFeedback: true });
    expect(plain.feedback).toMatch(/topic vocabulary: 'ciudad'/u);
    // nor the Spanish of an English function word of the topic ("because": "¿Porque?")
    const clinic = {
      title: 'Booking a dentist appointment',
      description: 'You phone a clinic because of a toothache.',
      prompt: 'You are Sofía, the receptionist.',
    };
    const call = await Conversation.opened(engine, clinic, 'intermediate', 'latam');
    expect((await call.say('Es posible que llego tarde porque trabajo lejos.')).text).not.toMatch(/porque/iu);
    // nor a filler that opens the turn ("Bueno, …")
    const habits = await Conversation.opened(
      engine,
      { title: 'Buenos hábitos', description: '', prompt: '' },
      'intermediate',
    );
    const filler = await habits.say('Bueno, tengo que pensar.', { requestFeedback: true });
    expect(filler.feedback ?? '').not.toMatch(/topic vocabulary/u);
    const hotel = {
      title: 'Queja en el hotel',
      description: 'Quejarse en la recepción de un hotel porque la habitación es muy ruidosa.',
      prompt: 'Eres Rodrigo, recepcionista del hotel. Hablas de usted.',
    };
    const complaint = await Conversation.opened(engine, hotel, 'advanced', 'latam');
    expect((await complaint.say('¿Es usted de aquí? ¿La habitación es ruidosa?')).text).not.toMatch(/Quejarse/u);
  });

  it('says the work a prompt gives its role in a sentence of its own ("Trabajas de enfermera…")', async () => {
    const exchange = {
      title: 'Intercambio de idiomas',
      description: '',
      prompt: 'Eres Irene. Trabajas de enfermera en el Hospital La Fe. Se habla 45 minutos en español.',
    };
    const conversation = await Conversation.opened(engine, exchange, 'intermediate', 'spain');
    const reply = (await conversation.say('¿Y tú a qué te dedicas?')).text;
    expect(reply).toMatch(/enfermera/u);
    expect(reply).not.toMatch(/profesora/u);
  });

  it('asks no question of its frame that tells a fact the topic tells itself ("Lo servimos de siete a diez")', async () => {
    const hotel = {
      title: 'En el hotel',
      description: '',
      prompt:
        'Eres Rodrigo, recepcionista del hotel. El desayuno está incluido, de 7:00 a 10:30. La habitación cuesta 900 pesos la noche.',
    };
    const conversation = new Conversation(engine, hotel, 'intermediate', 'latam');
    const said = [(await conversation.open()).text];
    for (const line of ['Hola, tengo una reserva.', 'Sí, para dos noches.', 'Vale.', 'Bien.', 'De acuerdo.'])
      said.push((await conversation.say(line)).text);
    expect(said.join(' ')).not.toMatch(/siete a diez/u);
  });

  it('takes its leave in the scene, not by thanking the learner for talking about the topic', async () => {
    const garage = { title: 'En el taller', description: '', prompt: 'Eres Paco, el dueño de un taller mecánico.' };
    const conversation = await Conversation.opened(engine, garage, 'intermediate', 'spain');
    const goodbye = (await conversation.say('Gracias, Paco, hasta luego.')).text;
    expect(goodbye).toMatch(/Ha sido un placer/u);
    expect(goodbye).not.toMatch(/hablar conmigo de/u);
    // Latin America says it in the preterite
    const inMexico = await Conversation.opened(engine, garage, 'intermediate', 'latam');
    expect((await inMexico.say('Gracias, Paco, hasta luego.')).text).toMatch(/^¡Fue un placer!/u);
  });

  it('opens in usted when the prompt asks for it, in every line', async () => {
    const school = {
      title: 'En la secretaría',
      description: '',
      prompt: 'Eres la secretaria. Tratas al estudiante de usted.',
    };
    const opening = (await new Conversation(engine, school, 'intermediate').open()).text;
    expect(opening).not.toMatch(/\btu\b|\bte\b/u);
  });

  it('names a title that opens with a bare noun with its article ("la clase de cocina peruana")', async () => {
    const opening = (await new Conversation(engine, customTopic('Clase de cocina peruana'), 'beginner').open()).text;
    expect(opening).toMatch(/de la clase de cocina peruana/u);
    // a noun that is also a verb form is the noun before its "de" complement
    const visit = (await new Conversation(engine, customTopic('Visita del fontanero'), 'beginner').open()).text;
    expect(visit).toMatch(/de la visita del fontanero/u);
  });
});

describe('a custom topic whose prompt names the partner', () => {
  it('opens with that name and goes by it when asked, in Spanish or English prompts', async () => {
    const landlady = {
      title: 'Alquilar una habitación en Madrid',
      description: 'I want to practise renting a room.',
      prompt: 'Eres Carmen, la dueña de un piso que alquila una habitación.',
    };
    const conversation = new Conversation(engine, landlady, 'intermediate');
    const opening = await conversation.open();
    expect(opening.text).toMatch(/^¡Hola! Soy Carmen\./);
    // greeted by its name, the partner does not say its own name back as news ("¿Carmen? ¡Ah, ya veo!")
    const greeted = await Conversation.opened(engine, landlady, 'intermediate');
    expect((await greeted.say('Hola, Carmen. Yo soy Tom.')).text).not.toMatch(/¿Carmen\?/u);
    expect(opening.translation).toMatch(/^Hi! I'm Carmen\./);
    const named = await conversation.say('¿Cómo te llamas?');
    expect(named.text).toContain('Carmen');
    expect(named.text).not.toContain('Lucía');
    const english = await new Conversation(
      engine,
      { title: 'At the bakery', description: '', prompt: 'You are Lucas, a baker in Seville.' },
      'beginner',
    ).open();
    expect(english.text).toMatch(/^¡Hola! Soy Lucas\./);
    // no name in the prompt: the partner keeps its own
    const unnamed = await new Conversation(
      engine,
      { ...landlady, prompt: 'Eres la dueña de un piso que alquila una habitación.' },
      'intermediate',
    ).open();
    expect(unnamed.text).toMatch(/^¡Hola! Soy Lucía/);
  });

  it('says what the prompt makes the role when asked its work, never its frame’s other job', async () => {
    const flatShare = {
      title: 'Compartir piso en Valencia',
      description: '',
      prompt: 'Eres Álvaro, ingeniero de 30 años que busca compañero de piso en Valencia. El piso está en Ruzafa.',
    };
    const conversation = await Conversation.opened(engine, flatShare, 'advanced', 'spain');
    const reply = await conversation.say('¿A qué te dedicas?');
    expect(reply.text).toMatch(/^Soy ingeniero\./u);
    expect(reply.translation).toMatch(/^I'm an engineer\./u);
    const landlady = { ...flatShare, prompt: 'Eres Carmen, la dueña de un piso que alquila una habitación.' };
    const owner = await Conversation.opened(engine, landlady, 'advanced', 'spain');
    expect((await owner.say('¿A qué te dedicas?')).text).toMatch(/^Soy la dueña del piso\./u);
  });

  it('takes a name after an article and a title, with its surname, or one the lexicon does not know', async () => {
    const teacher = {
      title: 'Reunión con la tutora',
      description: '',
      prompt:
        'Eres la señora Carmen Ruiz, tutora de 4.º de Primaria. Hablas con la madre de tu alumno Pablo. Trata a la madre de usted en todo momento.',
    };
    const opening = await new Conversation(engine, teacher, 'intermediate', 'spain').open();
    expect(opening.text).toMatch(/^¡Hola! Soy Carmen Ruiz\./u);
    // "de tu alumno" asks for no tú: the prompt's "de usted" holds
    expect(opening.text).not.toMatch(/(?<!\p{L})(?:vienes|tienes|quieres)(?!\p{L})/u);
    const neighbour = {
      title: 'La vecina se queja del ruido',
      description: '',
      prompt: 'Eres la vecina de abajo, Carmen, una señora de 68 años que vive en el 2º B.',
    };
    expect((await new Conversation(engine, neighbour, 'intermediate', 'spain').open()).text).toMatch(/Soy Carmen/u);
    const office = {
      title: 'Oficina de turismo',
      description: '',
      prompt: 'Sois la oficina de turismo de Cartagena. Te atiende Xiomara, guía turística.',
    };
    expect((await new Conversation(engine, office, 'advanced', 'latam').open()).text).toMatch(/Soy Xiomara/u);
  });

  it('takes the name of the one who serves ("Te atiende Raúl") and opens in role, not as a teacher', async () => {
    const repairs = {
      title: 'Servicio técnico de ordenadores',
      description: '',
      prompt: 'Sois el servicio técnico de InfoRápido (Zaragoza). Te atiende Raúl, el técnico. Diagnóstico 20 €.',
    };
    const opening = await new Conversation(engine, repairs, 'beginner').open();
    expect(opening.text).toMatch(/^¡Hola! Soy Raúl\./u);
    const counter = {
      title: 'Alquiler de coche en el aeropuerto',
      description: '',
      prompt: 'Eres Javier, empleado del mostrador de AutoSol en el aeropuerto de Málaga. Coche pequeño 35 €/día.',
    };
    const clerk = await new Conversation(engine, counter, 'intermediate').open();
    expect(clerk.text).toMatch(/^¡Hola! Soy Javier\./u);
    expect(clerk.text).not.toMatch(/vamos a hablar|hablamos de/u);
  });
});

describe('a custom topic whose prompt asks for usted', () => {
  it('asks and answers in usted, and a prompt asking for tú wins', async () => {
    const formal = {
      title: 'Alquilar una habitación',
      description: 'Ver un piso.',
      prompt: 'Eres Carmen, la dueña de un piso. Trata al alumno de usted.',
    };
    const conversation = new Conversation(engine, formal, 'intermediate');
    const lines = [
      (await conversation.open()).text,
      (await conversation.say('¿Puedo tener un gato?')).text,
      (await conversation.say('Soy estudiante de medicina.')).text,
      (await conversation.say('Me gusta mucho el barrio.')).text,
    ];
    for (const line of lines)
      expect(line, line).not.toMatch(/(?<!\p{L})(?:te|tu|tus|tienes|puedes|estudias|trabajas)(?!\p{L})/u);
    expect(lines[1]).toMatch(/puede tener/);
    const informal = await new Conversation(
      engine,
      { ...formal, prompt: 'Eres Carmen, la dueña de un piso. Háblale de tú, no de usted.' },
      'intermediate',
    ).say('¿Puedo tener un gato?');
    expect(informal.text).toMatch(/puedes tener/);
  });
});

describe('a custom topic whose prompt names a man', () => {
  it('has the partner speak of itself in the masculine, and a woman or an unknown in the feminine', async () => {
    const mechanic = {
      title: 'En el taller',
      description: 'Llevo mi coche al taller.',
      prompt: 'Eres Don Ramiro, el mecánico del taller.',
    };
    const he = await Conversation.opened(engine, mechanic, 'intermediate');
    expect((await he.say('Buenos días, me llamo Ana.')).text).not.toMatch(/Encantada/);
    expect((await he.say('¿Cuál es la capital de Noruega?')).text).not.toMatch(/segura/);
    const she = await Conversation.opened(
      engine,
      { ...mechanic, prompt: 'Eres Carmen, la mecánica del taller.' },
      'intermediate',
    );
    expect((await she.say('¿Cuál es la capital de Noruega?')).text).not.toMatch(/seguro/);
  });

  it("never has to check its own past, and echoes no copula's predicate as a thing asked about", async () => {
    const school = {
      title: 'Clases de yoga',
      description: '',
      prompt: 'Eres Inés, profesora de yoga en un estudio de Sevilla. Las clases son por la mañana.',
    };
    const talk = await Conversation.opened(engine, school, 'intermediate');
    const past = await talk.say('¿Desde cuándo das clases? ¿Fuiste bailarina de joven?');
    expect(past.text).not.toMatch(/revisar|comprobar/u);
    const stall = await Conversation.opened(engine, school, 'intermediate');
    const asked = await stall.say('Oye, ¿y desde cuándo tienes este estudio? ¿Es un negocio familiar?');
    expect(asked.text).not.toMatch(/y un negocio/u);
  });

  it('takes the name after a title in lower case, as Spanish writes it ("Eres don Ramón")', async () => {
    const stall = {
      title: 'En el mercadillo',
      description: '',
      prompt: 'Eres don Ramón, un vendedor de antigüedades.',
    };
    const opened = await Conversation.opened(engine, stall, 'intermediate');
    expect(opened.replies[0]!.text).toMatch(/Soy don Ramón/u);
    // a professional title after its article goes with the role: the name is the one after it
    const consulate = {
      title: 'En el consulado',
      description: '',
      prompt: 'Eres el licenciado Rodrigo Méndez, funcionario.',
    };
    expect((await Conversation.opened(engine, consulate, 'advanced')).replies[0]!.text).toMatch(/Rodrigo Méndez/u);
    // a business's rule asked of it is no habit: never "Sí, de vez en cuando acepto tarjeta"
    expect((await opened.say('¿Acepta usted tarjeta?')).text).not.toMatch(/de vez en cuando/u);
  });

  it('reads a man or a woman from the role noun after the name, and nothing from a noun of common gender', async () => {
    const ask = async (prompt: string) => {
      const talk = await Conversation.opened(
        engine,
        { title: 'En la tienda', description: '', prompt },
        'intermediate',
      );
      return (await talk.say('Buenos días, me llamo Ana y vivo en Sevilla.')).text;
    };
    expect(await ask('Eres Tomás, fontanero de un barrio de Sevilla.')).toMatch(/Encantado/);
    expect(await ask('Eres Julia, panadera en un pueblo.')).toMatch(/Encantada/);
    // "recepcionista" says nothing: what the partner says of itself has no gender then
    const unsaid = await ask('Eres Tomás, recepcionista de un hotel.');
    expect(unsaid).not.toMatch(/Encantad[oa]/);
    expect(unsaid).toMatch(/Ana/);
  });
});

describe('a custom topic whose figures the partner cannot say', () => {
  it('makes up no price, length or hour of its own when the topic gives one in words it cannot vouch for', async () => {
    const workshop = {
      title: 'Taller de zurrukutuna',
      description: '',
      // "zurrukutuna" is a word the partner cannot vouch for: the sentence with the figures is not said
      prompt: 'Eres el profesor del taller. El taller de zurrukutuna dura dos horas y cuesta 40 euros.',
    };
    const talk = await Conversation.opened(engine, workshop, 'intermediate');
    for (const question of ['¿Cuánto cuesta?', '¿Cuánto dura el taller?']) {
      const reply = (await talk.say(question)).text;
      expect(reply).not.toMatch(/\d|euros|\bhoras?\b/u);
    }
  });
});

describe('a custom topic whose role no frame names', () => {
  const taxi = {
    title: 'Taxi ride from the airport',
    description: 'You take a taxi from the airport to your hotel in the Condesa neighbourhood.',
    prompt:
      'You are Jorge, a taxi driver in Mexico City. The fare is 350 pesos, fixed. You have driven a taxi for 12 years.',
  };

  it('asks what fits any encounter, never about "este tema", and says an English prompt’s one price in Spanish', async () => {
    const talk = new Conversation(createTestEngine(), taxi, 'beginner', 'latam');
    const opening = (await talk.open()).text;
    const replies = [opening];
    for (const line of ['Hola, voy al hotel, por favor.', '¿Cuánto cuesta el viaje?', 'Soy de Canadá.'])
      replies.push((await talk.say(line)).text);
    expect(replies.join(' ')).not.toMatch(/este tema/u);
    expect(replies[2]).toMatch(/Son 350 pesos\./u);
  });

  it('offers to look up what it cannot answer at work, and never says it has no idea', async () => {
    const talk = await Conversation.opened(createTestEngine(), taxi, 'intermediate', 'latam');
    const reply = (await talk.say('¿Cuál es la capital de Noruega?')).text;
    expect(reply).toMatch(/revisar|comprobar/u);
    expect(reply).not.toMatch(/ni idea/u);
  });
});

describe('a role met by someone who says what they came for', () => {
  const shelter = {
    title: 'Voluntariado en un refugio de animales',
    description: 'Te informas para hacer voluntariado.',
    prompt: 'Eres Mariela, la coordinadora de voluntarios del refugio. Los turnos son los sábados de 8:00 a 13:00.',
  };

  it('opens by asking how it can help, says back no word of the scene itself, and asks no "other" question first', async () => {
    const talk = new Conversation(createTestEngine(), shelter, 'intermediate', 'latam');
    expect((await talk.open()).text).toMatch(/¿En qué te puedo ayudar\?/u);
    const reply = (await talk.say('Hola, buenas tardes. Me interesa ser voluntario en el refugio.')).text;
    expect(reply).not.toMatch(/¿El refugio\?/u);
    expect(reply).not.toMatch(/otra pregunta/u);
    expect(reply).not.toMatch(/¿En qué te puedo ayudar\?/u);
  });
});

describe('a question set by what the turn told before it', () => {
  const iceCream = {
    title: 'En la heladería',
    description: '',
    prompt:
      'Eres Vicente, el dueño de una heladería. Sabores de hoy: horchata, limón y fresa. El sorbete de limón y el de ' +
      'fresa son veganos. Horario: de martes a domingo, de 12:00 a 23:00; los lunes está cerrado.',
  };

  it('answers the quality told before the question, and a time of today by the hours, never by a list of today', async () => {
    const talk = await Conversation.opened(createTestEngine(), iceCream, 'intermediate', 'spain');
    expect((await talk.say('Mi amiga es vegana. ¿Hay algún sabor que ella pueda tomar?')).text).toMatch(/son veganos/u);
    const hours = (await talk.say('¿A qué hora cerráis hoy?')).text;
    expect(hours).toMatch(/23:00/u);
    expect(hours).not.toMatch(/horchata/u);
  });
});

describe('an English prompt that gives a job, not a name', () => {
  const museum = {
    title: 'Visiting a museum',
    description: 'You are at the ticket desk of a museum.',
    prompt:
      'You work at the ticket desk of a museum in Santiago de Chile. General admission costs 6,000 Chilean pesos; ' +
      'students pay 3,000 pesos. Guided tours cost 2,000 pesos extra per person.',
  };

  it('greets as the role, never "este tema", and adds up the price of each person', async () => {
    const talk = new Conversation(createTestEngine(), museum, 'intermediate', 'latam');
    const opening = (await talk.open()).text;
    expect(opening).not.toMatch(/este tema|tema que propon/u);
    const total = (await talk.say('Soy estudiante y mi amiga también. ¿Cuánto cuesta en total?')).text;
    // the learner and a friend who is a student too: two student tickets
    expect(total).toMatch(/^Dos estudiantes: 6.000 pesos en total\./u);
    expect(talk.replies.map((reply) => reply.text).join(' ')).not.toMatch(/este tema/u);
  });
});

describe("a word the learner's Spanish says otherwise", () => {
  it('finds the fact the prompt words in the other variety ("jugo" of "zumo"), never a town for a town', async () => {
    const juice = {
      title: 'En el bar',
      description: '',
      prompt: 'Eres Ana, camarera de un bar. El zumo cuesta 3 euros. El café cuesta 2 euros. Vives en Valencia.',
    };
    const talk = await Conversation.opened(createTestEngine(), juice, 'intermediate', 'latam');
    expect((await talk.say('¿Cuánto cuesta un jugo?')).text).toMatch(/3 euros/u);
  });
});

describe('a thing the turn names before its question, which the topic denies', () => {
  it('says the denial, not what the question alone would match', async () => {
    const shop = {
      title: 'En la tienda de animales',
      description: '',
      prompt:
        'Eres Olga, de la tienda Mascotas Felices. Vendes pienso (saco de 3 kilos, 12 euros) y arena para gatos ' +
        '(bolsa de 5 kilos, 6 euros). Los conejos no se venden en la tienda: solo su comida.',
    };
    const talk = await Conversation.opened(createTestEngine(), shop, 'intermediate', 'spain');
    const reply = (await talk.say('Busco un conejo para mi hija, ¿me puede dar una bolsa?')).text;
    expect(reply).toMatch(/no se venden/u);
    expect(reply).not.toMatch(/euros/u);
  });
});

describe('a figure asked of nothing named, after the learner named a place the topic prices', () => {
  const ferries = {
    title: 'Billetes de barco',
    description: 'Comprar un billete en el puerto.',
    prompt:
      'Eres Nuria y vendes billetes en el puerto de Barcelona. A Mallorca el barco sale a las 23:00 y el viaje ' +
      'dura 8 horas. A Menorca hay salidas a las 9:00 y a las 21:00, y el viaje dura 9 horas. Habla de tú.',
  };

  it('is answered with what the topic says of that place, not of the first one it names', async () => {
    const conversation = await Conversation.opened(engine, ferries, 'beginner');
    await conversation.say('Quiero ir a Menorca la semana que viene.');
    const reply = await conversation.say('¿A qué hora sale?');
    expect(reply.text).toContain('9:00');
    expect(reply.text).not.toContain('23:00');
  });
});

describe('a prompt that gives the role by where it works', () => {
  it('greets in the role, never "vamos a hablar del tema que propones"', async () => {
    const school = {
      title: 'Matricularse en una autoescuela',
      description: 'Pides información en una autoescuela del barrio.',
      prompt: 'Trabajas en la Autoescuela Chamberí. La matrícula cuesta 120 euros.',
    };
    const reply = await new Conversation(engine, school, 'intermediate', 'spain').open();
    expect(reply.text).not.toMatch(/tema que propones|vamos a hablar/u);
    expect(reply.text).toMatch(/¿En qué te puedo ayudar/u);
  });
});

describe('a keyword of the topic that is a doing', () => {
  it('is not asked back as a thing ("¿Llegar?")', async () => {
    const desk = {
      title: 'Lost suitcase at the airport',
      description: "My suitcase didn't arrive at Lima airport.",
      prompt: 'Trabajas en el mostrador de equipaje perdido del aeropuerto de Lima.',
    };
    const conversation = await Conversation.opened(engine, desk, 'intermediate');
    expect((await conversation.say('Buenas noches, acabo de llegar de Madrid.')).text).not.toMatch(/¿llegar\?/iu);
  });
});

describe('a role’s general facts and the names a question gives', () => {
  it('says no fact of the role that never names the name asked of', async () => {
    const hostel = {
      title: 'Checking in at a hostel in Granada',
      description: 'You arrive at a hostel.',
      prompt:
        'You are Pablo, the receptionist at a hostel in Granada. Check-in is from 14:00. The hostel does not sell ' +
        'Alhambra tickets; they must be bought online.',
    };
    const conversation = await Conversation.opened(engine, hostel, 'beginner', 'spain');
    // the hostel frame's check-in fact ("Puedes entrar en la habitación…") is no answer about Alhambra tickets
    const reply = await conversation.say('¿Venden entradas para la Alhambra?');
    expect(reply.text).not.toMatch(/habitaci/u);
  });
});

describe('a learner’s topic that is a sheet of its own facts', () => {
  const carHire = {
    title: 'Car hire at the airport',
    description: 'Renting a car at the airport desk.',
    prompt:
      'You work at a car rental desk at the airport. Reply in Spanish from Spain.\n- Small car: 28 € per day; ' +
      'family car: 55 € per day.\n- Child seat: 5 € per day.\n- Minimum age 21.\n- Desk open 7:00-23:00.',
  };

  it('says no fact of its frame that the sheet never names: that would be made up', async () => {
    const conversation = await Conversation.opened(engine, carHire, 'beginner', 'spain');
    const reply = await conversation.say('¿El coche lleva GPS o tengo que usar el móvil?');
    expect(reply.text).not.toMatch(/GPS/u);
    expect(reply.text).toMatch(/revisar|comprobar|no lo sé|no sé/u);
  });

  it('adds no thing the sheet lacks to a service’s general answer', async () => {
    const workshop = {
      title: 'Bike repair in Seville',
      description: 'A small bike repair shop.',
      prompt:
        'You are the mechanic at a small bike repair shop. Flat tyre: 12 €. Brake adjustment: 10 €. New chain: ' +
        '25 €. Payment by card or Bizum.',
    };
    const conversation = await Conversation.opened(engine, workshop, 'beginner', 'spain');
    // "Sí, se puede pagar con tarjeta o en efectivo" would add cash, which the shop never says it takes
    expect((await conversation.say('¿Puedo pagar con tarjeta?')).text).not.toMatch(/efectivo/u);
  });

  it('still plays its frame where the learner’s topic gives no facts of its own', async () => {
    const conversation = await Conversation.opened(engine, customTopic('Alquilar un coche'), 'beginner', 'spain');
    const reply = await conversation.say('¿El coche lleva GPS?');
    expect(reply.text).toMatch(/GPS/u);
  });
});

describe('a prompt that tells the partner what it does', () => {
  it.each([
    'You sell tickets at a small cinema in Granada.',
    'Role: you rent kayaks at a small dock on the lagoon.',
    'Vendes fruta en un puesto del mercado.',
  ])('gives it a role, played as one: %s', (prompt) => {
    expect(givesARole(prompt)).toBe(true);
  });

  it.each(['You can ask me about football.', 'I want to talk about my garden. Ask me questions.'])(
    'gives it no role: %s',
    (prompt) => {
      expect(givesARole(prompt)).toBe(false);
    },
  );
});

describe('a topic written as lines of a list', () => {
  const climbing = {
    title: 'Rocódromo en Bogotá',
    description: 'Vas a escalar por primera vez.',
    prompt:
      'Atiendes la recepción del rocódromo Vertical 7 en Bogotá.\n' +
      '- Horario: lunes a viernes de 6:00 a. m. a 10:00 p. m.; sábados y domingos de 8:00 a. m. a 6:00 p. m.\n' +
      '- Entrada de un día: 35.000 pesos. Mensualidad ilimitada: 220.000 pesos.\n' +
      '- Alquiler de zapatillas de escalada: 8.000 pesos; arnés: 5.000 pesos; bolsa de magnesio: 3.000 pesos.',
  };

  it("answers from the line asked, never running on into the next line's", async () => {
    const conversation = await Conversation.opened(createTestEngine(), climbing, 'beginner', 'latam');
    const entry = await conversation.say('¿Cuánto cuesta la entrada?');
    expect(entry.text).toMatch(/35\.000 pesos/u);
    expect(entry.text).not.toMatch(/sábados|\n/u);
  });

  it('says no one thing’s price for several things added together, when it cannot add them', async () => {
    const conversation = await Conversation.opened(createTestEngine(), climbing, 'beginner', 'latam');
    const asked = await conversation.say('Contando la entrada, los zapatos y el arnés, ¿cuánto pago?');
    expect(asked.text).not.toMatch(/5\.000 pesos|35\.000/u);
    const added = await conversation.say('Contando la entrada, las zapatillas y el arnés, ¿cuánto pago?');
    expect(added.text).toMatch(/48\.000 pesos en total/u);
  });
});

describe('prices per hour written with the euro sign', () => {
  const kayaks = {
    title: 'Alquiler de kayaks en el lago',
    description: 'Quieres alquilar un kayak un sábado por la mañana.',
    prompt:
      'Trabajas en un puesto de alquiler de kayaks en el embalse de San Juan (Madrid).\n' +
      '- Kayak individual: 12 € la hora. Kayak doble: 18 € la hora.\n- Chaleco salvavidas incluido. Bolsa estanca: 3 €.',
  };

  it('multiplies by the hours asked, and again for the thing and hours of a question that only names them', async () => {
    const conversation = await Conversation.opened(createTestEngine(), kayaks, 'intermediate', 'spain');
    expect((await conversation.say('¿Cuánto cuesta el kayak doble por dos horas?')).text).toMatch(
      /Dos horas: 36 euros en total/u,
    );
    expect((await conversation.say('¿Y un kayak individual por tres horas?')).text).toMatch(
      /Tres horas: 36 euros en total/u,
    );
    // a "¿Y …?" after another still asks the price asked first
    expect((await conversation.say('¿Y el kayak doble?')).text).toMatch(/18 € la hora/u);
  });

  it("says no one thing's price for the whole with a thing added, but the price of a thing asked with a condition", async () => {
    const conversation = await Conversation.opened(createTestEngine(), kayaks, 'intermediate', 'spain');
    await conversation.say('¿Cuánto cuesta el kayak doble?');
    expect((await conversation.say('Vale, y con la bolsa estanca, ¿cuánto es todo?')).text).not.toMatch(/3 €/u);
    expect((await conversation.say('Con tarjeta, ¿cuánto cuesta el kayak individual?')).text).toMatch(/12 €/u);
  });
});

describe('an introduction with a request', () => {
  it('takes the name before the request, not only the request', async () => {
    const cafe = {
      title: 'Language exchange café',
      description: 'Signing up for Spanish conversation evenings at a café in Quito.',
      prompt: 'You run the conversation evenings at a café in Quito.\n- Each session costs 8 dollars.',
    };
    const conversation = await Conversation.opened(createTestEngine(), cafe, 'beginner', 'latam');
    const reply = await conversation.say('Hola, me llamo Ana y soy de Canadá. Quiero practicar mi español.');
    expect(reply.text).toMatch(/Ana/u);
  });
});
