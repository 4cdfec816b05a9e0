import type { Difficulty } from '@/contract/conversation';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import {
  feedbackCorrects,
  neverEchoesErrors,
  neverNoLoSe,
  noPraiseForErrors,
  noSentenceRepeated,
  recasts,
  replyExcludes,
  replyIncludes,
  type ConversationProbe,
  type ProbeCheck,
} from './conversation-probes';

/**
 * Scripted conversations on the fourteen default topics, at all three difficulties, written for issue 14: learner
 * mistakes the built-in corrector fixes, bad news, refusals, questions to the partner, answers given before they
 * are asked, and register. `topicOf` turns an id into the topic the conversation service would pass.
 */
export function defaultTopicProbes(topicOf: (id: string) => TutorTopic): ConversationProbe[] {
  const probe = (
    id: string,
    topic: string,
    difficulty: Difficulty,
    learner: readonly string[],
    checks: readonly ProbeCheck[],
  ): ConversationProbe => ({ id, topic: topicOf(topic), difficulty, learner, checks });
  return [
    // ---- Mistakes: corrected in the feedback, recast in the reply, never echoed or praised ----
    probe(
      'family-age-accent',
      'family-and-friends',
      'beginner',
      ['Mi padre tiene 60 anos'],
      [feedbackCorrects('años'), recasts('tu padre tiene 60 años'), neverEchoesErrors, noPraiseForErrors],
    ),
    probe(
      'family-adjective',
      'family-and-friends',
      'intermediate',
      ['Mi prima se llama Marta, ella es muy simpatico'],
      [feedbackCorrects('simpática'), recasts('simpática'), neverEchoesErrors, noPraiseForErrors],
    ),
    probe(
      'intro-city-agreement',
      'introducing-yourself',
      'beginner',
      ['Soy de Leeds. Mi ciudad es muy bonito'],
      [feedbackCorrects('bonita'), recasts('tu ciudad es muy bonita'), noPraiseForErrors],
    ),
    probe(
      'routine-ser-estar',
      'daily-routine',
      'beginner',
      ['Yo soy cansado hoy'],
      [feedbackCorrects('estoy cansado'), recasts('estás cansado'), noPraiseForErrors],
    ),
    probe(
      'work-ser-job',
      'work-and-studies',
      'intermediate',
      ['Yo estoy ingeniero en una empresa'],
      [feedbackCorrects('soy ingeniero'), recasts('eres ingeniero'), noPraiseForErrors],
    ),
    probe(
      'cafe-gustar',
      'at-the-cafe',
      'intermediate',
      ['Me gusta las galletas de chocolate'],
      [feedbackCorrects('gustan'), replyExcludes('te gusta las'), neverEchoesErrors, noPraiseForErrors],
    ),
    probe(
      'market-article',
      'shopping-at-the-market',
      'beginner',
      ['Quiero los manzanas rojas'],
      [feedbackCorrects('las manzanas'), recasts('las manzanas rojas'), noPraiseForErrors],
    ),
    probe(
      'travel-verb-agreement',
      'travel-and-holidays',
      'intermediate',
      ['Yo va a la playa en verano'],
      [feedbackCorrects('voy'), recasts('vas a la playa en verano'), noPraiseForErrors],
    ),
    probe(
      'hobbies-gustar-subject',
      'hobbies-and-free-time',
      'beginner',
      ['Yo gusto la música'],
      [feedbackCorrects('Me gusta'), noPraiseForErrors, neverEchoesErrors],
    ),
    probe(
      'city-contraction',
      'getting-around-the-city',
      'advanced',
      ['Normalmente voy a el centro en metro'],
      [feedbackCorrects('al centro'), recasts('al centro'), noPraiseForErrors],
    ),
    probe(
      'film-accent',
      'film-music-and-books',
      'advanced',
      ['Mi pelicula favorita es muy antigua'],
      [feedbackCorrects('película'), recasts('película favorita'), noPraiseForErrors],
    ),
    probe(
      'tech-agreement',
      'technology-and-social-media',
      'intermediate',
      ['Mi computadora es muy lento'],
      [feedbackCorrects('lenta'), recasts('tu computadora es muy lenta'), noPraiseForErrors],
    ),
    probe(
      'environment-agua',
      'the-environment',
      'beginner',
      ['La agua de mi ciudad es buena'],
      [feedbackCorrects('El agua'), recasts('el agua de tu ciudad es buena'), noPraiseForErrors],
    ),
    probe(
      'like-but-difficult-accent',
      'work-and-studies',
      'intermediate',
      ['Me gusta mucho mi trabajo pero es dificil'],
      [feedbackCorrects('difícil'), recasts('es difícil'), replyExcludes('pero es difícil?')],
    ),
    probe(
      'doctor-recast-usted',
      'at-the-doctor',
      'intermediate',
      ['Yo soy cansado todo el día'],
      [feedbackCorrects('estoy cansado'), recasts('está cansado'), replyExcludes('estás'), replyExcludes('¡Qué bien')],
    ),
    probe(
      'routine-recast-verb',
      'daily-routine',
      'intermediate',
      ['Desayuno cafe con pan todos los días'],
      [feedbackCorrects('café'), recasts('desayunas café con pan')],
    ),
    // ---- Like echoes agree and stay whole ----
    probe(
      'like-agreement-echo',
      'hobbies-and-free-time',
      'intermediate',
      ['Me gusta los videojuegos'],
      [replyExcludes('gusta los videojuegos'), noPraiseForErrors],
    ),
    probe(
      'like-not-truncated',
      'hobbies-and-free-time',
      'advanced',
      ['Me gusta jugar al fútbol y tocar la guitarra los domingos con amigos'],
      [replyExcludes('y tocar.'), replyExcludes('y tocar la.')],
    ),
    probe(
      'like-but-difficult',
      'work-and-studies',
      'beginner',
      ['Me gusta mucho pero es difícil'],
      [replyExcludes('te gusta pero'), replyExcludes('pero es difícil. ¡Qué bien')],
    ),
    // ---- Mood ----
    probe(
      'bad-news-pet',
      'family-and-friends',
      'intermediate',
      ['Mi gato murió la semana pasada'],
      [replyIncludes('siento'), replyExcludes('¡Qué interesante'), replyExcludes('tiene mucho sentido')],
    ),
    probe(
      'bad-news-ill',
      'at-the-doctor',
      'beginner',
      ['Estoy enfermo y me duele la cabeza'],
      [replyIncludes('siento'), replyExcludes('¡Muy bien')],
    ),
    probe(
      'good-news',
      'work-and-studies',
      'intermediate',
      ['Tengo un nuevo trabajo en un hospital'],
      [replyIncludes('¡Qué'), replyExcludes('siento')],
    ),
    probe(
      'refusal-market',
      'shopping-at-the-market',
      'beginner',
      ['No, gracias'],
      [replyExcludes('De nada'), replyExcludes('Con gusto')],
    ),
    probe('refusal-cafe', 'at-the-cafe', 'intermediate', ['No gracias, nada más'], [replyExcludes('De nada')]),
    // ---- Questions to the partner ----
    probe(
      'doctor-serious',
      'at-the-doctor',
      'intermediate',
      ['¿Es grave?'],
      [replyIncludes('no parece grave'), neverNoLoSe],
    ),
    probe(
      'doctor-what-to-do',
      'at-the-doctor',
      'advanced',
      ['Me duele la garganta. ¿Qué tengo que hacer?'],
      [replyIncludes('Descanse'), neverNoLoSe],
    ),
    probe(
      'doctor-medicine',
      'at-the-doctor',
      'beginner',
      ['¿Necesito medicina?'],
      [replyIncludes('receta'), neverNoLoSe],
    ),
    probe(
      'cafe-recommend',
      'at-the-cafe',
      'beginner',
      ['¿Qué me recomiendas?'],
      [replyIncludes('Te recomiendo'), neverNoLoSe],
    ),
    probe(
      'cafe-price',
      'at-the-cafe',
      'intermediate',
      ['Un café de olla, por favor.', '¿Cuánto es?'],
      [replyIncludes('35 pesos'), neverNoLoSe],
    ),
    probe(
      'film-favourite',
      'film-music-and-books',
      'advanced',
      ['¿Cuál es tu película favorita?'],
      [replyIncludes('Mi película favorita'), neverNoLoSe],
    ),
    probe(
      'travel-best-trip',
      'travel-and-holidays',
      'advanced',
      ['¿Cuál fue tu mejor viaje?'],
      [replyIncludes('Mi mejor viaje'), neverNoLoSe],
    ),
    probe(
      'environment-partner',
      'the-environment',
      'intermediate',
      ['¿Qué haces tú para el medio ambiente?'],
      [replyIncludes('Reciclo'), replyExcludes('Soy profesora')],
    ),
    probe(
      'tech-app',
      'technology-and-social-media',
      'advanced',
      ['¿Usas TikTok?'],
      [replyIncludes('aplicación'), neverNoLoSe],
    ),
    probe(
      'interview-salary',
      'job-interview',
      'advanced',
      ['¿Cuál es el sueldo?'],
      [replyIncludes('sueldo'), neverNoLoSe],
    ),
    probe('open-question', 'hobbies-and-free-time', 'intermediate', ['¿Es mejor leer o ver películas?'], [neverNoLoSe]),
    // ---- Already answered: the question is skipped ----
    probe(
      'routine-transport-given',
      'daily-routine',
      'beginner',
      ['Me levanto a las siete y voy al trabajo en autobús'],
      [replyExcludes('¿A qué hora te levantas?'), replyExcludes('¿Cómo vas al trabajo')],
    ),
    probe(
      'intro-reason-given',
      'introducing-yourself',
      'beginner',
      ['Me llamo Tom. Estudio español porque mi novia es de Chile', 'Vivo en Londres'],
      [replyExcludes('¿Por qué estudias español?')],
    ),
    probe(
      'hobbies-frequency-given',
      'hobbies-and-free-time',
      'intermediate',
      ['Mi pasatiempo favorito es nadar, lo hago tres veces por semana'],
      [replyExcludes('¿Con qué frecuencia')],
    ),
    probe(
      'cafe-milk-given',
      'at-the-cafe',
      'beginner',
      ['Quiero un café con leche, por favor'],
      [replyExcludes('con leche o sin leche'), replyExcludes('¿Qué quieres tomar?')],
    ),
    probe(
      'cafe-bill',
      'at-the-cafe',
      'intermediate',
      ['La cuenta, por favor'],
      [replyExcludes('postre'), replyExcludes('¿Quieres algo más?')],
    ),
    probe(
      'family-siblings-count',
      'family-and-friends',
      'beginner',
      ['Tengo dos hermanos y una hermana'],
      [
        replyExcludes('¿Tienes hermanos'),
        {
          name: 'counts three siblings',
          verify: ({ last }) =>
            /(?:tres hermanos|3 siblings)/.test(`${last.reply.text} ${last.reply.translation}`) ||
            !/(?:dos hermanos|2 siblings)/.test(`${last.reply.text} ${last.reply.translation}`)
              ? null
              : `reply was «${last.reply.text}» (${last.reply.translation})`,
        },
      ],
    ),
    // ---- More of the same kinds, other topics and levels ----
    probe(
      'travel-lost-luggage',
      'travel-and-holidays',
      'beginner',
      ['Perdí mi maleta en el aeropuerto'],
      [replyIncludes('siento'), replyExcludes('¡Qué bien')],
    ),
    probe(
      'market-discount',
      'shopping-at-the-market',
      'intermediate',
      ['¿Me haces un descuento?'],
      [replyIncludes('descuento'), neverNoLoSe],
    ),
    probe(
      'city-far',
      'getting-around-the-city',
      'beginner',
      ['¿Está lejos el museo?'],
      [replyIncludes('cerca'), neverNoLoSe],
    ),
    probe('environment-meat', 'the-environment', 'advanced', ['¿Comes carne?'], [replyIncludes('carne'), neverNoLoSe]),
    probe(
      'routine-bedtime-question',
      'daily-routine',
      'intermediate',
      ['¿A qué hora te acuestas?'],
      [replyIncludes('once'), neverNoLoSe],
    ),
    probe(
      'interview-home-office',
      'job-interview',
      'intermediate',
      ['¿Puedo trabajar desde casa?'],
      [replyIncludes('desde casa'), neverNoLoSe],
    ),
    probe(
      'film-book-recommendation',
      'film-music-and-books',
      'beginner',
      ['¿Qué libro me recomiendas?'],
      [replyIncludes('Te recomiendo'), neverNoLoSe],
    ),
    probe(
      'hobbies-videogames',
      'hobbies-and-free-time',
      'beginner',
      ['¿Juegas videojuegos?'],
      [replyIncludes('juegos de mesa'), neverNoLoSe],
    ),
    probe(
      'intro-mistakes-twice',
      'introducing-yourself',
      'intermediate',
      ['Me llamo Jo y soy de Escocia', 'Mi ciudad es muy frio en invierno', 'Los casas son muy viejas'],
      [feedbackCorrects('Las casas'), recasts('las casas son muy viejas'), neverEchoesErrors, noPraiseForErrors],
    ),
    probe(
      'family-pets-given',
      'family-and-friends',
      'intermediate',
      ['Tengo un perro y dos gatos', 'Sí'],
      [
        {
          name: 'does not ask about pets again',
          verify: ({ turns }) => {
            const asked = turns.find((turn) => /¿Tienes mascotas?\?/.test(turn.reply.text));
            return asked ? `asked «${asked.reply.text}»` : null;
          },
        },
      ],
    ),
    probe(
      'work-good-news-advanced',
      'work-and-studies',
      'advanced',
      ['¡Me ascendieron la semana pasada!'],
      [replyIncludes('¡'), replyExcludes('siento')],
    ),
    probe('tech-refusal', 'technology-and-social-media', 'beginner', ['No, no quiero'], [replyExcludes('De nada')]),
    probe(
      'doctor-no-entiendo-ladder',
      'at-the-doctor',
      'intermediate',
      ['No entiendo', 'No entiendo', 'No entiendo'],
      [
        noSentenceRepeated,
        {
          name: 'moves on after the English',
          verify: ({ turns }) =>
            turns[2]!.reply.text.includes('otra pregunta') ? null : `said «${turns[2]!.reply.text}»`,
        },
      ],
    ),
    // ---- Register and repetition ----
    probe(
      'doctor-register',
      'at-the-doctor',
      'beginner',
      ['Buenos días', 'No entiendo', 'Gracias', 'Me duele el estómago'],
      [
        {
          name: 'keeps to usted',
          verify: ({ opening, turns }) => {
            const tu = [opening, ...turns.map((turn) => turn.reply)].find((reply) =>
              /(?:^|[^\p{L}])(?:te|tú|tu|tus|tienes|estás|puedes)(?![\p{L}])/iu.test(reply.text),
            );
            return tu ? `said «${tu.text}»` : null;
          },
        },
      ],
    ),
    probe(
      'interview-register',
      'job-interview',
      'advanced',
      ['Buenos días, encantado de conocerla', 'Gracias', 'Me gusta trabajar en equipo'],
      [
        {
          name: 'keeps to usted',
          verify: ({ opening, turns }) => {
            const tu = [opening, ...turns.map((turn) => turn.reply)].find((reply) =>
              /(?:^|[^\p{L}])(?:tenerte|saludarte|contigo|te|tú|tu)(?![\p{L}])/iu.test(reply.text),
            );
            return tu ? `said «${tu.text}»` : null;
          },
        },
      ],
    ),
    probe(
      'no-entiendo-ladder',
      'hobbies-and-free-time',
      'beginner',
      ['No entiendo', 'No entiendo', '¿Qué?'],
      [noSentenceRepeated],
    ),
    probe(
      'long-beginner-chat',
      'daily-routine',
      'beginner',
      ['Sí', 'Me gusta', 'Sí', 'No mucho', 'Sí, claro', 'A veces'],
      [noSentenceRepeated],
    ),
    probe(
      'long-advanced-chat',
      'getting-around-the-city',
      'advanced',
      ['Me parece interesante', 'Creo que sí', 'Es una buena pregunta', 'No estoy seguro', 'Depende del día'],
      [noSentenceRepeated, neverNoLoSe],
    ),
  ];
}
