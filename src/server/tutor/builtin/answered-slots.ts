import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createSlotsByMeaning, loadSlotMeanings, type SlotsByMeaning } from './slot-meanings';
import { normaliseText } from './text-normalisation';
import { memoisedByText } from './text-memo';

/**
 * What a learner's message already answers, from simple, reliable cues: "en autobús" answers how they get around,
 * "dos veces por semana" how often, "me levanto a las siete" when they get up. A plan question whose `slot` is
 * answered is not asked (content/topics/*.json give every question a slot). A cue must be specific: a missed cue
 * costs a redundant question, a wrong one skips a question the learner never answered. Slots a few words settle
 * whatever their form or negation ("no tomo ningún medicamento") are read by meaning from
 * content/tutor/slot-meanings.json (slot-meanings.ts); the patterns here need word order.
 */
/** Playing a sport, with or without 'al' ("jugar fútbol", "jugar al tenis"). */
const PLAYING_A_SPORT = 'jugar (?:al? )?(?:tenis|futbol|baloncesto|basquet|voleibol|golf|padel|beisbol)';

/**
 * The learner saying they like something: "me gusta (mucho) leer", also as the last of a list ("me gusta jugar
 * fútbol y leer"), or `also` (other words that state it, written as alternatives: "| leo mucho ").
 */
function statedLike(liked: string, also = ''): RegExp {
  return new RegExp(
    ` (?:me|nos) (?:gusta|gustan|encanta|encantan) (?:mucho |bastante )?(?:(?:\\S+ ){1,5}(?:y|e) )?${liked} ${also}`,
  );
}

const CUES: readonly { slot: string; pattern: RegExp }[] = [
  {
    slot: 'transport',
    pattern:
      / (?:en|con el|con la) (?:autobus|bus|metro|coche|carro|tren|bici|bicicleta|taxi|moto|camion) | a pie | caminando /,
  },
  {
    slot: 'start-time',
    pattern: / (?:empiezo|entro|comienzo) (?:a trabajar |a estudiar |al trabajo |a clase |a la escuela )?a las? /,
  },
  { slot: 'end-time', pattern: / termino (?:de trabajar |de estudiar )?a las? | salgo del trabajo / },
  {
    slot: 'frequency',
    pattern: / veces | vez (?:a|al|por) | todos los dias | cada (?:dia|semana|mes|ano) | a menudo | a diario /,
  },
  { slot: 'reason-for-learning', pattern: / (?:porque|para) .*espanol | espanol (?:porque|para) / },
  {
    slot: 'languages',
    pattern: / hablo (?:ingles|espanol|frances|aleman|italiano|portugues|chino|japones|arabe|ruso) /,
  },
  { slot: 'siblings', pattern: / herman[oa]s? | hij[oa] unic[oa] / },
  {
    slot: 'family-size',
    pattern: / somos (?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+) | personas en mi familia /,
  },
  {
    slot: 'occupation',
    pattern:
      / (?:trabajo|estudio) (?:en|como|de) | soy (?:estudiante|profesor|profesora|medico|medica|enfermero|enfermera|ingeniero|ingeniera|abogado|abogada|programador|programadora|camarero|camarera|cocinero|cocinera) /,
  },
  { slot: 'living-with', pattern: / vivo (?:con|sol[oa]) / },
  {
    slot: 'drink-order',
    pattern:
      / (?:quiero|quisiera|me pone|me da|me trae|para mi|me llevo|tomo|voy a tomar|ponme|me pones|dame|me das|me traes|pongame) (?:un|una) (?:cafe|te|chocolate|jugo|zumo|agua|refresco|cerveza|capuchino|cortado|americano) /,
  },
  {
    slot: 'food-order',
    pattern:
      / (?:quiero|quisiera|me pone|me da|me trae|para mi|voy a pedir|pido) (?:\S+ )*?(?:un|una|unos|unas) (?:pan dulce|concha|conchas|sandwich|torta|mollete|molletes|galleta|galletas|pastel|croissant|cuernito|tamal|tamales|quesadilla|tostada|tostadas|ensalada|sopa|pan) /,
  },
  { slot: 'pan-dulce', pattern: / pan dulce | conchas? / },
  { slot: 'milk', pattern: / (?:con|sin) leche / },
  { slot: 'eat-here', pattern: / para llevar | (?:para|como|comer|tomar) aqui / },
  // The city: "quiero ir al museo" says where they are going, and that it is a museum.
  { slot: 'adonde-hoy', pattern: / (?:quiero|quisiera|voy a|necesito) ir (?:a|al|a la) / },
  { slot: 'visitar-museo-mercado', pattern: / (?:ir|visitar) (?:al|el|un) (?:museo|mercado) / },
  { slot: 'caminar-ciudad', pattern: statedLike('caminar', '| voy a pie | prefiero ir a pie ') },
  // The market: "es todo" answers "¿Necesitas algo más?"; an order of red apples, which colour they prefer.
  { slot: 'anything-else', pattern: / (?:es|eso es) todo | nada mas / },
  { slot: 'manzanas-rojas-verdes', pattern: / manzanas? (?:rojas?|verdes?) / },
  { slot: 'bill', pattern: / la cuenta / },
  { slot: 'pain', pattern: / me duelen? | dolor de / },
  {
    slot: 'exercise-frequency',
    pattern: / (?:hago ejercicio|hago deporte|voy al gimnasio|corro|nado) .*(?:veces|todos los dias|cada) /,
  },
  // Likes the learner has already stated: "¿Te gusta leer?" after "me gusta mucho leer libros" is not listening, nor
  // after "me gusta jugar fútbol y leer libros" (the second of two likes).
  {
    slot: 'leer',
    pattern: statedLike(
      '(?:leer|los libros|las novelas)',
      '| leo (?:libros|novelas|mucho) | estoy leyendo (?:un|una) (?:libro|novela) ',
    ),
  },
  { slot: 'libro-lees-ahora', pattern: / estoy leyendo (?:un|una|el|la) (?:libro|novela) / },
  // "Mi película favorita es Titanic": the favourite is said; so is the kind of films liked.
  { slot: 'pelicula-favorita', pattern: / pelicula favorit[ao] (?:es|se llama) / },
  { slot: 'peliculas-gustan', pattern: statedLike('las peliculas', '| pelicula favorit[ao] (?:es|se llama) ') },
  {
    slot: 'musica-escuchas',
    pattern:
      / (?:la musica que (?:\S+ )?escucho|escucho (?:mucha |mucho |sobre todo )?(?:musica|rock|pop|jazz|reggaeton|salsa)) /,
  },
  { slot: 'cocinar', pattern: statedLike('cocinar', '| cocino ') },
  { slot: 'bailar', pattern: statedLike('bailar', '| bailo ') },
  {
    slot: 'deporte',
    pattern: statedLike(
      `(?:el deporte|el futbol|el tenis|correr|nadar|${PLAYING_A_SPORT})`,
      `| ${PLAYING_A_SPORT.replace('jugar', 'juego')} | hago deporte `,
    ),
  },
  {
    slot: 'favourite-sport',
    pattern: new RegExp(` (?:${PLAYING_A_SPORT}|${PLAYING_A_SPORT.replace('jugar', 'juego')}) `),
  },
  { slot: 'musica', pattern: statedLike('(?:la musica|escuchar musica)', '| escucho musica ') },
  { slot: 'tocas-instrumento', pattern: / toco (?:la|el) | tocar (?:la|el) (?:guitarra|piano|violin|bateria|flauta) / },
  { slot: 'ves-muchas-peliculas', pattern: / veo (?:muchas |pocas )?peliculas / },
  { slot: 'cine', pattern: statedLike('el cine', '| voy al cine ') },
  // "Me gusta cocinar y leer" says what they like doing; "en mi tiempo libre…" what they do in their free time.
  { slot: 'hobbies', pattern: / (?:me|nos) (?:gusta|encanta) (?:mucho |bastante )?[a-z]+(?:ar|er|ir) / },
  { slot: 'normalmente-tiempo-libre', pattern: / en mi tiempo libre / },
  // The job interview: "tengo cinco años de experiencia como ingeniero", "puedo empezar el próximo mes".
  { slot: 'experiencia-tipo-trabajo', pattern: / (?:tengo|tenia) (?:\S+ ){0,4}experiencia / },
  { slot: 'podria-empezar-trabajar', pattern: / (?:puedo|podria) (?:empezar|comenzar|incorporarme) / },
];

/**
 * Slots that a given slot settles too: once the learner asks for the bill, the café does not offer dessert or
 * "anything else"; once they have ordered a drink, "¿Qué quieres tomar?" is answered.
 */
const ALSO_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  bill: ['anything-else', 'dessert', 'food-order', 'drink-order', 'hunger', 'more-time'],
  // an order is made: "¿Ya sabes qué vas a pedir?" and "¿algo frío o caliente?" are answered by it
  'drink-order': ['more-time', 'hoy-mucho-calor'],
  'exercise-frequency': ['exercise'],
  'food-order': ['hunger', 'algo-dulce-algo', 'more-time', 'hoy-mucho-calor'],
};

let byMeaning: SlotsByMeaning | undefined;

/** The slots a learner message answers (read again for every earlier message each turn: remembered). */
export const slotsAnsweredIn: (message: string) => readonly string[] = memoisedByText(slotsOf);

function slotsOf(message: string): string[] {
  const padded = ` ${normaliseText(message)} `;
  byMeaning ??= createSlotsByMeaning(loadSlotMeanings(), bilingualGlossary);
  const slots = [...CUES.filter(({ pattern }) => pattern.test(padded)).map(({ slot }) => slot), ...byMeaning(message)];
  return [...new Set(slots.flatMap((slot) => [slot, ...(ALSO_ANSWERS[slot] ?? [])]))];
}

/** A slot with those it settles too ("food-order": "¿Tienes hambre?" is answered). */
export function withSlotsItSettles(slot: string): string[] {
  return [slot, ...(ALSO_ANSWERS[slot] ?? [])];
}
