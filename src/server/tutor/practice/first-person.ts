import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { Lexicon } from '@/server/content/tutor-content-schema';

/**
 * Turning a "tú" yes/no question into a first-person statement ("¿Vives en Madrid?" -> "vivo en Madrid"), only
 * where that is reliable: the verb is an irregular form listed here or a regular present form of an infinitive we
 * know, and every other word is one we can carry over or switch person (tu -> mi). Anything else gives up, and
 * the caller falls back to a generic answer: a practice answer must always be correct Spanish.
 */

/** Present "tú" forms whose "yo" form is not the regular stem + o. */
const IRREGULAR_FIRST_PERSON: Readonly<Record<string, string>> = {
  tienes: 'tengo',
  vienes: 'vengo',
  eres: 'soy',
  estás: 'estoy',
  vas: 'voy',
  das: 'doy',
  sabes: 'sé',
  haces: 'hago',
  pones: 'pongo',
  sales: 'salgo',
  dices: 'digo',
  oyes: 'oigo',
  traes: 'traigo',
  ves: 'veo',
  has: 'he',
  quieres: 'quiero',
  puedes: 'puedo',
  prefieres: 'prefiero',
  piensas: 'pienso',
  juegas: 'juego',
  duermes: 'duermo',
  vuelves: 'vuelvo',
  empiezas: 'empiezo',
  entiendes: 'entiendo',
  pides: 'pido',
  sigues: 'sigo',
  conoces: 'conozco',
  sientes: 'siento',
  recuerdas: 'recuerdo',
  encuentras: 'encuentro',
  cierras: 'cierro',
  cuentas: 'cuento',
  almuerzas: 'almuerzo',
  sueles: 'suelo',
  pierdes: 'pierdo',
  eliges: 'elijo',
  escoges: 'escojo',
  conduces: 'conduzco',
  acuerdas: 'acuerdo',
  despiertas: 'despierto',
  acuestas: 'acuesto',
  vistes: 'visto',
  diviertes: 'divierto',
  mueves: 'muevo',
};

/** Third-person verbs that answer unchanged ("¿Es difícil?" -> "es difícil", "¿Hay un banco?" -> "hay un banco"). */
const SAME_IN_ANSWER = new Set(['es', 'está', 'hay', 'va', 'puede', 'hace']);
/** Verbs like gustar, said with "te" in the question and "me" in the answer ("¿Te gusta?" -> "me gusta"). */
const GUSTAR_LIKE = new Set([
  'gusta',
  'gustan',
  'gustaría',
  'encanta',
  'encantan',
  'interesa',
  'interesan',
  'parece',
  'apetece',
  'duele',
  'duelen',
  'queda',
  'quedan',
  'cuesta',
]);

/** Words switched from "you" to "me" when the rest of the question is echoed. */
const PERSON_SWITCH: Readonly<Record<string, string>> = {
  tu: 'mi',
  tus: 'mis',
  ti: 'mí',
  contigo: 'conmigo',
  tú: 'yo',
  tuyo: 'mío',
  tuya: 'mía',
  tuyos: 'míos',
  tuyas: 'mías',
  te: 'me',
};
/** Words whose person or role we cannot switch safely: "¿Me ayudas?", "¿Crees que…?", "¿Lo sabes?". */
const UNSAFE = new Set([
  'me',
  'mi',
  'mis',
  'mí',
  'nos',
  'os',
  'usted',
  'ustedes',
  'vosotros',
  'vosotras',
  'conmigo',
  'yo',
  'mío',
  'mía',
  'míos',
  'mías',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'que',
  'qué',
  'si',
  'no',
  'ni',
  'le',
  'les',
  'lo',
  'se',
  'vuestro',
  'vuestra',
]);

/** Common regular verbs, so everyday questions work even when the course does not list the infinitive. */
const COMMON_INFINITIVES = [
  'hablar',
  'trabajar',
  'estudiar',
  'vivir',
  'comer',
  'beber',
  'leer',
  'escribir',
  'escuchar',
  'mirar',
  'usar',
  'necesitar',
  'practicar',
  'visitar',
  'llamar',
  'comprar',
  'pagar',
  'llevar',
  'tomar',
  'cocinar',
  'bailar',
  'cantar',
  'nadar',
  'viajar',
  'caminar',
  'correr',
  'aprender',
  'comprender',
  'abrir',
  'recibir',
  'subir',
  'decidir',
  'compartir',
  'ayudar',
  'buscar',
  'esperar',
  'llegar',
  'desayunar',
  'cenar',
  'ganar',
  'gastar',
  'preparar',
  'limpiar',
  'lavar',
  'descansar',
  'disfrutar',
  'ahorrar',
  'manejar',
  'montar',
  'regresar',
  'terminar',
  'creer',
  'vender',
  'deber',
  'responder',
  'asistir',
  'levantar',
  'duchar',
  'llamar',
  'quedar',
  'preocupar',
  'interesar',
  'cuidar',
  'celebrar',
  'entrenar',
  'pasear',
  'visitar',
  'tocar',
  'dibujar',
  'pintar',
  'escuchar',
  'olvidar',
  'odiar',
  'amar',
  'extrañar',
  'echar',
  'cambiar',
  'mandar',
  'enviar',
];

const INFINITIVE = /^[a-záéíóúüñ]+(ar|er|ir)(se)?$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The infinitives we trust: the list above plus every verb the course and the partner's lexicon teach. */
export function buildInfinitives(sources: { lessons?: Catalogue; lexicon?: Lexicon }): ReadonlySet<string> {
  const verbs = new Set(COMMON_INFINITIVES);
  const add = (spanish: string, english: string) => {
    const word = spanish.trim().toLowerCase();
    if (INFINITIVE.test(word) && /^to /i.test(english.trim())) verbs.add(word.replace(/se$/, ''));
  };
  for (const lesson of sources.lessons?.lessons ?? []) {
    for (const section of lesson.sections) {
      if (section.type === 'vocabulary' || section.type === 'phrases')
        for (const item of section.content) add(item.spanish, item.english);
    }
  }
  for (const entry of sources.lexicon?.spanish ?? []) add(entry.es, entry.en);
  return verbs;
}

/** The "yo" form of a present "tú" form, or undefined when we cannot be sure it is one. */
export function firstPersonOf(secondPerson: string, infinitives: ReadonlySet<string>): string | undefined {
  const irregular = IRREGULAR_FIRST_PERSON[secondPerson];
  if (irregular) return irregular;
  const regular = secondPerson.match(/^(.{2,})(as|es)$/);
  if (!regular) return undefined;
  const [, stem = '', ending] = regular;
  const known =
    ending === 'as' ? infinitives.has(`${stem}ar`) : infinitives.has(`${stem}er`) || infinitives.has(`${stem}ir`);
  if (!known) return undefined;
  // Spelling keeps the sound: escoger -> escojo, conocer -> conozco.
  if (ending === 'es' && stem.endsWith('g')) return `${stem.slice(0, -1)}jo`;
  if (ending === 'es' && /[aeiou]c$/.test(stem)) return `${stem.slice(0, -1)}zco`;
  return `${stem}o`;
}

export interface FirstPersonEcho {
  /** "tengo dos hermanos", "me gusta el café": lower-case, no final punctuation. */
  statement: string;
  /**
   * Who the verb is about: the learner ("tengo"), the learner with a gustar-like verb ("me gusta", asked back
   * with "¿Y a ti?"), or a thing ("es difícil", "hay un banco"), which is not asked back.
   */
  kind: 'self' | 'gustar' | 'thing';
}

const MAX_ECHOED_WORDS = 8;
/** Where the first of the options offered ends: "té o café", "hermanos, primos o tíos". */
const FIRST_OPTION_END = /,|\s[ou]\s/;

/**
 * The yes/no question `clause` (no ¿?) said back in the first person, or undefined when that is not reliable.
 * For a choice ("¿Prefieres té o café?") `firstOption` keeps only the first one: "prefiero té".
 */
export function echoInFirstPerson(
  clause: string,
  infinitives: ReadonlySet<string>,
  { firstOption = false } = {},
): FirstPersonEcho | undefined {
  const words = [...clause.matchAll(WORD)].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase(),
    end: match.index + match[0].length,
  }));
  let index = 0;
  if (words[index]?.lower === 'y') index += 1;
  if (words[index]?.lower === 'tú' || words[index]?.lower === 'tu') index += 1;
  const withTe = words[index]?.lower === 'te';
  if (withTe) index += 1;
  const verb = words[index];
  if (!verb) return undefined;

  let spokenVerb: string | undefined;
  let kind: FirstPersonEcho['kind'] = 'self';
  if (withTe && GUSTAR_LIKE.has(verb.lower)) {
    spokenVerb = `me ${verb.lower}`;
    kind = 'gustar';
  } else if (!withTe && SAME_IN_ANSWER.has(verb.lower)) {
    spokenVerb = verb.lower;
    kind = 'thing';
  } else {
    const first = firstPersonOf(verb.lower, infinitives);
    spokenVerb = first && (withTe ? `me ${first}` : first);
  }
  if (!spokenVerb) return undefined;

  const fullRest = clause.slice(verb.end).trim();
  const rest = firstOption ? fullRest.split(FIRST_OPTION_END)[0]!.trim() : fullRest;
  const restWords = [...rest.matchAll(WORD)].map((match) => match[0]);
  if (restWords.length > MAX_ECHOED_WORDS) return undefined;
  for (const word of restWords) {
    const lower = word.toLowerCase();
    if (UNSAFE.has(lower) || IRREGULAR_FIRST_PERSON[lower] || /(aste|iste)$/.test(lower)) return undefined;
    if (lower.length > 4 && /(as|es)$/.test(lower) && firstPersonOf(lower, infinitives)) return undefined;
  }
  let unsafe = false;
  const switched = rest.replace(WORD, (word) => {
    const lower = word.toLowerCase();
    const swapped = PERSON_SWITCH[lower];
    if (swapped) return swapped;
    // An infinitive with "te" attached follows its subject: "levantarte" -> "levantarme".
    const attached = lower.match(/^(.+(?:ar|er|ir))te$/);
    if (attached) {
      if (infinitives.has(attached[1]!)) return `${attached[1]}me`;
      if (lower.length > 6) unsafe = true;
    }
    return word;
  });
  if (unsafe) return undefined;
  const statement = `${spokenVerb}${switched ? ` ${switched}` : ''}`.replace(/[\s,;:]+$/, '').replace(/\s+/g, ' ');
  return { statement, kind };
}
