import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { createBuiltinTutorEngine } from './builtin-tutor-engine';
import { contentDir, Conversation, customTopic } from './testing/tutor-test-kit';

const topics = loadTopicCatalogue(contentDir);
const engine = createBuiltinTutorEngine({ topics, glossary: loadCatalogue(contentDir) });

function topic(id: string): TutorTopic {
  const found = topics.topics.find((candidate) => candidate.id === id)!;
  return { title: found.title, description: found.description, prompt: found.prompt, defaultTopicId: id };
}

describe('a partner that listens (issue 29)', () => {
  it('never says back the lead that announces bad news, nor takes a thing named after it for the news', async () => {
    const hobbies = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate', 'spain');
    const reply = (await hobbies.say('Ay, tengo una mala noticia: no tengo efectivo, solo tengo mi tarjeta.')).text;
    expect(reply).toMatch(/lo siento/iu);
    expect(reply).not.toMatch(/noticia|tarjeta/iu);
  });

  it('takes in gently what the learner goes on to tell after grave news, and cheers nothing in it', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'beginner', 'spain');
    expect((await family.say('Mi abuela murió la semana pasada.')).text).toMatch(/siento/iu);
    const reply = (await family.say('Gracias. Tenía noventa años y era muy divertida.')).text;
    expect(reply).toMatch(/^Gracias por contármelo\./u);
    expect(reply).not.toMatch(/me encanta|qué bien|de nada/iu);
    // news of its own, or a statement after no news, is taken up as ever
    expect((await family.say('Tengo dos hermanos.')).text).not.toMatch(/contármelo/u);
  });

  it('says back what happened, not how the learner feels about it', async () => {
    const hobbies = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate', 'spain');
    const reply = (await hobbies.say('Ayer me robaron la bici en el centro, estoy muy triste.')).text;
    expect(reply).toMatch(/te robaron la bici/iu);
    expect(reply).not.toMatch(/¿estás muy triste\?/iu);
    // a mistake the corrector missed in the longer sentence is never said back as the partner's Spanish
    const fingers = (await hobbies.say('Hoy me duele mucho los dedos y no puedo tocar nada. Estoy frustrado.')).text;
    expect(fingers).not.toMatch(/duele mucho los dedos/iu);
  });

  it('says back no verb of the speaker in a tense it cannot turn round (the conditional)', async () => {
    const hobbies = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate', 'spain');
    // "quedaría", "viviría", "iríamos" are the speaker's: "¿te quedaría…?", "¿Viviría…?" would be false Spanish
    expect((await hobbies.say('Me quedaría en casa todo el día.')).text).not.toMatch(/quedaría/iu);
    expect((await hobbies.say('Viviría en la playa con mi perro.')).text).not.toMatch(/viviría/iu);
    expect((await hobbies.say('Mi hermano y yo iríamos a Madrid.')).text).not.toMatch(/iríamos/iu);
    // a verb of liking is of the thing liked: "me gustaría" is said back "te gustaría"
    expect((await hobbies.say('Me gustaría viajar a Perú.')).text).toMatch(/¿te gustaría viajar a Perú\?/iu);
  });

  it('answers a question of the life of someone it names, not its own ("¿A qué se dedica tu hermano?")', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'intermediate');
    const reply = (await family.say('¿Y a qué se dedica tu hermano?')).text;
    expect(reply).toMatch(/hermano/iu);
    expect(reply).not.toMatch(/maestra|profesora|escuela/iu);
    // asked of the partner, its own work
    expect((await family.say('¿A qué te dedicas?')).text).toMatch(/maestra|profesora/iu);
    // a doing asked of a day, or what for, is no question of its work
    const routine = await Conversation.opened(engine, topic('daily-routine'), 'intermediate');
    expect((await routine.say('¿Qué haces tu los domingos?')).text).not.toMatch(/maestra|profesora/iu);
    expect((await routine.say('¿Qué haces tú en tu día a día para ahorrar agua?')).text).not.toMatch(/maestra/iu);
    expect((await routine.say('¿Y tú qué haces?')).text).toMatch(/maestra|profesora/iu);
  });

  it('does not ask what a synonym or a negation already answered', async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'beginner');
    const replies = [];
    for (const line of ['Me duele la cabeza.', 'No, no tomo ningún medicamento.', 'No tengo fiebre.', 'Sí, un poco.'])
      replies.push((await doctor.say(line)).text);
    // Said back ('¿No toma ningún medicamento?') but not asked again.
    expect(replies.join(' ')).not.toMatch(/¿[^?]*alguna medicina/i);
  });

  it('does not ask a yes/no question whose content the learner already said', async () => {
    const work = await Conversation.opened(engine, topic('work-and-studies'), 'beginner');
    await work.say('Soy enfermera.');
    const replies = [(await work.say('Me gusta mi trabajo pero es difícil.')).text];
    for (const line of ['Empiezo a las ocho.', 'Voy en autobús.', 'Sí.']) replies.push((await work.say(line)).text);
    expect(replies.join(' ')).not.toContain('¿Te gusta tu trabajo?');
  });

  it('gives advice only for what the learner has, not for a symptom they deny', async () => {
    const denied = await Conversation.opened(engine, topic('at-the-doctor'), 'beginner');
    const reply = (await denied.say('No tengo fiebre, pero me duele mucho la cabeza.')).text;
    expect(reply).not.toMatch(/para la fiebre/i);
    expect(reply).toMatch(/paracetamol|descanse/i);
    const only = await Conversation.opened(engine, topic('at-the-doctor'), 'beginner');
    expect((await only.say('Uf, no tengo fiebre.')).text).not.toMatch(/para la fiebre/i);
  });

  it('takes up a negated doing, with the person shifted, from the language core', async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'beginner');
    expect((await doctor.say('No, no fumo.')).text).toMatch(/¿no fuma\?/i);
  });

  it('answers from the scene in the learner variety, and a plan question as its own', async () => {
    const spain = await Conversation.opened(engine, topic('daily-routine'), 'beginner', 'spain');
    expect((await spain.say('¿Qué desayunas tú?')).text).toContain('tostada');
    const travel = await Conversation.opened(engine, topic('travel-and-holidays'), 'intermediate');
    expect((await travel.say('¿Viajas mucho?')).text).toMatch(/una o dos veces al año/);
  });

  it('says back what a statement names, from the partner side, before a number in it', async () => {
    const barrio = await Conversation.opened(
      engine,
      { title: 'Mi barrio', description: '', prompt: '' },
      'intermediate',
    );
    expect((await barrio.say('Cuando era pequeña, mi abuelo pescaba truchas en el río.')).text).toMatch(/tu abuelo/i);
    expect((await barrio.say('Hace tres años que mis primos viven en una granja.')).text).toMatch(/tus primos/i);
  });

  it('gives the same advice unasked once, not again for the next symptom', async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'intermediate', 'spain');
    const first = (await doctor.say('Me duele mucho la garganta.')).text;
    expect(first).toContain('Para la garganta');
    expect((await doctor.say('No tengo fiebre, pero tengo tos por la noche.')).text).not.toContain('Para la garganta');
  });

  it("answers a patient from the doctor's own knowledge, in both varieties, before any taste of the persona", async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'advanced', 'latam');
    expect((await doctor.say('¿Usted cree que estaré mejor para el fin de semana?')).text).toMatch(
      /^Si sigue el tratamiento/u,
    );
    // "la semana que viene" is no wine ("vino", a cue of the advice on alcohol)
    expect((await doctor.say('Tengo exámenes la semana que viene.')).text).not.toMatch(/alcohol/u);
    expect((await doctor.say('Mi madre me recomendó té con miel y limón; ¿funciona realmente?')).text).toMatch(
      /^La miel con limón alivia la garganta/u,
    );
  });

  it('says back the clause of the bad news beside sympathy, never a fix of another clause', async () => {
    const routine = await Conversation.opened(engine, topic('daily-routine'), 'beginner', 'spain');
    const reply = (await routine.say('Por la tarde, yo estoy cansado y miro la tele. Me gusta las series.')).text;
    expect(reply).not.toMatch(/series\?/u);
  });

  it('hears what a question asks after its words for the work ("¿Qué haces tú para cuidar…?")', async () => {
    const environment = await Conversation.opened(engine, topic('the-environment'), 'intermediate', 'spain');
    expect((await environment.say('¿Qué haces tú para cuidar el medio ambiente?')).text).not.toMatch(/profesora/u);
  });

  it('hears a view as a view and a job found as good news, never as a misfortune', async () => {
    const tech = await Conversation.opened(engine, topic('technology-and-social-media'), 'advanced', 'latam');
    const view = await tech.say(
      'Según mi app, el promedio es de cinco horas diarias, lo cual me parece una barbaridad.',
    );
    expect(view.text).not.toMatch(/siento|lamento/iu);
    const found = await tech.say('Las redes me ayudaron a encontrar trabajo: una empresa me contactó.');
    expect(found.text).not.toMatch(/siento|lamento/iu);
    expect(found.text).toMatch(/felicidades|qué bien|qué alegría|me alegro/iu);
  });

  it('says back one bare phrase per reply, and never pairs a name with a thing in one echo', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'intermediate');
    const reply = (await family.say('Hola, vengo de una familia grande: tengo tres hermanos.')).text;
    expect(reply.match(/¿[^?]*\?\s*(?:Ya veo|Ah, de acuerdo|Entiendo)/gu)?.length ?? 0).toBeLessThanOrEqual(1);
    const trip = await Conversation.opened(engine, customTopic('Birdwatching'), 'intermediate', 'spain');
    const asked = (await trip.say('¿Dónde puedo ver flamencos en España? ¿Qué lugar me recomiendas?')).text;
    expect(asked).not.toMatch(/España y el lugar/u);
  });

  it('names what a question it cannot answer asks about, and says plainly it does not know', async () => {
    const swimming = await Conversation.opened(
      engine,
      { title: 'Aprender a nadar', description: '', prompt: '' },
      'beginner',
    );
    const reply = (await swimming.say('¿Hace falta el gorro en la piscina?')).text;
    expect(reply).toMatch(/^¿El gorro\? (Pues no estoy segura|Uy, eso no lo sé)\./);
  });

  it('never says a sentence of three words or more twice, even inside another reaction line', async () => {
    const village = await Conversation.opened(
      engine,
      { title: 'Mi pueblo', description: '', prompt: '' },
      'intermediate',
    );
    const sentences: string[] = [];
    for (const line of ['Hay fiestas cada dos años.', 'Bailo siempre.', 'No me gusta la lluvia.', 'Nado mucho.']) {
      const reply = (await village.say(line)).text;
      sentences.push(...reply.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.split(' ').length >= 3));
    }
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('offers no sympathy for a plain story the act classifier alone half-reads as bad news', async () => {
    // No cue of news.json in either, and more than ten words: the classifier's bad news (0.84, 0.87) is short of sure.
    const stories = [
      'Ayer tomé el tren a Toledo y estaba lleno de turistas.',
      'No sabía que los romanos construyeron este puente tan alto sobre el río.',
    ];
    for (const line of stories) {
      const trip = await Conversation.opened(engine, { title: 'Mis viajes', description: '', prompt: '' }, 'beginner');
      expect((await trip.say(line)).text).not.toMatch(/siento|ánimo|pena/i);
    }
  });

  it('names the subjects of two questions it cannot answer, and bad news without a name it cannot vouch for', async () => {
    const swimming = await Conversation.opened(
      engine,
      { title: 'Aprender a nadar', description: '', prompt: '' },
      'beginner',
    );
    const asked = (await swimming.say('¿El gorro es obligatorio? ¿Cuántas clases hay por semana?')).text;
    expect(asked).toMatch(/^¿El gorro y las clases\? /);
    const friends = await Conversation.opened(
      engine,
      { title: 'Mis amigos', description: '', prompt: '' },
      'intermediate',
    );
    // "Maripili" is no word the partner can vouch for: "lo de la boda", not "lo de la boda de Maripili".
    const news = (await friends.say('Qué pena, suspendieron la boda de Maripili.')).text;
    expect(news).toContain('lo de la boda.');
  });

  it("answers from the learner's own topic text before any role's made-up facts", async () => {
    const studio = await Conversation.opened(
      engine,
      {
        title: 'Alquilar un estudio en Sevilla',
        description: 'Hablo con el dueño de un estudio.',
        prompt: 'Eres el dueño de un estudio. El estudio tiene aire acondicionado y una cocina pequeña.',
      },
      'intermediate',
    );
    const reply = (await studio.say('¿El estudio tiene aire acondicionado?')).text;
    expect(reply).toContain('El estudio tiene aire acondicionado y una cocina pequeña.');
  });

  it('takes up the topic word before a span of time, but a count of things before the topic word', async () => {
    const hobbies = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate');
    expect((await hobbies.say('Toco la guitarra desde hace tres años.')).text).toMatch(/guitarra/i);
    const counted = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate');
    // the count is said back within what the learner said
    expect((await counted.say('Tengo tres guitarras.')).text).toMatch(/^¿Tienes tres guitarras\?/u);
  });

  it('says back a long story by its main clause, not by a topic word, when a span of time in it is cut off', async () => {
    const summer = await Conversation.opened(engine, customTopic('Mi verano'), 'intermediate');
    const reply = await summer.say(
      'El verano pasado trabajé de monitor con niños de ocho años y fue una experiencia muy divertida.',
    );
    expect(reply.text).toMatch(/^¿El verano pasado trabajaste de monitor\?/u);
  });

  it('says a second goodbye with a short farewell, not the closing again', async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'intermediate');
    const first = await doctor.say('Gracias por todo, doctora.');
    const second = await doctor.say('¡Hasta luego!');
    expect(first.text).toMatch(/^¡Cuídese/u);
    expect(second.text).toMatch(/^¡Hasta [\p{L} ]+!$/u);
  });

  it('asks how the learner is after news of someone, once, but not after news of how they are now', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'beginner');
    expect((await family.say('Mi abuela está en el hospital.')).text).toMatch(/siento[^?]*¿Y (?:ahora )?cómo estás/u);
    expect((await family.say('Me duele mucho la espalda.')).text).not.toMatch(/cómo estás/u);
    // a thing that does not work now is a problem to talk about, not one to ask how the learner is after
    const garden = await Conversation.opened(engine, topic('family-and-friends'), 'beginner');
    expect((await garden.say('Mis tomates no crecen bien.')).text).not.toMatch(/cómo estás/u);
    expect((await garden.say('Ayer se me quemó el arroz.')).text).not.toMatch(/cómo estás/u);
    // a waiter goes on serving
    const cafe = await Conversation.opened(engine, topic('at-the-cafe'), 'beginner');
    expect((await cafe.say('Ayer me robaron la cartera.')).text).not.toMatch(/cómo estás/u);
    // and an interviewer with her interview, as a formal scene
    const interview = await Conversation.opened(engine, topic('job-interview'), 'intermediate');
    expect((await interview.say('Dejé mi último trabajo porque la empresa cerró.')).text).not.toMatch(
      /cómo (?:está|lo lleva)/u,
    );
    // a weakness asked about is no news to be sorry for
    expect((await interview.say('Mi debilidad es que a veces soy demasiado perfeccionista.')).text).not.toMatch(
      /siento/u,
    );
  });

  it('answers whether it knows a place asked about by name, and takes the question for no name', async () => {
    const conversation = await Conversation.opened(engine, topic('introducing-yourself'), 'beginner');
    const reply = (await conversation.say('¿Conoces Guadalajara?')).text;
    expect(reply).toMatch(/todavía no conozco Guadalajara/);
    expect(reply).not.toMatch(/Encantada/);
  });

  it('thanks a compliment rather than asking it back ("¿Soy muy amable?")', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'intermediate');
    expect((await family.say('Gracias, eres muy amable.')).text).not.toMatch(/soy muy amable/iu);
  });

  it('says back "viajamos" in the past when the turn or the question it answers is', async () => {
    const travel = await Conversation.opened(engine, topic('travel-and-holidays'), 'intermediate');
    expect((await travel.say('Visitamos Lima y Cusco, fue increíble.')).text).toMatch(/^¿Visitaron Lima/u);
    // a question about something else in the past says nothing of when the answer is
    const home = await Conversation.opened(engine, topic('the-environment'), 'intermediate', 'spain');
    expect((await home.say('En mi casa reciclamos el plástico y el papel.')).text).toMatch(/recicláis/u);
  });

  it('hears a dislike as an opinion, not as bad news to be sorry for', async () => {
    const hobbies = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate');
    expect((await hobbies.say('No me gusta nada el fútbol, es aburrido.')).text).not.toMatch(/siento|ánimo/iu);
  });

  it('hears good news with thanks as news, not as a goodbye the act classifier reads in the thanks', async () => {
    const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'beginner');
    await doctor.say('Me duele la cabeza.');
    const better = (await doctor.say('Ahora me siento mejor, muchas gracias.')).text;
    expect(better).not.toMatch(/hasta|adiós|terminar/iu);
    expect(better).toMatch(/buena noticia|alegr|bien/iu);
  });

  it('says back bad news no cue marks, with sympathy, when the act classifier hears it', async () => {
    const home = await Conversation.opened(engine, { title: 'Mi casa', description: '', prompt: '' }, 'beginner');
    // "caerse" is no cue of news.json; the classifier reads bad news (0.98).
    expect((await home.say('Se me cayó el reloj al río.')).text).toMatch(/^¿Se te cayó el reloj al río\? [^?]*siento/u);
  });

  it('says back a named thing neutrally, fit for bad news the cues missed, and beside a topic word', async () => {
    const flat = await Conversation.opened(engine, { title: 'Mi piso', description: '', prompt: '' }, 'intermediate');
    const complaint = (await flat.say('El dueño de mi piso no me devuelve el dinero y ya pasaron dos meses.')).text;
    expect(complaint).toMatch(/^¿El dueño de tu piso\? /);
    expect(complaint).not.toMatch(/interesante/i);
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'beginner');
    expect((await family.say('Mi vecino tiene tres hijos.')).text).toMatch(/^¿Tu vecino tiene tres hijos\? /u);
  });
});

describe('an apology', () => {
  it('puts the learner at ease and is never taken for a goodbye', async () => {
    const late = await Conversation.opened(engine, topic('introducing-yourself'), 'beginner');
    const reply = await late.say('Lo siento, llego tarde.');
    expect(reply.text).toMatch(/^¡No pasa nada!/);
    expect(reply.text).toMatch(/\?$/);
    expect(reply.text).not.toMatch(/Adiós/);
    expect(reply.farewell).toBeUndefined();
    const interview = await Conversation.opened(engine, topic('job-interview'), 'advanced');
    const formal = await interview.say('Le pido disculpas por el retraso, había mucho tráfico.');
    expect(formal.text).toMatch(/^No se preocupe/);
    expect(formal.text).not.toMatch(/Hasta la próxima/);
    expect(formal.farewell).toBeUndefined();
    // a goodbye said in words stays a goodbye, apology or not
    const leaving = await Conversation.opened(engine, topic('at-the-cafe'), 'intermediate');
    expect((await leaving.say('Lo siento, me tengo que ir. ¡Adiós!')).farewell).toBe(true);
  });

  it('is never asked back; what is told beside it is taken up', async () => {
    const neighbour = await Conversation.opened(engine, topic('family-and-friends'), 'intermediate');
    const reply = await neighbour.say('Perdón por la ruido de anoche, era mi cumpleaños.');
    expect(reply.text).toMatch(/^¡?No pasa nada/u);
    expect(reply.text).not.toMatch(/¿Perdón/u);
    expect(reply.text).toMatch(/cumpleaños/u);
  });

  it('is heard with "que" too ("Perdone que llegue tarde"), never taken for a goodbye', async () => {
    const late = await Conversation.opened(engine, topic('introducing-yourself'), 'intermediate');
    const reply = await late.say('Perdone que llegue tarde.');
    expect(reply.farewell).toBeUndefined();
    expect(reply.text).toMatch(/No pasa nada/u);
  });

  it('is no habit told ("Últimamente llego tarde…")', async () => {
    const routine = await Conversation.opened(engine, topic('daily-routine'), 'intermediate');
    const reply = await routine.say('Últimamente llego tarde al trabajo porque hay mucho tráfico.');
    expect(reply.text).not.toMatch(/No pasa nada|no te preocupes/iu);
  });
});

describe('questions the partner cannot answer', () => {
  it('are never thanked for as if they told something, however many come', async () => {
    const cooking = { title: 'Cocinar en casa', description: 'Hablo de la comida que preparo.', prompt: '' };
    const conversation = await Conversation.opened(engine, cooking, 'intermediate');
    for (const question of [
      '¿Qué cocinas los domingos?',
      '¿Dónde compras la fruta?',
      '¿Quién te enseñó a cocinar?',
      '¿Cuál es el mejor mercado de tu ciudad?',
      '¿Qué plato preparas para tus amigos?',
      '¿Qué comes hoy?',
      '¿Cuál es tu restaurante preferido?',
    ]) {
      const reply = (await conversation.say(question)).text;
      expect(reply, question).not.toMatch(/contármelo|explicármelo|tiene mucho sentido|ya veo|qué interesante/i);
      // answered from what the cooking frame knows, or honestly not known (scenes.json frame "cooking")
      expect(reply, question).toMatch(/no lo sé|no estoy segura|ni idea|no sabría|[Cc]ocin|[Aa]prendí|[Mm]e gusta/u);
    }
  });

  it('answers what it does, asked in the present, from its tastes', async () => {
    const cooking = { title: 'Cocinar en casa', description: 'Hablo de la comida que preparo.', prompt: '' };
    const conversation = await Conversation.opened(engine, cooking, 'intermediate');
    expect((await conversation.say('¿Desde cuándo cocinas?')).text).toMatch(/^Cocino desde hace años\./);
    expect((await conversation.say('¿Fumas?')).text).toMatch(/^No, no fumo\./);
  });
});

describe('a reflection after an infinitive', () => {
  it('reads the word after it as its object, never as a verb of the learner ("perder peso" is no "pesas")', async () => {
    const conversation = await Conversation.opened(engine, topic('hobbies-and-free-time'), 'intermediate', 'spain');
    const reply = (await conversation.say('Voy a perder peso este verano con la dieta.')).text;
    expect(reply).not.toMatch(/pesas/);
  });
});

describe('a partner playing a role by name', () => {
  it("says back the learner's words as they said them, and tells how long it has done something, not its age", async () => {
    const guitar = {
      title: 'Learning the guitar',
      description: 'Talk with my guitar teacher about my progress.',
      prompt: 'You are Andrés, a guitar teacher in Seville.',
    };
    const conversation = await Conversation.opened(engine, guitar, 'intermediate', 'spain');
    const reply = (await conversation.say('Me gusta mucho la musica de Paco de Lucía.')).text;
    expect(reply).toContain('Paco de Lucía');
    expect(reply).not.toContain('Paco de Andrés');
    const howLong = (await conversation.say('¿Cuántos años tienes tocando la guitarra?')).text;
    expect(howLong).toMatch(/^Llevo años tocando la guitarra\./);
    expect(howLong).not.toMatch(/veintinueve/);
  });

  it('answers how long it has done something before any fact of its scene, in either variety', async () => {
    for (const variety of ['spain', 'latam'] as const) {
      const doctor = await Conversation.opened(engine, topic('at-the-doctor'), 'intermediate', variety);
      const reply = (await doctor.say('¿Cuánto tiempo lleva usted trabajando aquí?')).text;
      expect(reply, variety).toMatch(/^Llevo años trabajando aquí\./);
    }
  });
});

describe('a mishap the act classifier reads as a plain statement', () => {
  it('is still bad news when the turn sounds amiss', async () => {
    const cafe = await Conversation.opened(engine, topic('at-the-cafe'), 'intermediate', 'spain');
    await cafe.say('Un café solo, por favor.');
    const reply = (await cafe.say('Ay, no, tiré todo mi café en mi camisa nueva. ¡Es un desastre!')).text;
    expect(reply).toMatch(/siento|vaya|qué pena|lástima/i);
    expect(reply).not.toMatch(/buena elección/i);
    // their own mishap, met with sympathy, not the apology of one who served it badly
    expect(reply).not.toMatch(/no debería pasar|lo arreglo/i);
  });
});

describe('feedback on a number before a singular noun', () => {
  it('praises nothing in the message, not even its topic word ("dos hermano")', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'beginner');
    const reply = await family.say('Tengo dos hermano y una hermana.', { requestFeedback: true });
    expect(reply.feedback ?? '').not.toMatch(/Good|Nice|Great/);
  });
});

describe('news of what happened', () => {
  it('is never taken for a goodbye, though it shares words with one; a parting to the partner still is', async () => {
    for (const news of [
      'Acabo de enterarme de que el piso que me encantaba ya lo han alquilado.',
      'La tienda que me gustaba ya la han cerrado.',
    ]) {
      const told = await Conversation.opened(engine, topic('getting-around-the-city'), 'intermediate');
      const reply = await told.say(news);
      expect(reply.text, news).not.toMatch(/Hasta pronto|Adiós/);
      expect(reply.farewell, news).toBeUndefined();
    }
    const leaving = await Conversation.opened(engine, topic('getting-around-the-city'), 'intermediate');
    expect((await leaving.say('Me encantó hablar contigo, pero ya me voy.')).farewell).toBe(true);
  });
});

describe('a recast after an object pronoun that is also an article', () => {
  it('turns the verb to the learner ("las encontramos" is said back "las encontráis"), never repeats it', async () => {
    const trip = await Conversation.opened(engine, topic('travel-and-holidays'), 'intermediate', 'spain');
    await trip.say('Perdimos nuestras maletas en el aeropuerto.');
    const reply = await trip.say('Sí, al final las encontramos dos días despues.');
    expect(reply.text).not.toMatch(/encontramos/);
  });
});

describe('a reflection after a determiner that is no pronoun', () => {
  it('never turns a word after "esta" or "mi" into a verb of the learner ("esta enfermo" is no "yo enfermo")', async () => {
    const family = await Conversation.opened(engine, topic('family-and-friends'), 'beginner', 'latam');
    const reply = await family.say('Mi hermano menor esta enfermo esta semana.');
    expect(reply.text).not.toMatch(/enfermas/);
  });

  it('says back only the first half of a turn whose second half may start with a verb read as a noun', async () => {
    for (const [topicId, line, said] of [
      ['daily-routine', 'Me levanto temprano y desayuno café con pan.', '¿Te levantas temprano?'],
      ['daily-routine', 'Llevo tres días sin internet y trabajo desde casa.', '¿Llevas tres días sin internet?'],
    ] as const) {
      const talk = await Conversation.opened(engine, topic(topicId), 'beginner');
      const reply = (await talk.say(line)).text;
      expect(reply).toContain(said);
      expect(reply).not.toMatch(/desayuno café|trabajo desde/u);
    }
  });

  it('says back a count within what the learner did rather than the count alone', async () => {
    const talk = await Conversation.opened(engine, customTopic('My first marathon'), 'beginner');
    const reply = (await talk.say('Corro cuatro veces por semana.')).text;
    expect(reply).toMatch(/^¿Corres cuatro veces por semana\?/u);
  });

  it('never says back an English word the learner used as if it were Spanish', async () => {
    const talk = await Conversation.opened(engine, topic('daily-routine'), 'beginner');
    expect((await talk.say('Voy al gym los martes.')).text).not.toMatch(/gym/u);
  });

  it('says "vale" only to a learner from Spain', async () => {
    const said = async (variety: 'spain' | 'latam') => {
      const talk = await Conversation.opened(engine, topic('daily-routine'), 'beginner', variety);
      return (await talk.say('Me levanto a las seis todos los días.')).text;
    };
    expect(await said('latam')).not.toMatch(/vale/iu);
    expect(await said('spain')).toMatch(/¡Ah, vale!/u);
  });

  it('is sorry for news of a time that is over without hoping it mends soon', async () => {
    const said = async (line: string) => {
      const talk = await Conversation.opened(engine, topic('family-and-friends'), 'intermediate');
      return (await talk.say(line)).text;
    };
    const old = await said('Cuando era niño, me perdí en un mercado muy grande.');
    expect(old).toMatch(/pena|siento|lamento/u);
    expect(old).not.toMatch(/mejore|arregle/u);
    expect(await said('Mi abuelo murió hace diez años.')).not.toMatch(/mejore|arregle/u);
  });

  it('says the topic word in the learner variety, as the learner wrote it, and hears a symptom as news', async () => {
    const rental = { title: 'Rentar un carro', description: '', prompt: 'Eres el empleado de una renta de autos.' };
    const car = await Conversation.opened(engine, rental, 'beginner', 'latam');
    expect((await car.say('Hola, quiero rentar un carro.')).text).not.toMatch(/coche/u);
    const pharmacy = { title: 'En la farmacia', description: '', prompt: 'Eres la farmacéutica de una farmacia.' };
    const ill = await Conversation.opened(engine, pharmacy, 'beginner', 'latam');
    await ill.say('Tengo dolor de garganta.');
    expect((await ill.say('También tengo un poco de diarrea.')).text).toMatch(/siento|pena|lamento/u);
  });

  it('hears a favourite ranked in a story as no news, and a plan after "yo" as no goodbye', async () => {
    const books = await Conversation.opened(engine, topic('film-music-and-books'), 'advanced');
    const ranked = await books.say(
      'La canción que más me ha acompañado fue una de Mercedes Sosa; la escuchaba cuando vivía sola en otra ciudad.',
    );
    expect(ranked.text).not.toMatch(/siento|lamento|pena/iu);
    const travel = await Conversation.opened(engine, topic('travel-and-holidays'), 'beginner', 'latam');
    const plan = await travel.say('¡Qué bien! Yo quiero ir a Chile para ver el desierto de Atacama.');
    expect(plan.text).not.toMatch(/adiós|hasta pronto/iu);
    expect(plan.farewell).toBeUndefined();
  });
});

describe('a taste or a title', () => {
  it('is no bad news: a book genre disliked for what it is, a film named with a sad word', async () => {
    const films = await Conversation.opened(engine, topic('film-music-and-books'), 'intermediate', 'spain');
    const taste = await films.say('Los libros de terror no me gustan porque son muy aburridos.');
    expect(taste.text).not.toMatch(/siento|lamento|pena/iu);
    const seen = await films.say("La semana pasada vi 'Dolor y gloria' y me gustó mucho.");
    expect(seen.text).not.toMatch(/siento|lamento|qué mal/iu);
    // no title cut in two
    expect(seen.text).not.toMatch(/'Dolor\?/u);
  });

  it('takes an order and answers the question asked beside it; a question of what a thing holds orders nothing', async () => {
    const cafe = await Conversation.opened(engine, topic('at-the-cafe'), 'beginner', 'spain');
    // the bill of what was just ordered, said once
    const bill = (await cafe.say('Hola. Quiero un café con leche. ¿Cuánto es?')).text;
    expect(bill).toMatch(/café con leche: 1,80 euros/u);
    expect(bill).not.toMatch(/Muy bien/u);
    // the order taken, and the question of another thing answered by that thing
    const wifi = (await cafe.say('Y un zumo de naranja, por favor. ¿Tenéis wifi?')).text;
    expect(wifi).toMatch(/Muy bien: un zumo/u);
    expect(wifi).toMatch(/wifi/u);
    expect(wifi).not.toMatch(/cuesta/u);
    const latam = await Conversation.opened(engine, topic('at-the-cafe'), 'beginner', 'latam');
    expect((await latam.say('¿Qué lleva el café de olla?')).text).not.toMatch(/Muy bien: un café/u);
  });

  it("sums an order of a learner's topic priced in brackets, the accent the learner left out its own", async () => {
    const bakery = await Conversation.opened(
      engine,
      {
        title: 'En una panadería de Bogotá',
        description: 'Compras el desayuno.',
        prompt:
          'Eres Yolanda, dueña de la Panadería El Trigal. Vendes pandebono (1.500 pesos), almojábana (2.000 pesos), ' +
          'tinto (1.500 pesos) y chocolate con queso (6.000 pesos). No haces tortas por encargo.',
      },
      'beginner',
      'latam',
    );
    expect((await bakery.say('Buenos dias, ¿cuanto vale una almojabana?')).text).toMatch(/Almojábana: 2\.000 pesos/u);
    expect((await bakery.say('Quiero dos pandebonos y un tinto, ¿cuánto es todo?')).text).toMatch(
      /Dos pandebonos y un tinto: 4\.500 pesos en total/u,
    );
    expect((await bakery.say('¿Me hace una torta para el sábado?')).text).toMatch(/No hago tortas por encargo/u);
  });
});
