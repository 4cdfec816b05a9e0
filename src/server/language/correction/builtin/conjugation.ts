import { foldAccents } from '@/domain/spanish-text';
import type { Person } from './verbs';

/**
 * Full conjugation (present, preterite, imperfect, future, present subjunctive, participle) of the verbs learners
 * use most, generated from rules plus the irregular stems. The npm package spanish-verbs was tried first and is not
 * reliable enough to correct learners with ("pedir" → "pedo", "jugar" → "jugo", "hacer" subjunctive "tengamos"), so
 * the forms are built here and checked against the Spanish Hunspell dictionary in conjugation.test.ts.
 *
 * The tenses the rules read: the subjunctive rule needs the present and the present subjunctive, the tense rule the
 * preterite and the imperfect, the verb-form rule everything, to know that a learner's form is no form at all.
 */

export type Tense = 'present' | 'preterite' | 'imperfect' | 'future' | 'subjunctive';
export const TENSES: readonly Tense[] = ['present', 'preterite', 'imperfect', 'future', 'subjunctive'];

type Forms = readonly [string, string, string, string, string, string];

export interface Conjugation {
  lemma: string;
  present: Forms;
  preterite: Forms;
  imperfect: Forms;
  future: Forms;
  subjunctive: Forms;
  participle: string;
}

export interface TensedForm {
  lemma: string;
  tense: Tense;
  person: Person;
}

const REGULAR_AR = [
  'plantar',
  'programar',
  'contratar',
  'chatear',
  'descargar',
  'publicar',
  'cobrar',
  'grabar',
  'editar',
  'diseñar',
  'ordenar',
  'cultivar',
  'separar',
  'tirar',
  'negociar',
  'entrevistar',
  'duchar',
  'cepillar',
  'relajar',
  'bañar',
  'afeitar',
  'peinar',
  'maquillar',
  'controlar',
  'votar',
  'participar',
  'reciclar',
  'mejorar',
  'apoyar',
  'contaminar',
  'opinar',
  'colaborar',
  'aceptar',
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
  'realizar',
  'gustar',
  'encantar',
  'interesar',
  'molestar',
  'importar',
  'nadar',
  'bajar',
  'solicitar',
  'presentar',
  'quitar',
  'salvar',
  'mudar',
  'desear',
  'aconsejar',
  'ahorrar',
  'fumar',
  'robar',
  'casar',
  'enamorar',
  'tratar',
  'acabar',
  'dudar',
  'sacar',
  'organizar',
  'cruzar',
  'aparcar',
  'preocupar',
  'levantar',
  'acostar',
  'quedar',
  'mandar',
  'firmar',
  'echar',
  'pintar',
  'nevar',
  'andar',
  'estar',
  'dar',
  'empezar',
  'comenzar',
  'jugar',
  'pensar',
  'cerrar',
  'despertar',
  'recomendar',
  'encontrar',
  'recordar',
  'contar',
  'costar',
  'almorzar',
  'mostrar',
  'probar',
  'soñar',
  'volar',
  'acordar',
  'sentar',
  'apagar',
  'alcanzar',
  'entregar',
  'navegar',
  'dejar',
  'lograr',
  'intentar',
  'funcionar',
  'ocurrir',
];
const REGULAR_ER = [
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
  'depender',
  'meter',
  'prometer',
  'temer',
  'toser',
  'ser',
  'tener',
  'hacer',
  'poner',
  'saber',
  'caber',
  'haber',
  'querer',
  'poder',
  'traer',
  'caer',
  'ver',
  'conocer',
  'parecer',
  'nacer',
  'ofrecer',
  'crecer',
  'agradecer',
  'obedecer',
  'desaparecer',
  'entender',
  'perder',
  'volver',
  'devolver',
  'mover',
  'doler',
  'llover',
  'resolver',
  'escoger',
  'pretender',
  'coger',
  'proteger',
  'recoger',
  'encender',
  'defender',
  'atender',
  'envolver',
  'oler',
];
const REGULAR_IR = [
  'aburrir',
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
  'permitir',
  'consistir',
  'cubrir',
  'descubrir',
  'ir',
  'venir',
  'decir',
  'oír',
  'salir',
  'conducir',
  'traducir',
  'introducir',
  'producir',
  'preferir',
  'sentir',
  'mentir',
  'sugerir',
  'divertir',
  'dormir',
  'morir',
  'pedir',
  'servir',
  'repetir',
  'vestir',
  'seguir',
  'conseguir',
  'elegir',
  'exigir',
  'dirigir',
  'fingir',
  'construir',
  'destruir',
  'incluir',
  'reír',
  'sonreír',
];

// The last slot of a stem change is for -ir verbs: what the stem vowel becomes in the preterite's third persons,
// the gerund and the subjunctive's nosotros/vosotros (pedir → pidió, dormir → durmió, sentir → sintió).
const STEM_CHANGE: Record<string, readonly [from: string, to: string, irStem?: string]> = {
  querer: ['e', 'ie'],
  pensar: ['e', 'ie'],
  cerrar: ['e', 'ie'],
  empezar: ['e', 'ie'],
  comenzar: ['e', 'ie'],
  despertar: ['e', 'ie'],
  entender: ['e', 'ie'],
  perder: ['e', 'ie'],
  recomendar: ['e', 'ie'],
  nevar: ['e', 'ie'],
  sentar: ['e', 'ie'],
  encender: ['e', 'ie'],
  defender: ['e', 'ie'],
  atender: ['e', 'ie'],
  preferir: ['e', 'ie', 'i'],
  sentir: ['e', 'ie', 'i'],
  mentir: ['e', 'ie', 'i'],
  sugerir: ['e', 'ie', 'i'],
  divertir: ['e', 'ie', 'i'],
  poder: ['o', 'ue'],
  volver: ['o', 'ue'],
  devolver: ['o', 'ue'],
  envolver: ['o', 'ue'],
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
  llover: ['o', 'ue'],
  oler: ['o', 'ue'],
  resolver: ['o', 'ue'],
  acostar: ['o', 'ue'],
  acordar: ['o', 'ue'],
  dormir: ['o', 'ue', 'u'],
  morir: ['o', 'ue', 'u'],
  jugar: ['u', 'ue'],
  pedir: ['e', 'i', 'i'],
  servir: ['e', 'i', 'i'],
  repetir: ['e', 'i', 'i'],
  vestir: ['e', 'i', 'i'],
  seguir: ['e', 'i', 'i'],
  conseguir: ['e', 'i', 'i'],
  elegir: ['e', 'i', 'i'],
  reír: ['e', 'i', 'i'],
  sonreír: ['e', 'i', 'i'],
};

const PRESENT: Record<string, Forms> = {
  ser: ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
  estar: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  ir: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
  haber: ['he', 'has', 'ha', 'hemos', 'habéis', 'han'],
  tener: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
  venir: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'],
  decir: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
  oír: ['oigo', 'oyes', 'oye', 'oímos', 'oís', 'oyen'],
  ver: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'],
  dar: ['doy', 'das', 'da', 'damos', 'dais', 'dan'],
  oler: ['huelo', 'hueles', 'huele', 'olemos', 'oléis', 'huelen'],
  reír: ['río', 'ríes', 'ríe', 'reímos', 'reís', 'ríen'],
  sonreír: ['sonrío', 'sonríes', 'sonríe', 'sonreímos', 'sonreís', 'sonríen'],
};

/** Regular apart from the yo form, which the subjunctive is built on (hago → haga). */
const IRREGULAR_YO: Record<string, string> = {
  hacer: 'hago',
  poner: 'pongo',
  salir: 'salgo',
  traer: 'traigo',
  caer: 'caigo',
  saber: 'sé',
  caber: 'quepo',
  conocer: 'conozco',
  parecer: 'parezco',
  nacer: 'nazco',
  ofrecer: 'ofrezco',
  crecer: 'crezco',
  agradecer: 'agradezco',
  obedecer: 'obedezco',
  desaparecer: 'desaparezco',
  conducir: 'conduzco',
  traducir: 'traduzco',
  introducir: 'introduzco',
  producir: 'produzco',
  escoger: 'escojo',
  coger: 'cojo',
  proteger: 'protejo',
  recoger: 'recojo',
  exigir: 'exijo',
  dirigir: 'dirijo',
  fingir: 'finjo',
  elegir: 'elijo',
  seguir: 'sigo',
  conseguir: 'consigo',
};

const SUBJUNCTIVE: Record<string, Forms> = {
  ser: ['sea', 'seas', 'sea', 'seamos', 'seáis', 'sean'],
  estar: ['esté', 'estés', 'esté', 'estemos', 'estéis', 'estén'],
  ir: ['vaya', 'vayas', 'vaya', 'vayamos', 'vayáis', 'vayan'],
  haber: ['haya', 'hayas', 'haya', 'hayamos', 'hayáis', 'hayan'],
  saber: ['sepa', 'sepas', 'sepa', 'sepamos', 'sepáis', 'sepan'],
  dar: ['dé', 'des', 'dé', 'demos', 'deis', 'den'],
  caber: ['quepa', 'quepas', 'quepa', 'quepamos', 'quepáis', 'quepan'],
};

/** Preterites on their own stem, unstressed endings: tener → tuve, tuvo. */
const STRONG_PRETERITE: Record<string, string> = {
  tener: 'tuv',
  estar: 'estuv',
  andar: 'anduv',
  poder: 'pud',
  poner: 'pus',
  saber: 'sup',
  caber: 'cup',
  haber: 'hub',
  querer: 'quis',
  venir: 'vin',
  hacer: 'hic',
  decir: 'dij',
  traer: 'traj',
  conducir: 'conduj',
  traducir: 'traduj',
  introducir: 'introduj',
  producir: 'produj',
};

const PRETERITE: Record<string, Forms> = {
  ser: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  ir: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  dar: ['di', 'diste', 'dio', 'dimos', 'disteis', 'dieron'],
  ver: ['vi', 'viste', 'vio', 'vimos', 'visteis', 'vieron'],
  reír: ['reí', 'reíste', 'rio', 'reímos', 'reísteis', 'rieron'],
  sonreír: ['sonreí', 'sonreíste', 'sonrió', 'sonreímos', 'sonreísteis', 'sonrieron'],
};

const IMPERFECT: Record<string, Forms> = {
  ser: ['era', 'eras', 'era', 'éramos', 'erais', 'eran'],
  ir: ['iba', 'ibas', 'iba', 'íbamos', 'ibais', 'iban'],
  ver: ['veía', 'veías', 'veía', 'veíamos', 'veíais', 'veían'],
};

const FUTURE_STEM: Record<string, string> = {
  tener: 'tendr',
  poner: 'pondr',
  salir: 'saldr',
  venir: 'vendr',
  poder: 'podr',
  saber: 'sabr',
  caber: 'cabr',
  haber: 'habr',
  querer: 'querr',
  hacer: 'har',
  decir: 'dir',
};

const PARTICIPLE: Record<string, string> = {
  hacer: 'hecho',
  decir: 'dicho',
  poner: 'puesto',
  ver: 'visto',
  escribir: 'escrito',
  describir: 'descrito',
  abrir: 'abierto',
  cubrir: 'cubierto',
  descubrir: 'descubierto',
  volver: 'vuelto',
  devolver: 'devuelto',
  envolver: 'envuelto',
  resolver: 'resuelto',
  romper: 'roto',
  morir: 'muerto',
};

const VOWEL_STEM_ER_IR = /[aeo]$/;
/** construir, incluir: a y between the stem and a vowel ending (construyo, construyó); seguir is not one. */
const UIR = /[^g]uir$/;

function stemOf(lemma: string): string {
  return lemma.replace(/(ar|er|ir|ír)$/, '');
}

function typeOf(lemma: string): 'ar' | 'er' | 'ir' {
  return lemma.endsWith('ar') ? 'ar' : lemma.endsWith('er') ? 'er' : 'ir';
}

function replaceLast(text: string, from: string, to: string): string {
  const at = text.lastIndexOf(from);
  return at < 0 ? text : text.slice(0, at) + to + text.slice(at + from.length);
}

/** Spelling keeps the consonant's sound before e: busc-é → busqué, lleg-é → llegué, empez-é → empecé. */
function beforeE(stem: string): string {
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu`;
  if (stem.endsWith('g')) return `${stem.slice(0, -1)}gu`;
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}c`;
  return stem;
}

function present(lemma: string): Forms {
  const listed = PRESENT[lemma];
  if (listed) return listed;
  const type = typeOf(lemma);
  const stem = stemOf(lemma);
  const change = STEM_CHANGE[lemma];
  const stressed = change ? replaceLast(stem, change[0], change[1]) : stem;
  const endings = {
    ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
    er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
    ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
  }[type];
  // construir → construyo, construyes … (a y before a stressed ending vowel).
  const uyStem = UIR.test(lemma) ? `${stressed}y` : stressed;
  const forms = endings.map((ending, person) => (person === 3 || person === 4 ? stem : uyStem) + ending);
  if (IRREGULAR_YO[lemma]) forms[0] = IRREGULAR_YO[lemma]!;
  return forms as unknown as Forms;
}

function subjunctive(lemma: string, presentForms: Forms): Forms {
  const listed = SUBJUNCTIVE[lemma];
  if (listed) return listed;
  const type = typeOf(lemma);
  const yoStem = presentForms[0].replace(/o$/, '');
  const change = STEM_CHANGE[lemma];
  // nosotros/vosotros of a stem changer: -ar/-er keep the infinitive's stem (pensemos, volvamos), -ir ones take
  // e → i, o → u (pidamos, durmamos); an irregular yo (hago, elijo) carries through every person (hagamos).
  let lowStem = yoStem;
  if (change && IRREGULAR_YO[lemma] === undefined)
    lowStem = change[2] ? replaceLast(stemOf(lemma), change[0], change[2]) : stemOf(lemma);
  const endings = type === 'ar' ? ['e', 'es', 'e', 'emos', 'éis', 'en'] : ['a', 'as', 'a', 'amos', 'áis', 'an'];
  return endings.map((ending, person) => {
    const base = person === 3 || person === 4 ? lowStem : yoStem;
    return (type === 'ar' ? beforeE(base) : base) + ending;
  }) as unknown as Forms;
}

function preterite(lemma: string): Forms {
  const listed = PRETERITE[lemma];
  if (listed) return listed;
  const strong = STRONG_PRETERITE[lemma];
  if (strong) {
    const third = lemma === 'hacer' ? 'hizo' : `${strong}o`;
    const plural = strong.endsWith('j') ? 'eron' : 'ieron';
    return [`${strong}e`, `${strong}iste`, third, `${strong}imos`, `${strong}isteis`, `${strong}${plural}`];
  }
  const type = typeOf(lemma);
  const stem = stemOf(lemma);
  if (type === 'ar')
    return [`${beforeE(stem)}é`, `${stem}aste`, `${stem}ó`, `${stem}amos`, `${stem}asteis`, `${stem}aron`];
  const change = STEM_CHANGE[lemma];
  const third = type === 'ir' && change?.[2] ? replaceLast(stem, change[0], change[2]) : stem;
  if (VOWEL_STEM_ER_IR.test(stem) || UIR.test(lemma)) {
    const accent = UIR.test(lemma) ? 'i' : 'í';
    return [
      `${stem}í`,
      `${stem}${accent}ste`,
      `${stem}yó`,
      `${stem}${accent}mos`,
      `${stem}${accent}steis`,
      `${stem}yeron`,
    ];
  }
  return [`${stem}í`, `${stem}iste`, `${third}ió`, `${stem}imos`, `${stem}isteis`, `${third}ieron`];
}

function imperfect(lemma: string): Forms {
  const listed = IMPERFECT[lemma];
  if (listed) return listed;
  const stem = stemOf(lemma);
  if (typeOf(lemma) === 'ar')
    return [`${stem}aba`, `${stem}abas`, `${stem}aba`, `${stem}ábamos`, `${stem}abais`, `${stem}aban`];
  return [`${stem}ía`, `${stem}ías`, `${stem}ía`, `${stem}íamos`, `${stem}íais`, `${stem}ían`];
}

function future(lemma: string): Forms {
  const stem = FUTURE_STEM[lemma] ?? foldAccents(lemma);
  return [`${stem}é`, `${stem}ás`, `${stem}á`, `${stem}emos`, `${stem}éis`, `${stem}án`];
}

function participle(lemma: string): string {
  const listed = PARTICIPLE[lemma];
  if (listed) return listed;
  const stem = stemOf(lemma);
  if (typeOf(lemma) === 'ar') return `${stem}ado`;
  return VOWEL_STEM_ER_IR.test(stem) ? `${stem}ído` : `${stem}ido`;
}

const IRREGULAR_GERUNDS: Record<string, string> = {
  ir: 'yendo',
  poder: 'pudiendo',
  decir: 'diciendo',
  venir: 'viniendo',
  oír: 'oyendo',
  reír: 'riendo',
  sonreír: 'sonriendo',
};

function gerund(lemma: string): string {
  const listed = IRREGULAR_GERUNDS[lemma];
  if (listed) return listed;
  const stem = stemOf(lemma);
  if (typeOf(lemma) === 'ar') return `${stem}ando`;
  if (VOWEL_STEM_ER_IR.test(stem) || UIR.test(lemma)) return `${stem}yendo`;
  const change = STEM_CHANGE[lemma];
  return `${change?.[2] ? replaceLast(stem, change[0], change[2]) : stem}iendo`;
}

function conjugateAll(lemma: string): Conjugation {
  const presentForms = present(lemma);
  return {
    lemma,
    present: presentForms,
    preterite: preterite(lemma),
    imperfect: imperfect(lemma),
    future: future(lemma),
    subjunctive: subjunctive(lemma, presentForms),
    participle: participle(lemma),
  };
}

interface Tables {
  verbs: Map<string, Conjugation>;
  /** Folded form → every (lemma, tense, person) it can be. */
  byForm: Map<string, TensedForm[]>;
  /** Folded participles and infinitives → lemma. */
  participles: Map<string, string>;
  infinitives: Map<string, string>;
  gerunds: Map<string, string>;
}

let tables: Tables | undefined;

function buildTables(): Tables {
  const verbs = new Map<string, Conjugation>();
  for (const lemma of [...REGULAR_AR, ...REGULAR_ER, ...REGULAR_IR]) verbs.set(lemma, conjugateAll(lemma));
  const byForm = new Map<string, TensedForm[]>();
  const participles = new Map<string, string>();
  const infinitives = new Map<string, string>();
  const gerunds = new Map<string, string>();
  for (const verb of verbs.values()) {
    gerunds.set(foldAccents(gerund(verb.lemma)), verb.lemma);
    for (const tense of TENSES) {
      verb[tense].forEach((form, person) => {
        const key = foldAccents(form);
        const list = byForm.get(key) ?? [];
        list.push({ lemma: verb.lemma, tense, person: person as Person });
        byForm.set(key, list);
      });
    }
    participles.set(foldAccents(verb.participle), verb.lemma);
    infinitives.set(foldAccents(verb.lemma), verb.lemma);
  }
  return { verbs, byForm, participles, infinitives, gerunds };
}

function loadTables(): Tables {
  tables ??= buildTables();
  return tables;
}

export function conjugation(lemma: string): Conjugation | undefined {
  return loadTables().verbs.get(lemma);
}

export function conjugatedLemmas(): IterableIterator<string> {
  return loadTables().verbs.keys();
}

/**
 * What a finite form can be, however its accents were typed ("hablo" is present, "habló" preterite). With
 * `exact`, the written accents must match too, so "hablo" is only the present.
 */
export function tensedForms(word: string, exact = false): readonly TensedForm[] {
  const found = loadTables().byForm.get(foldAccents(word)) ?? [];
  if (!exact) return found;
  const lower = word.toLowerCase();
  return found.filter((form) => loadTables().verbs.get(form.lemma)![form.tense][form.person] === lower);
}

/** The lemma of a known infinitive ("soñar", "sonar" typed for it is not folded away: both are verbs). */
export function infinitiveLemma(word: string): string | undefined {
  return loadTables().infinitives.get(foldAccents(word));
}

export function participleLemma(word: string): string | undefined {
  return loadTables().participles.get(foldAccents(word));
}

/** Whether a word, accents as written, is a finite form, participle or infinitive of a known verb. */
export function isExactVerbForm(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    tensedForms(lower, true).length > 0 ||
    loadTables().verbs.get(loadTables().participles.get(foldAccents(lower)) ?? '')?.participle === lower ||
    loadTables().verbs.has(lower)
  );
}

/** The lemma of a gerund ("aprendiendo", "pensando", "durmiendo"). */
export function gerundOf(lemma: string): string {
  return gerund(lemma);
}

export function gerundLemma(word: string): string | undefined {
  return loadTables().gerunds.get(foldAccents(word));
}

/** Every folded form the tables know: finite forms, participles, infinitives. */
export function isKnownVerbWord(folded: string): boolean {
  const { byForm, participles, infinitives } = loadTables();
  return byForm.has(folded) || participles.has(folded) || infinitives.has(folded);
}

/** The conditional's endings by person (yo and él share one, as the imperfect subjunctive's forms do). */
const CONDITIONAL_ENDINGS: readonly [string, 0 | 1 | 2 | 3 | 4 | 5][] = [
  ['iamos', 3],
  ['iais', 4],
  ['ias', 1],
  ['ian', 5],
  ['ia', 2],
];
/** A conditional form's verb and person ("tendría" → tener, 2), from its future stem; undefined for anything else. */
export function conditionalReading(word: string): { lemma: string; person: 0 | 1 | 2 | 3 | 4 | 5 } | undefined {
  const folded = foldAccents(word.toLowerCase());
  for (const [ending, person] of CONDITIONAL_ENDINGS) {
    if (!folded.endsWith(ending)) continue;
    const stem = folded.slice(0, -ending.length);
    // "tenía", "comía" (imperfect) have no future stem: only "tendr-", "comer-" are the conditional's.
    const future = tensedForms(`${stem}é`, true).find((form) => form.tense === 'future' && form.person === 0);
    return future ? { lemma: future.lemma, person } : undefined;
  }
  return undefined;
}
