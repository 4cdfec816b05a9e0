import { foldAccents } from '@/domain/spanish-text';

/**
 * Present-tense conjugation of the verbs learners use most. Only the present indicative is modelled: a form the
 * table does not know (a past tense, a subjunctive) is never judged, so no rule can "correct" a tense it cannot see.
 */

/** 0 yo, 1 tú, 2 él/ella/usted, 3 nosotros, 4 vosotros, 5 ellos/ellas/ustedes. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;
export const PERSONS: readonly Person[] = [0, 1, 2, 3, 4, 5];

export interface VerbForm {
  lemma: string;
  person: Person;
}

const ENDINGS = {
  ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
  er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
} as const;

const REGULAR = [
  'hablar',
  'trabajar',
  'estudiar',
  'cocinar',
  'caminar',
  'bailar',
  'cantar',
  'comprar',
  'escuchar',
  'mirar',
  'llegar',
  'llamar',
  'necesitar',
  'tomar',
  'viajar',
  'visitar',
  'ayudar',
  'buscar',
  'esperar',
  'practicar',
  'preparar',
  'usar',
  'desayunar',
  'cenar',
  'enseñar',
  'pagar',
  'terminar',
  'limpiar',
  'llevar',
  'cambiar',
  'descansar',
  'dibujar',
  'manejar',
  'olvidar',
  'preguntar',
  'regresar',
  'tocar',
  'entrar',
  'invitar',
  'alquilar',
  'contestar',
  'ganar',
  'gastar',
  'lavar',
  'odiar',
  'amar',
  'celebrar',
  'arreglar',
  'explicar',
  'disfrutar',
  'cuidar',
  'saludar',
  'besar',
  'abrazar',
  'charlar',
  'conversar',
  'pasar',
  'extrañar',
  'admirar',
  'respetar',
  'aplicar',
  'realizar',
  'gustar',
  'encantar',
  'interesar',
  'molestar',
  'importar',
  'fascinar',
  'nadar',
  'bajar',
  'comer',
  'beber',
  'leer',
  'aprender',
  'comprender',
  'correr',
  'vender',
  'creer',
  'deber',
  'responder',
  'romper',
  'vivir',
  'escribir',
  'abrir',
  'recibir',
  'decidir',
  'subir',
  'compartir',
  'asistir',
  'sufrir',
  'existir',
  'discutir',
  'describir',
  'insistir',
  'solicitar',
];

/** Stem changes in the stressed persons (yo, tú, él, ellos): querer → quiero, poder → puedo, pedir → pido. */
const STEM_CHANGING: Record<string, readonly [from: string, to: string]> = {
  querer: ['e', 'ie'],
  pensar: ['e', 'ie'],
  cerrar: ['e', 'ie'],
  empezar: ['e', 'ie'],
  comenzar: ['e', 'ie'],
  despertar: ['e', 'ie'],
  entender: ['e', 'ie'],
  perder: ['e', 'ie'],
  preferir: ['e', 'ie'],
  sentir: ['e', 'ie'],
  poder: ['o', 'ue'],
  volver: ['o', 'ue'],
  devolver: ['o', 'ue'],
  dormir: ['o', 'ue'],
  encontrar: ['o', 'ue'],
  recordar: ['o', 'ue'],
  contar: ['o', 'ue'],
  costar: ['o', 'ue'],
  almorzar: ['o', 'ue'],
  mostrar: ['o', 'ue'],
  probar: ['o', 'ue'],
  soñar: ['o', 'ue'],
  volar: ['o', 'ue'],
  mover: ['o', 'ue'],
  doler: ['o', 'ue'],
  jugar: ['u', 'ue'],
  pedir: ['e', 'i'],
  servir: ['e', 'i'],
  repetir: ['e', 'i'],
  vestir: ['e', 'i'],
};

/** Regular apart from the yo form (or, for ver and dar, the accentless vosotros form). */
const IRREGULAR_YO: Record<string, string> = {
  hacer: 'hago',
  poner: 'pongo',
  salir: 'salgo',
  traer: 'traigo',
  conocer: 'conozco',
  parecer: 'parezco',
  conducir: 'conduzco',
  traducir: 'traduzco',
  saber: 'sé',
  caer: 'caigo',
};

const IRREGULAR: Record<string, readonly string[]> = {
  ser: ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
  estar: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  ir: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
  tener: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
  venir: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'],
  decir: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
  oír: ['oigo', 'oyes', 'oye', 'oímos', 'oís', 'oyen'],
  seguir: ['sigo', 'sigues', 'sigue', 'seguimos', 'seguís', 'siguen'],
  ver: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'],
  dar: ['doy', 'das', 'da', 'damos', 'dais', 'dan'],
};

function regularForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const ending = infinitive.slice(-2) as keyof typeof ENDINGS;
  return ENDINGS[ending].map((suffix) => stem + suffix);
}

function replaceLast(text: string, from: string, to: string): string {
  const at = text.lastIndexOf(from);
  return at < 0 ? text : text.slice(0, at) + to + text.slice(at + from.length);
}

function buildTable(): Map<string, readonly string[]> {
  const table = new Map<string, readonly string[]>();
  for (const lemma of REGULAR) table.set(lemma, regularForms(lemma));
  for (const [lemma, [from, to]] of Object.entries(STEM_CHANGING)) {
    const forms = regularForms(lemma);
    const stem = lemma.slice(0, -2);
    const changed = replaceLast(stem, from, to);
    table.set(
      lemma,
      forms.map((form, person) => (person === 3 || person === 4 ? form : changed + form.slice(stem.length))),
    );
  }
  for (const [lemma, yo] of Object.entries(IRREGULAR_YO)) table.set(lemma, [yo, ...regularForms(lemma).slice(1)]);
  for (const [lemma, forms] of Object.entries(IRREGULAR)) table.set(lemma, forms);
  return table;
}

const TABLE = buildTable();

/** Accent-folded form → every (lemma, person) it can be. */
const BY_FORM = new Map<string, VerbForm[]>();
for (const [lemma, forms] of TABLE) {
  forms.forEach((form, person) => {
    const key = foldAccents(form);
    const list = BY_FORM.get(key) ?? [];
    list.push({ lemma, person: person as Person });
    BY_FORM.set(key, list);
  });
}

const INFINITIVES = new Set([...TABLE.keys()].map(foldAccents));

const IRREGULAR_GERUNDS: Record<string, string> = {
  ir: 'yendo',
  leer: 'leyendo',
  creer: 'creyendo',
  traer: 'trayendo',
  caer: 'cayendo',
  oír: 'oyendo',
  poder: 'pudiendo',
  decir: 'diciendo',
  venir: 'viniendo',
  seguir: 'siguiendo',
  dormir: 'durmiendo',
  pedir: 'pidiendo',
  servir: 'sirviendo',
  repetir: 'repitiendo',
  vestir: 'vistiendo',
  sentir: 'sintiendo',
  preferir: 'prefiriendo',
};
const GERUNDS = new Set(
  [...TABLE.keys()].map((lemma) =>
    foldAccents(IRREGULAR_GERUNDS[lemma] ?? lemma.slice(0, -2) + (lemma.endsWith('ar') ? 'ando' : 'iendo')),
  ),
);

export function conjugate(lemma: string, person: Person): string {
  const forms = TABLE.get(lemma);
  if (!forms) throw new Error(`No conjugation for ${lemma}`);
  return forms[person]!;
}

export function knownLemmas(): IterableIterator<string> {
  return TABLE.keys();
}

/** What a present-tense form can be, however the learner wrote its accents. */
export function presentForms(word: string): readonly VerbForm[] {
  return BY_FORM.get(foldAccents(word)) ?? [];
}

/** An infinitive of a known verb, bare or with attached pronouns ("bailar", "verla", "levantarme"). */
export function isInfinitive(word: string): boolean {
  const folded = foldAccents(word);
  if (INFINITIVES.has(folded)) return true;
  const bare = folded.replace(/(me|te|se|lo|la|le|nos|os|los|las|les)+$/, '');
  return bare !== folded && INFINITIVES.has(bare);
}

/** A gerund of a known verb ("estudiando", "leyendo"); "cuando" and "mando" end alike but are not. */
export function isGerund(word: string): boolean {
  return GERUNDS.has(foldAccents(word));
}

/** Every present-tense form and infinitive, accent-folded: the words a noun might be mistaken for. */
export function allVerbWords(): Set<string> {
  return new Set([...BY_FORM.keys(), ...INFINITIVES]);
}
