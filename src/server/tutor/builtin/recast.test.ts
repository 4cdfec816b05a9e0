import { describe, expect, it } from 'vitest';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { toMessageCheck } from '@/server/language/correction/message-check';
import { conjugation, tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { Register } from '@/server/content/topic-file-schema';
import { recastOf, reflectionOf } from './recast';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const recast = (
  text: string,
  register: Register = 'tú',
  known: (word: string) => boolean = () => true,
  plural: 'vosotros' | 'ustedes' = 'ustedes',
) =>
  recastOf(toMessageCheck(correctSpanish(text), 'builtin'), {
    register,
    plural,
    isKnown: known,
    verbForms: (word) => tensedForms(word, true),
    conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
  });

describe('the recast of a corrected greeting', () => {
  it('greets back, never asks a greeting back', () => {
    expect(recast('Buenos dias profesora')).toBeUndefined();
    expect(recast('Buenos dias señor Gómez')).toBeUndefined();
  });
});

describe('the recast of a corrected message', () => {
  it.each([
    ['Mi madre tiene 50 anos', 'tu madre tiene 50 años'],
    ['mi hermana se llama Julia, ella es muy simpatico', 'ella es muy simpática'],
    ['Yo soy cansado', 'estás cansado'],
    ['Yo va a la playa en verano', 'vas a la playa en verano'],
    ['Me gusta mucho mi trabajo pero es dificil', 'es difícil'],
    ['Nosotros es amigos', 'ustedes son amigos'],
    // Long, and long from the fix on: cut to its first words on one that can close a phrase, never "¿Desde hace?"
    [
      'Desde dos años hago escalada en un gimnasio cerca de mi casa, dos veces por semana.',
      'desde hace dos años haces escalada en un gimnasio',
    ],
    // A long clause keeps what follows the fix when that fits, instead of the bare verb ("¿Juegas?").
    ['Los fines de semana yo juega al tenis con mi hermano mayor.', 'juegas al tenis con tu hermano mayor'],
    // …and the determiner of the corrected noun with it.
    ['El sábado por la noche fuimos a un concierto y la musica fue muy buena.', 'la música fue muy buena'],
    // the subject is the phrase a "de" complement completes: never "¿Tu barrio está muy sucio?"
    [
      'Tengo que contarte algo: la plaza de mi barrio esta muy sucia y nadie la limpia nunca.',
      'la plaza de tu barrio está muy sucia',
    ],
  ])('turns "%s" round to "%s"', (text, expected) => {
    expect(recast(text)).toBe(expected);
  });

  it("says the plural 'you' of the learner's Spanish: vosotros for Spain, ustedes formally and in Latin America", () => {
    expect(recast('Nosotros es amigos', 'tú', () => true, 'vosotros')).toBe('vosotros sois amigos');
    expect(recast('Nosotros es amigos', 'usted', () => true, 'vosotros')).toBe('ustedes son amigos');
    expect(recast('Nosotros es amigos', 'tú', () => true, 'ustedes')).toBe('ustedes son amigos');
  });

  it('speaks usted in an usted topic', () => {
    expect(recast('Yo soy cansado', 'usted')).toBe('está cansado');
    expect(recast('Mi madre tiene 50 anos', 'usted')).toBe('su madre tiene 50 años');
  });

  it('keeps the learner in a subject of two, turned round to tú or usted', () => {
    expect(recast('Mi amiga y yo quiere pedir dos cafés')).toBe('tu amiga y tú quieren pedir dos cafés');
    expect(recast('Mi amiga y yo quiere pedir dos cafés', 'tú', () => true, 'vosotros')).toBe(
      'tu amiga y tú queréis pedir dos cafés',
    );
    expect(recast('Mi amiga y yo quiere pedir dos cafés', 'usted')).toBe('su amiga y usted quieren pedir dos cafés');
  });

  it('keeps the learner after a comparison or a preposition, turned round, and leaves out "por favor"', () => {
    expect(recast('Mi madre cocina mejor que mi')).toBe('tu madre cocina mejor que tú');
    expect(recast('Mi madre cocina mejor que mi', 'usted')).toBe('su madre cocina mejor que usted');
    expect(recast('Mi hermano es mas alto que yo')).toBe('tu hermano es más alto que tú');
    expect(recast('Yo quiero un mesa para dos personas por favor')).toBe('quieres una mesa para dos personas');
    expect(recast('La sopa es muy bueno para mí')).toBe('la sopa es muy buena para ti');
  });

  it("leaves 'como' (as, like) alone after a verb, and turns it where it is the verb", () => {
    expect(recast('Yo trabajo como un ingeniero en una empresa grande')).toBe(
      'trabajas como ingeniero en una empresa grande',
    );
    expect(recast('Yo como mucho pizza')).toBe('comes mucha pizza');
  });

  it('turns a past tense round in its own tense', () => {
    expect(recast('Ayer yo fui al cine con mi hermana simpatico')).toBe('ayer fuiste al cine con tu hermana simpática');
  });

  it('gives none where turning round would say something false', () => {
    // A subjunctive clause cannot stand alone: never "¿Tenga coche?".
    expect(recast('Cuando tengo coche, voy a conducir menos.')).toBeUndefined();
    // "iba" is yo and él alike: "¿iba a la playa?" could be a wrong person.
    expect(recast('Cuando era niño, fui a la playa todos los veranos.')).toBeUndefined();
    // Words addressed to the partner would need turning round too: never "¿Esperas que tú leas…?".
    expect(recast('Espero que tú lees este libro.')).toBeUndefined();
    // an adjective the corrector left disagreeing with its noun would be taught: "¿… un kilo de tomates rojo?"
    expect(recast('Quiero tres aguacate y un kilo de tomates rojo.')).toBeUndefined();

    // "juego" as a verb is turned ("juegas"); where it is read as a noun, see scripted-conversations.test.ts
    expect(recast('Desde dos años juego al tenis con mi hermano.')).toMatch(/^desde hace dos años juegas al tenis/);
  });

  it('cuts a long recast before a second half it cannot say whole, never on "no"', async () => {
    const flat = { title: 'Problemas en el piso', description: '', prompt: 'Eres la dueña del piso. Hablas de usted.' };
    const conversation = new Conversation(createTestEngine(), flat, 'intermediate', 'spain');
    await conversation.open();
    const reply = await conversation.say(
      'Señora Pilar, hay humedad en el dormitorio, las paredes estan llenas de moho y mi hija no para de toser.',
    );
    // with its subject: "¿Están llenas…?" alone does not say what is
    expect(reply.text).toMatch(/^¿Las paredes están llenas de moho\? /u);
  });

  it('says back a fixed noun with the verb of its clause, never the noun and what follows alone', async () => {
    const city = { title: 'En la ciudad', description: '', prompt: '' };
    const conversation = new Conversation(createTestEngine(), city, 'intermediate', 'latam');
    await conversation.open();
    const reply = await conversation.say('Ayer tomé dos autobus y llegué tarde a mi clase porque había mucho tráfico.');
    expect(reply.text).toMatch(/^¿Ayer tomaste dos autobuses\?/u);
    // a story the learner's last turn set in the past goes on in it ("compramos" is present and preterite alike)
    const travel = new Conversation(createTestEngine(), city, 'intermediate', 'spain');
    await travel.open();
    await travel.say('El verano pasado fui a Portugal con mi novia.');
    const told = await travel.say('Compramos tres billete de tren para ir de Lisboa a Oporto.');
    expect(told.text).toMatch(/¿comprasteis tres billetes de tren\?/iu);
  });

  it('says a fix inside the complement of the opening noun phrase with that phrase, its subject', () => {
    expect(recast('Mi vuelo a Cancun se retraso seis horas y perdimos la primera noche del hotel.')).toBe(
      'tu vuelo a Cancún se retrasó seis horas',
    );
  });

  it('gives none when it cannot vouch for a word or the message had no mistake', () => {
    expect(recast('Mi madre tiene 50 anos', 'tú', (word) => word !== 'madre')).toBeUndefined();
    expect(recast('Mi madre tiene cincuenta años')).toBeUndefined();
  });
});

/** A conversation on a default topic, opened, with a learner from Spain. */
const openedInSpain = (defaultTopicId: string, difficulty: 'intermediate' | 'advanced') =>
  Conversation.opened(
    createTestEngine(),
    { title: defaultTopicId, description: '', prompt: '', defaultTopicId },
    difficulty,
    'spain',
  );

describe('the reflection of what the learner said', () => {
  const reflect = (text: string) =>
    reflectionOf(text, {
      register: 'tú',
      plural: 'vosotros',
      isKnown: () => true,
      verbForms: (word) => tensedForms(word, true),
      conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
    });

  it('says nothing when a word after "y" may be the learner\'s own verb left unturned', async () => {
    // "desayuno" may be the noun or "(yo) desayuno": never "¿Primero te duchas y después desayuno?"
    const routine = new Conversation(
      createTestEngine(),
      { title: 'Your Daily Routine', description: '', prompt: '', defaultTopicId: 'daily-routine' },
      'beginner',
      'spain',
    );
    await routine.open();
    expect((await routine.say('Primero me ducho y después desayuno.')).text).not.toMatch(/desayuno\?/u);
  });

  it("says nothing back of a third-person verb done to the speaker that may be the usted listener's own", () => {
    const reflectToUsted = (text: string) =>
      reflectionOf(text, {
        register: 'usted',
        plural: 'ustedes',
        isKnown: () => true,
        verbForms: (word) => tensedForms(word, true),
        conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
      });
    // "me recomienda" may be the doctor's own advice ("le recomiendo") or someone else's ("le recomienda")
    expect(reflectToUsted('Entonces me recomienda caminar más')).toBeUndefined();
    // with its subject said, or a verb like gustar, who does it is sure
    expect(reflectToUsted('Mi hermano me recomienda caminar más')).toBe('su hermano le recomienda caminar más');
    expect(reflectToUsted('Me molesta mucho la rodilla')).toBe('le molesta mucho la rodilla');
  });

  it('never cuts between a verb and the "que" of its complement ("¿… y tienes?")', () => {
    const said = reflect('Soy enfermera y tengo que trabajar muchas noches en el hospital de mi barrio');
    expect(said ?? '').not.toMatch(/tienes$/u);
  });

  it('says back no clause cut short before a word the learner did not know in Spanish ("¿… tu?")', () => {
    expect(reflect('Ayer perdí mi... car keys en el parque')).toBeUndefined();
    expect(reflect('Necesito comprar un... charger para el teléfono')).toBeUndefined();
    // a joiner left at the cut goes, and what came before it is whole
    expect(reflect('Vivo con mi hermana y... her husband')).toBe('vives con tu hermana');
    expect(reflect('Ayer perdí mis llaves en el parque')).toBe('ayer perdiste tus llaves en el parque');
  });

  it('says back no exclamation without a verb: an interjection tells nothing ("¡Dios mío!" is no "¿dios tuyo?")', () => {
    expect(reflect('¡Madre mía! Perdí mis gafas en el autobús')).toBe('perdiste tus gafas en el autobús');
    expect(reflect('¡Dios mío!')).toBeUndefined();
    // an exclamation that tells something is said back
    expect(reflect('¡Aprobé mi examen de conducir!')).toBe('aprobaste tu examen de conducir');
  });

  it('says back no "we" of duty, which is everyone\'s ("Tenemos que cuidar el planeta" is no "tenéis")', () => {
    expect(reflect('Tenemos que cuidar el planeta')).toBeUndefined();
    expect(reflect('Es importante que reciclemos más')).toBeUndefined();
    expect(reflect('Reciclamos todo en casa')).toBe('recicláis todo en casa');
    // an opinion's "we" is everyone's too
    expect(reflect('A mí me parece que hemos ganado en inmediatez')).toBeUndefined();
  });

  it('never ends what it says back on a bare clitic ("decidan lo [que vemos]")', async () => {
    const technology = await openedInSpain('technology-and-social-media', 'advanced');
    const reply = await technology.say(
      'Me preocupa que los algoritmos decidan lo que vemos y que nos encierren en burbujas.',
    );
    expect(reply.text).not.toMatch(/\b(?:lo|la|los|las|le|les|me|te|se|nos|os)\?/u);
  });

  it('says a habit in a "we" form that is also a preterite in the present after a story told in the past', async () => {
    const friends = await openedInSpain('family-and-friends', 'intermediate');
    await friends.say('Mi mejor amiga se llama Marta. La conocí en la universidad hace seis años.');
    const reply = await friends.say('Los fines de semana salimos juntos para tomar algo o vamos al cine.');
    expect(reply.text).not.toMatch(/habéis salido|salisteis/u);
  });

  it('keeps a participle after haber as it is ("me he roto" → "te has roto", never "rotas" of "rotar")', () => {
    expect(reflect('Me he roto el tobillo jugando al pádel')).toBe('te has roto el tobillo jugando al pádel');
    expect(reflect('Hemos visto la piscina')).toBe('habéis visto la piscina');
  });

  it('says nothing it cannot turn round whole: a verb of a clause inside, a pronoun of the partner on a verb', () => {
    // "paso" after "cuánto" may be the learner's verb: "¿…en cuánto tiempo paso?" would keep it unturned
    expect(reflect('He estado pensando mucho en cuánto tiempo paso en las redes sociales')).toBeUndefined();
    // what a linking verb says of the clause's noun, disagreeing with it, is an error the corrector left
    expect(reflect('La serie que vi ayer fue muy aburrido')).toBeUndefined();
    expect(reflect('La serie que vi ayer fue muy aburrida')).toBe('la serie que viste ayer fue muy aburrida');
    // a "le" may be the listener said as usted: "¿Le agradeces…?" would be wrong
    expect(reflect('Le cuento que ayer me robaron la billetera')).toBeUndefined();
    // a name's gender is not known: "Perú es muy bonita" may be the learner's error
    expect(reflect('Perú es muy bonita')).toBeUndefined();
    // "contarte" would need to be "contarme"
    expect(reflect('Quiero contarte sobre mi familia')).toBeUndefined();
    // a relative clause alone is no question, and no clause ends on its joiner
    expect(reflect('lo cual me parece una barbaridad')).toBeUndefined();
    expect(
      reflect('Tengo cinco años de experiencia en marketing digital y, en mi último puesto, lideré un equipo'),
    ).toBe('tienes cinco años de experiencia en marketing digital');
    // what one is after "estoy" is no verb of the speaker's: "estoy enfermo" is "estás enfermo", never "enfermas"
    expect(reflect('Me llamo Tom y estoy enfermo desde ayer')).not.toMatch(/enfermas/u);
  });

  it('leaves out a discourse marker that opens the turn', () => {
    expect(reflect('Es que trabajo mucho los sábados')).toBe('trabajas mucho los sábados');
    expect(reflect('Bueno, vivo en Sevilla')).toBe('vives en Sevilla');
    // and a sentence adverb: what the learner thinks of the news is not asked back
    expect(reflect('Afortunadamente vivo cerca del trabajo')).toBe('vives cerca del trabajo');
    expect(reflect('Por suerte vivo cerca')).toBe('vives cerca');
  });

  it('keeps the tense another verb or a word of past time gives a form that is present and preterite alike', () => {
    expect(reflect('Fuimos en avión y tardamos doce horas')).toBe('fuisteis en avión y tardasteis doce horas');
    expect(reflect('Ayer comimos paella')).toBe('ayer comisteis paella');
    expect(reflect('Mis amigos y yo llevamos las bebidas')).toBe('tus amigos y tú lleváis las bebidas');
  });

  it('never cuts a clause after "ser" or says back a form it cannot read after "yo"', () => {
    expect(reflect('Mi mayor fortaleza es que soy muy organizado y sé trabajar en equipo')).not.toMatch(/ es$/u);
    expect(reflect('Los domingos yo juga fútbol con unos amigos del trabajo')).toBeUndefined();
  });

  it('says back the first of two clauses joined by "y" when the whole is too long', () => {
    expect(reflect('Corro cuatro veces por semana y el domingo hago una carrera larga de 25 kilómetros')).toBe(
      'corres cuatro veces por semana',
    );
  });

  it('measures a reflection by what is said back: a "yo" left out does not make it too long', () => {
    expect(reflect('El verano pasado yo fui a Portugal con mi novio')).toBe(
      'el verano pasado fuiste a Portugal con tu novio',
    );
  });

  it('says back the main clause of a statement too long to say whole, cut before an adjunct, never a "que" clause', () => {
    expect(reflect('Trabajo en una tienda de ropa del centro para pagar mis estudios')).toBe(
      'trabajas en una tienda de ropa del centro',
    );
    expect(reflect('Vivo con mi hermana mayor en un piso pequeño cerca del río')).toBe('vives con tu hermana mayor');
    expect(reflect('Creo que mis padres van a vender la casa de la playa este año')).toBeUndefined();
  });

  it('gives none for a form of two verbs said back differently ("me siento": sentir or sentar)', () => {
    const reflectWithCore = (text: string) =>
      reflectionOf(text, {
        register: 'tú',
        plural: 'vosotros',
        isKnown: () => true,
        verbForms: (word) =>
          word === 'siento'
            ? [
                { lemma: 'sentar', tense: 'present', person: 0 },
                { lemma: 'sentir', tense: 'present', person: 0 },
              ]
            : [],
        conjugate: (lemma) => (lemma === 'sentar' ? 'sientas' : 'sientes'),
      });
    expect(reflectWithCore('Hoy me siento muy bien')).toBeUndefined();
  });

  it('turns round whom a mishap happened to after "se" ("se me cayó" → "se te cayó"), never "se se"', () => {
    expect(reflect('Ayer se me cayó el móvil')).toBe('ayer se te cayó el móvil');
  });

  it('turns "me" and "nos" before a verb of another person to whom it happened, never to a reflexive "se"', () => {
    const reflectAs = (text: string, register: 'tú' | 'usted', plural: 'vosotros' | 'ustedes') =>
      reflectionOf(text, {
        register,
        plural,
        isKnown: () => true,
        verbForms: (word) => tensedForms(word, true),
        conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
      });
    expect(reflectAs('Nos cancelaron la fiesta', 'tú', 'ustedes')).toBe('les cancelaron la fiesta');
    expect(reflectAs('Nos cancelaron la fiesta', 'tú', 'vosotros')).toBe('os cancelaron la fiesta');
    expect(reflectAs('Me robaron la cartera', 'usted', 'ustedes')).toBe('le robaron la cartera');
    // the speaker's own verb keeps its reflexive
    expect(reflectAs('Me levanto temprano', 'usted', 'ustedes')).toBe('se levanta temprano');
  });

  it('keeps the pronouns before a corrected verb in a long clause ("me cai" is "¿Se cayó…?", not "¿Cayó…?")', () => {
    expect(recast('Doctora, me cai de la bici ayer y ahora tengo el tobillo muy hinchado', 'usted')).toMatch(
      /^se cayó de la bici ayer/u,
    );
  });

  it('says a form that is present and preterite alike in the past when the turn is set in the past', () => {
    const inThePast = reflectionOf('Viajamos en avión y luego en tren', {
      register: 'tú',
      plural: 'ustedes',
      isKnown: () => true,
      verbForms: (word) => tensedForms(word, true),
      conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
      pastContext: true,
    });
    expect(inThePast).toBe('viajaron en avión y luego en tren');
  });

  it('drops a time or place said before the verb of a long clause before cutting what it is about', async () => {
    const conversation = new Conversation(
      createTestEngine(),
      { title: 'Mi futuro', description: '', prompt: '' },
      'beginner',
    );
    await conversation.open();
    expect((await conversation.say('En el futuro quiero trabajar en una empresa de energía solar.')).text).toMatch(
      /^¿Quieres trabajar en una empresa de energía solar\?/u,
    );
  });

  it('never cuts a long clause right after its verb, whose complement may be its meaning', async () => {
    const conversation = new Conversation(
      createTestEngine(),
      { title: 'Mi familia', description: '', prompt: '' },
      'beginner',
    );
    await conversation.open();
    // "¿Tus abuelos viven?" would ask whether they are alive
    expect((await conversation.say('Mis abuelos viven en una casa pequeño cerca del lago.')).text).not.toMatch(
      /viven\?/u,
    );
  });

  it('cuts a long clause before an adjunct without the "y" that joined it ("…el sábado y desde entonces")', () => {
    expect(reflect('Me caí de la bici el sábado y desde entonces me duele la pierna')).toBe(
      'te caíste de la bici el sábado',
    );
    // nor a second half cut short
    expect(reflect('Se me cayó la bolsa y las naranjas están en el suelo')).toBe('se te cayó la bolsa');
  });

  it('says back no command to the partner ("No grites" is no "¿No grite?"), but a wish with "que"', async () => {
    expect(reflect('No grites tanto')).toBeUndefined();
    const conversation = new Conversation(
      createTestEngine(),
      { title: 'Mi semana', description: '', prompt: '' },
      'beginner',
    );
    await conversation.open();
    expect((await conversation.say('Quiero que me ayudes con mi tarea.')).text).toMatch(/^¿Quieres que te ayude /u);
  });

  it('never turns round the verb of "me gusta", which agrees with the thing liked', () => {
    expect(reflect('Me gusto mucho la comida')).toBeUndefined();
  });

  it('turns "me" before a verb like gustar in any tense to whom it pleases ("me gustaría" → "le gustaría")', async () => {
    const conversation = new Conversation(
      createTestEngine(),
      { title: 'Entrevista', description: '', prompt: 'Eres Marta, de recursos humanos. Hablas de usted.' },
      'intermediate',
    );
    await conversation.open();
    const reply = (await conversation.say('Me gustaría trabajar en esta empresa.')).text;
    expect(reply).not.toMatch(/se gustaría/iu);
    expect(reply).toMatch(/le gustaría trabajar/iu);
    // after a subject of its own the verb is another's, done to the speaker: "la empresa me ofreciera" → "le"
    const offered = (await conversation.say('Me gustaría que la empresa me ofrece formación.')).text;
    expect(offered).not.toMatch(/se ofreciera/iu);
  });
});
