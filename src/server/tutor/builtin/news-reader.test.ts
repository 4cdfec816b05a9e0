import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createNewsReader } from './news-reader';
import { negativeLemmas } from './valence';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { Conversation, asTutorTopic, contentDir, createTestEngine, customTopic } from './testing/tutor-test-kit';

const reader = createNewsReader(loadPartnerKnowledge().news);

describe('news reader', () => {
  it.each([
    ['Se murieron todas mis plantas.', 'bad'],
    ['Ayer me robaron la mochila en el autobús.', 'bad'],
    ['A mi abuelo le duelen mucho las rodillas.', 'bad'],
    ['Me he roto el brazo. ¿Qué puedo hacer?', 'bad'],
    ['La sopa estaba fría.', 'complaint'],
    ['Hoy estoy un poco mal.', 'bad'],
    // A disaster is bad news by its noun alone.
    ['Anoche hubo una inundación en el sótano de mis tíos.', 'bad'],
    // an infinitive after "volver a" or "acabar de" tells what happened (again, just now)
    ['Esta mañana he vuelto a perder las llaves del coche.', 'bad'],
    ['Acabo de suspender el examen de conducir.', 'bad'],
    ['El terremoto destruyó la escuela del pueblo.', 'bad'],
    // a break-up, a cut in pay, food poisoning; leave to do something is no news
    ['Mi novia me dejó la semana pasada.', 'bad'],
    ['Mi pareja y yo rompimos en verano.', 'bad'],
    ['Me han bajado el sueldo otra vez.', 'bad'],
    ['Me intoxiqué con la comida del avión.', 'bad'],
    ['Mi madre me dejó ir a la fiesta.', undefined],
    ['¡Aprobé el examen de conducir!', 'good'],
    ['Mi hermana está embarazada.', 'good'],
    // a "no" on its own answers what was asked; an exclamation is a reaction, the news is what follows it
    ['No, ya la encontré.', 'good'],
    ['¡Ah, no! Está en mi mochila. Perdón, todo está bien.', 'good'],
    ['¡Qué alivio!', 'good'],
    // a gift to the speaker, in any tense; a gift the speaker gives is no news
    ['¡Tengo una noticia buenísima! Me han regalado entradas para un concierto.', 'good'],
    ['Mi novio me regaló un libro.', 'good'],
    // getting better after bad news is good news ("De acuerdo, gracias por contármelo" was the reply)
    ['Ahora estoy mejor, gracias.', 'good'],
    ['Ya me siento mucho mejor.', 'good'],
    // A refusal, a quarrel, someone missed (an intensifier between the words), a pet gone.
    ['A mi primo le negaron el permiso de trabajo.', 'bad'],
    ['Discutimos y tuvimos una pelea muy fea.', 'bad'],
    ['Desde que se fue mi abuela la echo mucho de menos.', 'bad'],
    ['El perro de mis vecinos desapareció el domingo.', 'bad'],
    // What is about to go wrong ("ir a" + a bad verb), what has not happened ("sin" + a verb that fails when
    // denied), someone who does not help, a delay done to the learner, a stay in hospital.
    ['Voy a perder el último tren a casa.', 'bad'],
    ['Llevo tres semanas sin dormir bien.', 'bad'],
    ['Nadie me contesta los correos desde el lunes.', 'bad'],
    ['Han retrasado mi vuelo cinco horas.', 'bad'],
    ['Mi abuela está en el hospital desde el viernes.', 'bad'],
    // An illness, a fine, a delay, a sleepless night.
    ['Mi sobrino tiene varicela.', 'bad'],
    // a bite, a faint, a fracture, mockery, a funeral; vermin where one sleeps is a complaint
    ['Me mordió un perro en el parque.', 'bad'],
    ['A mi hermano le pegaron unos chicos en la calle.', 'bad'],
    ['Mi tía se desmayó en la calle.', 'bad'],
    ['Unos compañeros se burlan de mi hijo.', 'bad'],
    ['Ayer fuimos al funeral de un vecino.', 'bad'],
    ['Había chinches en la cama del hotel.', 'complaint'],
    ['Me pusieron una multa por aparcar mal.', 'bad'],
    ['El tren llegó con una hora de retraso.', 'bad'],
    ['Anoche no dormí nada.', 'bad'],
    // a verb that tells news when negated, in any person and tense
    ['Ay, no encuentro mi monedero.', 'bad'],
    // dismay said in so many words, whatever the mishap
    ['Ay, no, tiré el café en mi camisa.', 'bad'],
    ['Oh, no, se me ha manchado la camisa.', 'bad'],
    // a verb the lexicon lacks, read by its regular endings
    ['Ayer me hackearon la cuenta de Instagram.', 'bad'],
    ['Me lastimé la espalda levantando pesas.', 'bad'],
    // a loss that ended well, and "objetos perdidos", a place, not news
    ['Perdí mi cartera, pero por suerte la encontré.', 'good'],
    ['Al final lo encontré en la oficina de objetos perdidos.', 'good'],
    // what was bad news denied is good news affirmed of the thing already named, in any person and tense
    ['Por fin lo hemos encontrado.', 'good'],
    ['No la hemos encontrado.', 'bad'],
    ['Todavía no ha llegado mi maleta.', 'bad'],
    ['Perdona, pero el calentador no funciona.', 'complaint'],
    ['Creo que hay una mosca en mi zumo.', 'complaint'],
    // a mishap told by its verb in any person and tense
    ['Ayer me caí de la bici y me torcí el tobillo.', 'bad'],
    ['Cancelaron mi vuelo a Lima.', 'bad'],
    // food gone bad, in any form; sorrow with an intensifier inside the phrase
    ['Las peras que compré estaban podridas.', 'complaint'],
    ['Este yogur está caducado.', 'complaint'],
    ['El parque de mi infancia está tan sucio que me da muchísima pena.', 'bad'],
    // something taken, someone missed, a bill wrong, a hair in the soup
    ['Me quitaron el móvil en el metro.', 'bad'],
    ['Mi prima se muda y la voy a echar de menos.', 'bad'],
    ['Me has cobrado dos veces el café.', 'complaint'],
    ['Hay un pelo en mi sopa.', 'complaint'],
    ['La leche está agria.', 'complaint'],
  ])('hears the news in any person and tense, questions aside: %s', (line, mood) => {
    expect(reader.moodOf(line)).toBe(mood);
  });

  it.each([
    'No estoy triste, solo cansado de estudiar.',
    'Ya no me duele la espalda.',
    '¿Te duele la cabeza?',
    'Vivo en Sevilla.',
    // the same verbs, not negated
    'Encontré mi monedero en el autobús.',
    'El calentador funciona muy bien.',
    // someone described, not news: "un desastre" of a person or a pet
    'Mi perro es un desastre, lo muerde todo.',
    // a denied "poder" says how much, not what went wrong
    'No pudimos parar de reír.',
    // the cue stands inside a phrase that tells how much one likes or wants something
    'No puedo vivir sin mi guitarra.',
    'No puedo esperar a ver a mis primos.',
    'Me niego a comer carne.',
    // the same words in no news
    'Tengo el pelo largo.',
    'Me quité los zapatos para bailar.',
    // a verb that is bad news only when done to someone, said of a thing or of the speaker's own doing
    'Me muerdo las uñas cuando estoy nervioso.',
    'Esta camiseta pega con todo.',
    'Le regalé flores a mi madre.',
    // a word the tagger may read as a bad verb that is also a noun of no bad meaning ("deporte", not "deportar")
    'Hago deporte los lunes.',
  ])('no news where a negation undoes the cue or the sentence only asks: %s', (line) => {
    expect(reader.moodOf(line)).toBeUndefined();
  });

  it.each([
    ['Se murieron todas mis plantas este invierno.', 'tú', 'de tus plantas'],
    ['Ayer alguien robó la bicicleta de mi hermano.', 'tú', 'de la bicicleta de tu hermano'],
    ['Me he roto el tobillo jugando al fútbol.', 'tú', 'del tobillo'],
    ['No tengo fiebre, pero me duele la garganta mucho.', 'usted', 'de la garganta'],
    ['Perdí mi trabajo la semana pasada.', 'usted', 'de su trabajo'],
    ['No encuentro mi pasaporte. Creo que me lo robaron en el tren.', 'tú', 'de tu pasaporte'],
    // With no subject or object, a phrase after "con" or "para" tells what it is about; one after "en" never does.
    ['Estoy muy triste con mi nota de inglés.', 'tú', 'de tu nota de inglés'],
    ['Me siento fatal para la entrevista de mañana.', 'tú', 'de la entrevista'],
    // No cue at all (the act classifier may hear the news): the first thing the turn names.
    ['Se me cayó el reloj al río.', 'tú', 'del reloj'],
    // …but after a "pero" with something amiss, what follows it: the fix went before, the loss after
    ['Ya cambié la contraseña, pero las fotos no volvieron.', 'tú', 'de las fotos'],
  ] as const)('names what the bad news is about from the partner side: %s', (line, register, about) => {
    expect(reader.aboutOf(line, register)).toBe(about);
  });

  it.each([
    'Esta mañana me robaron en el metro.',
    'Estoy muy triste.',
    'Nuestro perro se murió.',
    // news told by a noun its clause alone holds: the doctor is not what it is about
    'El médico dice que tengo diabetes.',
  ])('names nothing rather than a time, a place or a phrase it cannot say back: %s', (line) => {
    expect(reader.aboutOf(line, 'tú')).toBeUndefined();
  });

  it('takes news the learner names as good or bad at its word, unless denied', () => {
    expect(reader.moodOf('Buenas noticias: encontré las fotos del accidente en mi celular.')).toBe('good');
    expect(reader.moodOf('No tengo buenas noticias: perdí el trabajo.')).toBe('bad');
    expect(reader.moodOf('El agua ha llegado al piso de abajo y la vecina está furiosa.')).toBe('bad');
  });

  it('hears no news in a hope, nor in a verb form the glossary rates only as another verb', () => {
    // with the glossary's ratings, as the engine reads: "venga" is venir's as well as vengar's
    const news = loadPartnerKnowledge().news;
    const rated = createNewsReader(news, () => negativeLemmas(bilingualGlossary(), news.valence));
    expect(rated.moodOf('Espero que mi novia venga conmigo.')).toBeUndefined();
    expect(rated.moodOf('Esperé una hora y nadie vino.')).toBe('bad');
    expect(rated.moodOf('Me hackearon la cuenta de correo.')).toBe('bad');
    // "me parece un desastre" judges: an opinion, however bad its word; a thing that happened is still news
    expect(rated.moodOf('El turismo masivo me parece una catástrofe para la costa.')).toBeUndefined();
    expect(rated.moodOf('Hubo una catástrofe en la costa.')).toBe('bad');
  });

  it('tells a passing ailment from a misfortune', () => {
    expect(reader.toldAsMild('Llevo tres días con dolor de cabeza.')).toBe(true);
    expect(reader.toldAsMild('Anoche tenía fiebre y tos.')).toBe(true);
    expect(reader.toldAsMild('Mi tío falleció ayer.')).toBe(false);
    expect(reader.toldAsMild('Tengo fiebre y me robaron la cartera.')).toBe(false);
    // told as a habit ("siempre me pierdo"), or anger, it is a passing trouble too
    expect(reader.toldAsMild('Uso el GPS porque siempre me pierdo en el coche.')).toBe(true);
    expect(reader.toldAsMild('Estoy harto del ruido de la obra.')).toBe(true);
  });

  it('hears a judgement as an opinion, not good news, however glad its words', () => {
    expect(reader.onlyJudges('Mis amigos piensan que es aburrido, pero yo lo encuentro muy relajante.')).toBe(true);
    expect(reader.moodOf('Mis amigos piensan que es aburrido, pero yo lo encuentro muy relajante.')).toBeUndefined();
    expect(reader.onlyJudges('Aprobé el examen y estoy muy contenta.')).toBe(false);
    expect(reader.moodOf('Aprobé el examen y estoy muy contenta.')).toBe('good');
  });

  it('tells a worry or a fear from a misfortune', () => {
    expect(reader.toldAsWorry('Últimamente me preocupa mucho el cambio climático.')).toBe(true);
    expect(reader.toldAsWorry('Mi perro murió ayer.')).toBe(false);
    // a worry word is a cue of its own, valence or none
    expect(reader.toldAsWorry('Hoy cocino para mis suegros y estoy nerviosa.')).toBe(true);
    // what is feared has not happened: the fear is the news, not a breakage
    const feared = 'Tengo un piano antiguo de mi abuelo y me da miedo que se rompa.';
    expect(reader.fears(feared)).toBe(true);
    expect(reader.toldAsWorry(feared)).toBe(true);
    expect(reader.fears('Se me rompió el piano de mi abuelo.')).toBe(false);
  });

  it('meets a fear of what might happen to one’s own with understanding, not pity', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('La mudanza'), 'advanced');
    await conversation.open();
    const reply = (await conversation.say('Tengo un piano de mi abuelo y me da miedo que se rompa.')).text;
    expect(reply).not.toMatch(/qué pena|lo siento|lamento|mala suerte/i);
    expect(reply).toMatch(/entiendo|normal/i);
  });

  it('hears a taste as no news, a rise as good news, and a fear or nerves as a worry', () => {
    expect(reader.moodOf('Las películas de superhéroes me aburren muchísimo.')).toBeUndefined();
    expect(reader.moodOf('La semana pasada me subieron el sueldo, ¡por fin!')).toBe('good');
    expect(reader.feelsAWorry('Mi pareja dice que le dan miedo las alturas.')).toBe(true);
    expect(reader.feelsAWorry('Mi novio está un poco nervioso.')).toBe(true);
    expect(reader.feelsAWorry('Estoy muy preocupada por mi trabajo.')).toBe(false);
  });

  it('hears a hurt of one\'s own as bad news, even played down ("Me corté el dedo, pero no es grave")', () => {
    expect(reader.moodOf('¡Ay! Me corté el dedo con el cuchillo, pero no es grave.')).toBe('bad');
    expect(reader.moodOf('Corté el pan.')).toBeUndefined();
  });

  it('hears no bad news in a turn that laughs at itself ("…todavía, jaja")', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mis vacaciones'), 'intermediate');
    await conversation.open();
    const reply = (await conversation.say('Mis maletas están en el coche todavía, jaja.')).text;
    expect(reply).not.toMatch(/lo siento|ánimo|lamento/iu);
  });

  it('hears no good news the classifier alone is not sure of ("Me di cuenta de que era tarde")', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mi semana'), 'intermediate');
    await conversation.open();
    expect((await conversation.say('Me di cuenta de que era tarde.')).text).not.toMatch(/buena noticia|me alegro/iu);
  });

  it('shares a hope, says "¡Ojalá que no!" to a hope against, and thanks a wish to the partner', async () => {
    expect(reader.hopeIn('Espero que mi abuelo se mejore pronto.')).toBe('yes');
    expect(reader.hopeIn('Ojalá que no llueva mañana.')).toBe('no');
    expect(reader.hopeIn('Espero que tengas un buen día.')).toBe('toYou');
    expect(reader.hopeIn('Quiero que me ayudes.')).toBeUndefined();
    const conversation = new Conversation(createTestEngine(), customTopic('Mi familia'), 'intermediate');
    await conversation.open();
    const reply = (await conversation.say('Espero que mi abuelo se mejore pronto.')).text;
    expect(reply).toMatch(/^¡Ojalá que sí!/u);
    expect(reply).not.toMatch(/interesante/u);
  });

  it('meets someone feeling nervous with understanding, not condolences, and hears no news in "Qué pena."', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('El camping'), 'advanced');
    await conversation.open();
    const reply = (await conversation.say('Es la primera vez que mi novio va de camping y está un poco nervioso.'))
      .text;
    expect(reply).not.toMatch(/lo de tu novio|lo siento|lamento/i);
    expect(reply).toMatch(/entiendo|normal/i);
    // a regret said of what the partner just said is no news of the learner's own
    expect(reader.moodOf('Qué pena. ¿Y la piscina está abierta?')).toBeUndefined();
  });

  it('meets a worry about the world with understanding, not pity', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const topic = topics.topics.find((candidate) => candidate.id === 'the-environment')!;
    const conversation = new Conversation(createTestEngine(topics), asTutorTopic(topic), 'advanced');
    await conversation.open();
    const reply = (await conversation.say('Últimamente me preocupa mucho el cambio climático.')).text;
    expect(reply).toMatch(/entiendo/i);
    expect(reply).not.toMatch(/qué pena|lo siento|lamento|mala suerte/i);
  });

  it('hears a death, not one denied', () => {
    expect(reader.toldOfDeath('Tengo que ir a un entierro: mi tío falleció ayer.')).toBe(true);
    expect(reader.toldOfDeath('Se murió mi gato.')).toBe(true);
    expect(reader.toldOfDeath('Mi abuelo no murió, está mejor.')).toBe(false);
  });

  it('hears news announced in so many words, and advises on a theft in any scene', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const topicOf = (id: string) => {
      const topic = topics.topics.find((candidate) => candidate.id === id)!;
      return { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: id };
    };
    const engine = createTestEngine(topics);
    const travel = new Conversation(engine, topicOf('travel-and-holidays'), 'beginner');
    await travel.open();
    expect((await travel.say('Malas noticias: va a llover todo el fin de semana.')).text).toMatch(/siento|pena/u);
    const cafe = new Conversation(engine, topicOf('at-the-cafe'), 'intermediate', 'spain');
    await cafe.open();
    expect((await cafe.say('Ay no, me robaron la cartera. ¿Qué hago?')).text).toMatch(/denuncia/u);
  });

  it('meets a death with condolences, never the clause said back as a question', async () => {
    const conversation = new Conversation(
      createTestEngine(),
      { title: 'En el taller', description: '', prompt: '' },
      'intermediate',
    );
    await conversation.open();
    const reply = (await conversation.say('Tengo que conducir a Madrid para un entierro: mi tío falleció ayer.')).text;
    // sympathy that names who died, or condolences
    expect(reply).toMatch(/pésame|siento mucho lo de tu tío/u);
    // a death is not asked back as a question ("¿Tu tío falleció ayer?")
    expect(reply).not.toMatch(/falleció/iu);
    expect(reply).not.toMatch(/Qué pena/u);
    // nor an idiom of laughing taken for one
    const laughing = (await conversation.say('Mi abuela se murió de risa con la película.')).text;
    expect(laughing).not.toMatch(/siento|pésame/u);
  });

  it('hears no good news in a condition, whatever the act classifier says', async () => {
    const interview = { title: 'job-interview', description: '', prompt: '', defaultTopicId: 'job-interview' };
    const conversation = new Conversation(createTestEngine(), interview, 'advanced', 'spain');
    await conversation.open();
    const reply = (await conversation.say('Si me contrataran, podría empezar el mes que viene.')).text;
    expect(reply).not.toMatch(/felicidades|buena noticia|me alegro/iu);
  });

  it('asks nothing about what the bad news is about right after it', async () => {
    const family = { title: 'family-and-friends', description: '', prompt: '', defaultTopicId: 'family-and-friends' };
    for (let opening = 0; opening < 3; opening++) {
      const conversation = new Conversation(createTestEngine(), family, 'intermediate', 'latam');
      await conversation.open();
      for (let turn = 0; turn < opening; turn++) await conversation.say('Sí, claro.');
      const reply = (await conversation.say('Estoy triste porque mi perro murió la semana pasada.')).text;
      expect(reply).not.toMatch(/perros/u);
    }
  });

  it('tells a turn that praises and denies nothing from one that denies or praises nothing', () => {
    expect(reader.praisesOnly('Fuimos a Sevilla en tren. Fue increíble, aunque hacía calor.')).toBe(true);
    expect(reader.praisesOnly('La comida era rica, pero no pude terminarla.')).toBe(false);
    expect(reader.praisesOnly('Ayer fuimos al cine con mis primos.')).toBe(false);
    // a comparison that judges one side ill is no praise ("hoy caros, ayer baratos")
    expect(reader.praisesOnly('Los mangos están muy caros hoy, ayer estaban más baratos.')).toBe(false);
    // A question asks; only statements count.
    expect(reader.praisesOnly('¿Es bonito el barrio?')).toBe(false);
  });
});

describe('news the dialogue-act classifier alone hears', () => {
  const engine = createTestEngine();
  it('is taken up only with a sign of a mishap or when the classifier is all but certain', async () => {
    const conversation = new Conversation(engine, customTopic('Una fiesta en casa'), 'intermediate');
    await conversation.open();
    // plain plans and meals, which the classifier reads as bad news at 0.80-0.95
    for (const line of ['Mis amigos y yo llevamos las bebidas.', 'Ayer comimos paella y bebimos vino.'])
      expect((await conversation.say(line)).text, line).not.toMatch(/siento|ánimo|lástima/i);
    expect((await conversation.say('Se me cayó la tarta al suelo.')).text).toMatch(/siento|vaya/i);
  });

  it('keeps a misfortune that happened as news however plain a statement the classifier hears', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const routine = asTutorTopic(topics.topics.find((topic) => topic.id === 'daily-routine')!);
    const conversation = new Conversation(createTestEngine(topics), routine, 'beginner');
    await conversation.open();
    const fire = 'Este verano hubo un incendio cerca de mi pueblo y se quemó todo el bosque.';
    expect((await conversation.say(fire)).text).toMatch(/siento|pena|lástima/i);
    expect(reader.toldAnEvent(fire)).toBe(true);
    expect(reader.toldAnEvent('Aprendí a resolver conflictos en mi trabajo.')).toBe(false);
    expect(reader.toldAnEvent('No hubo ningún accidente.')).toBe(false);
  });
});

describe('a state told with a phrase of a verb', () => {
  it.each([
    ['Duermo muy mal.', 'bad'],
    ['Últimamente duermo muy mal y estoy agotada.', 'bad'],
    ['Duermo muy bien.', undefined],
    // the negation denies the bad manner: one sleeps well
    ['No duermo mal.', undefined],
    ['No duermo nada.', 'bad'],
  ])('%s → %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });
});

describe('bad news of a time that is over, told beside things being better now', () => {
  it.each([
    ['Ahora trabajo en casa y estoy mucho mejor; antes me dolía la espalda todos los días.', undefined],
    ['Desde que vivo en el pueblo estoy más tranquilo, antes estaba siempre nervioso y enfermo.', undefined],
    // bad news now, or a death, is still news to be sorry for
    ['Antes estaba mejor, pero ahora me duele mucho la rodilla.', 'bad'],
    ['Mi perro murió hace años; ahora mi gato está mejor.', 'bad'],
  ])('«%s» is %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });

  it('gets no sympathy from the classifier either', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mi vida sana'), 'intermediate');
    await conversation.open();
    const reply = await conversation.say('Desde que medito duermo mucho mejor; antes no dormía nada.');
    expect(reply.text).not.toMatch(/siento|qué pena|lástima|qué mal/iu);
  });
});

describe('bad news read from the valence of a lemma (AFINN-165 through the glossary)', () => {
  const { news } = loadPartnerKnowledge();
  const withValence = createNewsReader(news, () => negativeLemmas(bilingualGlossary(), news.valence));

  it.each([
    // no lemma of news.json names these: their English glosses are rated negative
    'Mi abuelo tiene un tumor.',
    'Fue una catástrofe.',
    'Hubo un secuestro en mi barrio.',
    'Ayer hubo una tragedia en la playa.',
  ])('%s is bad news by its valence alone', (text) => {
    expect(reader.moodOf(text)).toBeUndefined();
    expect(withValence.moodOf(text)).toBe('bad');
  });

  it.each([
    // an adjective describes: a taste is no news
    'No me gusta el café muy amargo.',
    // a bad verb undoing a bad object, and bad news a "pero" turns
    'El año pasado perdí el miedo a volar.',
    'Me daba pánico hablar en público, pero perdí el miedo.',
    'El examen fue horrible, pero aprobé.',
    // a word whose glosses mislead is left out (news.json valence.except), and a dislike is an opinion
    'Vale la pena probarlo.',
    'Odio las fotos de comida en las redes.',
  ])('%s is no bad news', (text) => {
    expect(withValence.moodOf(text)).not.toBe('bad');
  });
});

describe('the "se" of a mishap', () => {
  it.each([
    ['Se me quemó el pastel de cumpleaños de mi hijo.', 'bad'],
    ['Ayer se le cayó el móvil al agua.', 'bad'],
    ['Se nos estropeó la lavadora.', 'bad'],
    // the verbs that use it for good or neutral news (news.json accidentalSe.except)
    ['Se me ocurrió una idea para el fin de semana.', undefined],
    ['Se me antojó un helado de fresa.', undefined],
  ])('%s → %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });
});

describe('a fault in a thing', () => {
  it.each([
    ['El café está muy frío.', 'complaint'],
    ['Oiga, la sopa era fría.', 'complaint'],
    ['El pan está un poco duro.', 'complaint'],
    ['Las toallas estaban sucias.', 'complaint'],
    // what is expected cold, the speaker's own state, a description, a denial
    ['La cerveza está fría.', undefined],
    ['Estoy mojado.', undefined],
    ['El invierno es frío.', undefined],
    ['La sopa no está fría.', undefined],
  ])('%s → %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });
});

describe('a belief denied or doubted', () => {
  it.each([
    ['No creo que mi jefe esté contento.', undefined],
    ['Dudo que el examen sea fácil.', undefined],
    ['No es verdad que mi hermana haya ganado la lotería.', undefined],
    // what the doubt does not cover still tells its news
    ['No creo que sea grave, pero me duele mucho la espalda.', 'bad'],
    ['Creo que mi jefe está contento.', 'good'],
    // a wish tells what is wanted, not what happened, up to a "porque"
    ['No quiero que me pierda.', undefined],
    ['Quiero que me devuelvan el dinero porque la chaqueta está rota.', 'complaint'],
    // news called bad in so many words
    ['Lamentablemente, el cine de mi barrio va a cerrar el mes que viene.', 'bad'],
    // a condition tells what has not happened; being taken on is good news
    ['Si me contrataran, podría empezar en enero.', undefined],
    ['Si me despiden, me quedo sin casa.', undefined],
    // …but what happened, told after the condition's own verb, is news
    ['Perdona si estoy un poco rara hoy, es que mi abuelo murió el domingo.', 'bad'],
    ['Te cuento algo bueno: me aceptaron en un coro.', 'good'],
    // a belief that no longer holds
    ['¡Qué suerte! Acabo de encontrar la cartera que creía que había perdido.', 'good'],
  ])('%s → %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });
});

describe('a long wait', () => {
  it.each([
    ['Llevamos casi una hora esperando los segundos platos.', 'complaint'],
    ['Llevo cuarenta minutos esperando y nadie viene.', 'complaint'],
    ['Esperé dos horas en la cola del banco.', 'complaint'],
    ['Tuvimos que esperar mucho tiempo.', 'complaint'],
    // no length of time, a hope, or a negated wait
    ['Espero el autobús por la mañana.', undefined],
    ['Espero que te guste el regalo.', undefined],
    ['No esperamos mucho tiempo, fue rápido.', undefined],
  ])('%s → %s', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });

  it('orders nothing in a café: the partner apologises instead of taking the café it names as an order', async () => {
    const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
    const conversation = new Conversation(createTestEngine(), cafe, 'beginner', 'spain');
    await conversation.open();
    await conversation.say('Un café con leche, por favor.');
    const reply = await conversation.say('Llevamos media hora esperando el café.');
    expect(reply.text).not.toContain('Muy bien');
    expect(reply.text).toMatch(/siento|perdón|disculp/i);
  });
});

describe('how someone feels, after a verb of feeling', () => {
  const news = loadPartnerKnowledge().news;
  const withValence = createNewsReader(news, () => negativeLemmas(bilingualGlossary(), news.valence));

  it.each([
    ['Estoy muy cansado porque mis vecinos hacen fiesta.', 'bad'],
    ['Me siento un poco triste hoy.', 'bad'],
    ['Ando harta de mi jefe.', 'bad'],
    ['Mi madre está muy nerviosa por la operación.', 'bad'],
    // denied, or only described
    ['No estoy cansada.', undefined],
    ['Estoy cansada pero muy contenta.', 'good'],
  ])('%s → %s', (text, mood) => {
    expect(withValence.moodOf(text)).toBe(mood);
  });

  it('says a corrected clause back beside sympathy, but not a fragment of the fix', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mi semana'), 'beginner');
    await conversation.open();
    const fragment = await conversation.say('Ayer me robaron la cartera con mi tarjeta de la banco dentro.');
    expect(fragment.text).toMatch(/siento/u);
    expect(fragment.text).not.toMatch(/¿Del banco/u);
  });

  it('says back the clause that tells the news when the first one denies some ("No tengo fiebre, pero…")', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mi semana'), 'beginner');
    await conversation.open();
    const reply = await conversation.say('No tengo fiebre, pero estoy muy cansada.');
    expect(reply.text).toMatch(/^¿Estás muy cansada\?/u);
    expect((await conversation.say('Muchas gracias por tu ayuda.')).text).not.toMatch(/ayuda/u);
  });

  it('says back a feeling it has nothing to name for beside the sympathy', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Mi semana'), 'beginner');
    await conversation.open();
    const reply = await conversation.say('Estoy muy cansada hoy.');
    expect(reply.text).toMatch(/^¿Estás muy cansada hoy\? .*(siento|Vaya|pena)/u);
  });
});

describe('bad news denied', () => {
  it.each([
    ['No se me rompió nada, menos mal.', undefined],
    ['No me duele nada.', undefined],
    ['Se me rompió el brazo.', 'bad'],
  ])('%s → %s (a negation before the pronouns of its verb)', (text, mood) => {
    expect(reader.moodOf(text)).toBe(mood);
  });

  it('hears a denial as no sign of a mishap, and the partner neither sympathises nor asks what was denied', async () => {
    expect(reader.deniesBadNews('No, no tengo fiebre.')).toBe(true);
    expect(reader.hasAmissWord('No, no tengo fiebre.')).toBe(false);
    expect(reader.hasAmissWord('No encuentro mis llaves.')).toBe(true);
    const doctor = { title: 'at-the-doctor', description: '', prompt: '', defaultTopicId: 'at-the-doctor' };
    const conversation = new Conversation(createTestEngine(loadTopicCatalogue(contentDir)), doctor, 'beginner');
    await conversation.open();
    const denied = await conversation.say('No tengo ningún dolor, solo vengo a hacerme un análisis.');
    expect(denied.text).not.toMatch(/siento|Vaya|duele/u);
    expect((await conversation.say('No me duele nada.')).text).not.toMatch(/siento|Vaya/u);
    // past a word of degree: "no tengo mucha hambre" tells no hunger to be sorry for
    const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
    const atTheCafe = new Conversation(createTestEngine(loadTopicCatalogue(contentDir)), cafe, 'beginner', 'spain');
    await atTheCafe.open();
    expect((await atTheCafe.say('No tengo mucha hambre, gracias.')).text).not.toMatch(/siento|Vaya/u);
  });
});

describe('news of how the speaker is now', () => {
  it.each([
    ['Estoy agotada.', true],
    ['Tengo fiebre desde ayer.', true],
    ['Me duele mucho la rodilla.', true],
    ['Mi abuela está en el hospital.', false],
    ['Ayer me robaron el móvil.', false],
    ['A mi hermano le duele la espalda.', false],
  ])('%s → %s', (line, now) => {
    expect(reader.feltNow(line)).toBe(now);
  });
});

describe('news told by a phrase whose verb is said in any form (news.json lemmaPhrases)', () => {
  const reader = createNewsReader(loadPartnerKnowledge().news);
  it.each([
    'Mañana me quedo sin trabajo.',
    'Mi hermano se quedó sin casa.',
    'Nos hemos quedado sin luz en todo el barrio.',
    'Mi padre sigue en paro desde marzo.',
  ])('hears bad news in «%s»', (text) => expect(reader.moodOf(text)).toBe('bad'));

  it('hears none in a supposition: a conditional, or a subjunctive after "aunque", "si", "ojalá"…', () => {
    expect(reader.moodOf('Sin los turistas, muchos vecinos se quedarían sin trabajo.')).toBeUndefined();
    expect(reader.moodOf('Prefiero saber la verdad, aunque me duela.')).toBeUndefined();
    expect(reader.moodOf('Si me quedara sin trabajo, volvería a mi pueblo.')).toBeUndefined();
    // news that is only likely is still news, and a learner's subjunctive in a main clause still tells it
    expect(reader.moodOf('Lo más probable es que me quede sin trabajo en enero.')).toBe('bad');
  });

  it('hears none where the phrase is denied', () => {
    expect(reader.moodOf('Al final no me quedé sin entradas.')).not.toBe('bad');
  });
});
