import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { AnalysedToken as CoreToken, Reading } from '@/server/language/spanish';
import {
  nounOfDiminutive,
  nounOfRelationalAdjective,
  verbOfActionNoun,
  verbOfAgentNoun,
} from '@/server/language/spanish';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { figureListParts, itemAsked, listPartAsked } from './listed-items';
import { createMeasureTiers, type Measure } from './measure-tiers';
import { pricedItemAsked, pricedItemsIn, priceWordsOf } from './priced-items';
import { addressedVerb, inTheRolesVoice, isYouWord, roleClauseOf, toTheLearner } from './role-voice';
import { QUESTION_WORD, lastQuestionOf, namesWrittenIn, normaliseText } from './text-normalisation';
import { roleNameOf } from './role-name';
import { kindsByMember } from './scene-knowledge';
import { COPULA_LEMMAS } from './copulas';
import { withoutUnsayableNames } from './unsayable-names';
import { countWritten, isNumberWord } from '@/domain/spanish-numbers';
import { heldCounts } from './held-counts';
import { ARTICLES } from './articles';
import { englishFigureFor, englishFigureOfThingAsked, englishFiguresIn, type EnglishFigure } from './english-figures';
import {
  SENTENCE_END,
  addsUpSeveral,
  figureAskedFor,
  asksASum,
  figureFactsIn,
  inSpanish,
  kindsOf,
  type FigureFact,
  type FigureKind,
  spanishWeekdays,
} from './topic-figures';

export interface TopicTextAnswerer {
  /**
   * Abbreviations of units a topic writes after its figures ("mg", "km") and the Spanish units its English figures
   * are said in ("quetzales"): words the partner may say as written.
   */
  unitAbbreviations: ReadonlySet<string>;
  /**
   * The sentence of a learner-written topic's own description or prompt that answers the question ("¿El piso está
   * amueblado?" → "El piso está amueblado y tiene lavadora."), as written; none when no sentence of it does.
   * `canSay` vouches for every word (spelled right, accents and all), so a mistake in the topic is never said.
   */
  answer(
    question: string,
    topic: TutorTopic,
    canSay: (sentence: string) => boolean,
    /** What the turn told before its question ("Mi amiga es vegana."): a quality it names is asked too. */
    told?: string,
  ): string | undefined;
  /**
   * Whether the topic's text gives a figure of the kind the question asks for ("¿Cuánto cuesta?" and "cuesta 65
   * euros"), said or not: then no other answer may make one up.
   */
  holdsFigureAsked(question: string, topic: TutorTopic): boolean;
  /** Whether a turn's question asks a price or a sum ("¿Cuánto cuesta arreglarla?", "¿Cuánto pago en total?"). */
  asksAPrice(turnText: string): boolean;
  /**
   * The question with a phrase of several words said in the one word of its synonyms (scenes.json `synonyms`): "un
   * kayak para dos personas" → "un kayak doble", which the topic's "double kayak" is found by. Undefined when it
   * holds no such phrase.
   */
  inOneWord(question: string): string | undefined;
  /**
   * Whether a question asks only a figure of something it does not name ("¿Cuánto cuesta?", "¿A qué hora son?"):
   * after another question in the same turn, it asks of that one's thing.
   */
  asksAFigureOfNothingNamed(question: string): boolean;
  /**
   * "¿Y el plan anual?" after "¿Cuánto cuesta el plan mensual?": a question of only "y" and a thing, after one that
   * asked a figure, asks that figure of the thing ("¿cuánto cuesta el plan anual?"); undefined for any other.
   */
  askedAgainOf(question: string, previous: string): string | undefined;
  /**
   * Whether a line says a figure of a kind the topic gives its own of ("El desayuno se sirve de siete a diez" where
   * the topic serves it from 8:00 to 10:30): a role's made-up figure, which may contradict the topic's.
   */
  contradictsItsFigures(line: string, topic: TutorTopic): boolean;
  /**
   * Whether a made-up line (a role frame's fact, a service's general answer) would invent in a learner's topic that
   * is a sheet of its own facts (three sentences or more with a figure: prices, hours, ages): it names a thing the
   * topic never names ("¿El coche lleva GPS?" of a car hire whose prompt says nothing of GPS; "tarjeta o en efectivo"
   * of "Payment by card or Bizum", a `general` answer of any service, which may add what it likes). What such a
   * topic leaves unsaid, the partner does not know.
   */
  inventsForItsFacts(question: string, line: string, topic: TutorTopic, general?: boolean): boolean;
  /** Whether a line is an item of a price list, its name then its price ("Ibuprofeno: 3,50 euros la caja."). */
  isAPriceItem(line: string): boolean;
  /**
   * Whether a line says a figure of the kind a question asks ("El alquiler es de setecientos euros" to "¿Cuánto…?"):
   * a role's made-up figure, which the learner's topic with its own figures of that kind would contradict.
   */
  saysTheFigureAsked(question: string, line: string): boolean;
  /**
   * "Necesito antibióticos, ¿me puede dar una caja?" where the topic says "Los antibióticos no se venden sin receta":
   * the one fact that denies a thing the turn told before its question names; undefined otherwise.
   */
  deniedOf(told: string, topic: TutorTopic, canSay: (sentence: string) => boolean): string | undefined;
  /**
   * The topic's rule for ages, for a turn that tells someone's age and asks something; undefined otherwise; null when
   * the rule's clause for that age holds a word the partner cannot vouch for: no other clause of it may answer then.
   */
  ageRule(
    turnText: string,
    topic: TutorTopic,
    canSay: (sentence: string) => boolean,
    /** The learner's earlier messages, newest last: an age told there counts for a question of someone else. */
    earlier?: readonly string[],
  ): string | null | undefined;
}

/** A sentence of the topic as listed: after its label, said to the learner, or an item of a price list. */
interface ListedSentence {
  sentence: string;
  label?: string;
  toLearner?: boolean;
  /** A sentence said to the learner as it was before it was turned to them. */
  turnedFrom?: string;
  item?: boolean;
  /**
   * The clause before one that opens on its verb ("hay un micro por día a Mendoza; sale a las 20:00"): whose things
   * it goes on to tell of, so a question that names them ("¿A qué hora sale el micro?") finds it.
   */
  goesOnFrom?: string;
}

interface TopicFact {
  text: string;
  lemmas: ReadonlySet<string>;
  kinds: ReadonlySet<FigureKind>;
  /** It speaks of the learner's own thing ("Tu coche estará listo mañana"): an answer to their question only. */
  ofTheLearners?: boolean;
  /** The role's recommendation ("Te recomiendo probar el mazapán"): an answer to what it names, or to nothing named. */
  recommends?: boolean;
  /** What the role tells of itself ("Trabajo en…", "Soy de Zaragoza"): an answer to a question put to it only. */
  ofTheRole?: true;
  /** The label its sentence was written under ("Paquete nacional: hasta 2 kg…"): what a tier of it is of. */
  label?: string;
}

/**
 * Whether a sentence measures the noun with a figure and its unit: "dos meses de fianza", "3 kilos de tomates",
 * "media hora de secadora".
 */
function measuredIn(sentence: string, noun: string): boolean {
  const words = normaliseText(sentence).split(' ');
  return words.some((word, at) => {
    if (word !== noun && word !== `${noun}s` && word !== `${noun}es`) return false;
    const of = ARTICLES.includes(words[at - 1] ?? '') ? at - 2 : at - 1;
    const figure = words[of - 2] ?? '';
    return words[of] === 'de' && (/^\d+(?:[.,]\d+)?$/u.test(figure) || isNumberWord(figure) || figure === 'media');
  });
}

/**
 * A sentence's clauses between semicolons, each a fact of its own when each has its verb; a list whose later items
 * leave the verb out ("La consulta cuesta 35 euros; la vacuna, 28 euros; el microchip, 40 euros") stays whole.
 */
function clausesOf(sentence: string): string[] {
  const clauses = sentence.split(/;\s*/u);
  const hasVerb = (clause: string) =>
    analysed(clause).tokens.some((token) =>
      token.readings.some((reading) => reading.pos === 'verb' && reading.person !== undefined),
    );
  if (clauses.length === 1 || clauses.every(hasVerb)) return clauses;
  // a list whose items have no verb stays whole when it can be said whole; a sentence too long for that keeps the
  // clauses that say something ("…, tiene tres habitaciones y balcón; …; disponible a partir del 1 de octubre")
  return sentence.split(/\s+/u).length <= MAX_WORDS ? [sentence] : clauses.filter(hasVerb);
}
/**
 * "Hay un micro a Mendoza; sale a las 20:00": a verb of the third person opening a clause, no command, goes on telling
 * of what the fact before it named (a prompt bids its role as "tú" or "vos": "enseña el piso" is no fact).
 */
function tellsOfWhatCameBefore(first: CoreToken): boolean {
  return (
    first.readings.some((reading) => reading.mood === 'indicative' && reading.person === 3) &&
    !first.readings.some((reading) => reading.mood === 'imperative' && reading.person === 2)
  );
}

/** Whether a clause's first word is its finite verb: it tells of what the clause before it named. */
function opensOnItsVerb(clause: string): boolean {
  const first = analysed(clause.trim()).tokens.find((token) => token.kind === 'word');
  return first?.reading?.pos === 'verb' && first.reading.person !== undefined;
}

/** The nouns of a clause ("micro", "Mendoza"). */
function nounsOf(clause: string): CoreToken[] {
  return analysed(clause).tokens.filter(
    (token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun',
  );
}

/** A contrast that opens a second clause: "…, pero…", "…, aunque…". */
const CONTRAST = /,\s+(?:pero|aunque|sin embargo)\s/iu;
/** Words that open a clause inside another: its verb is not the sentence's. */
const SUBORDINATORS = new Set(['porque', 'que', 'cuando', 'si', 'aunque', 'donde', 'mientras', 'como']);
const MIN_WORDS = 3;
/** The most facts of one frame said together to a question that names none of them (two requirements). */
const MAX_FRAMED_TOGETHER = 2;
/** The words a price for a kind of person opens with before its kind ("Los niños de…", "Niños:"). */
const PERSON_KIND_OPENING = 3;
/** Words that ask which, what or how much, accents folded: no question of yes or no. */
const ASKING_WORDS = new Set(
  'que cuanto cuanta cuantos cuantas donde cuando como cual cuales quien quienes'.split(' '),
);
const MAX_WORDS = 30;
/** The longest note of things counted said without a verb ("Grupos de 8 alumnos como máximo"). */
const MAX_COUNT_NOTE_WORDS = 10;
/** A sentence of the topic is Spanish when this share of its words are in the language core's lexicon. */
const CACHE_SIZE = 200;
const CONTENT = new Set(['noun', 'proper-noun', 'adjective', 'verb', 'adverb']);
/** Words of the day spoken in: a question of a time set by them asks for that time, no fact that holds them. */
const TODAY_WORDS = new Set(['hoy', 'ahora', 'ahorita']);
/** Adverbs that say how much, whether or where in the talk, not what: no fact is matched by them. */
const PLAIN_ADVERBS = new Set(
  'muy mas menos no si tambien tampoco ya solo tan tanto bastante aun todavia casi asi como cuando donde que cuanto entonces luego pues bien mal aqui alli ahi aca alla siempre nunca ahora mucho poco algo nada'.split(
    ' ',
  ),
);

/**
 * Answers from what the learner wrote their topic to be about (content/tutor/scenes.json "topicText"): the
 * description's and prompt's factual sentences in Spanish, matched to the question by the content lemmas they
 * share, at least one of them not already in the title (every sentence of a topic on "un piso" names the flat).
 */
export function createTopicTextAnswerer(
  table: ScenesFile['topicText'],
  /** The English of a Spanish lemma (the bilingual glossary), to find which English figure a question asks for. */
  englishOf: (lemma: string) => readonly string[] = () => [],
  /** scenes.json `personaKinds`: "¿Hay animales?" is answered by the fact of a cat. */
  kinds: ReadonlyMap<string, readonly string[]> = new Map(),
  /** Words Spain and Latin America say differently (variety-words.json: "zumo", "jugo"): the same thing asked. */
  varietyPairs: readonly (readonly string[])[] = [],
  /** Verbs of asking or knowing (scenes.json `cues.indirectQuestion`): "saber si…" asks, it sets no condition. */
  askingVerbs: readonly string[] = [],
): TopicTextAnswerer {
  const notSaid = new Set(table.notSaid.map(normaliseText));
  const askingLemmas = new Set(askingVerbs.map(normaliseText));
  const kindsOfMember = kindsByMember(kinds);
  const priceWords = priceWordsOf(table.figures);
  const tiers = createMeasureTiers(table.figures);
  const { denials, timesOfDay, recommendVerbs, recommendNouns, conversationVerbs } = wordSetsOf(table);
  const { months, dateAsks, haveVerbs, personKinds, plainVerbs, instructionVerbs, priceVerbs } = wordSetsOf(table);
  const bestPhrases = table.recommends.best.map((phrase) => ` ${normaliseText(phrase)} `);
  // the nouns a question frames itself with, units of time among them ("¿Qué días abres?")
  const plainNouns = new Set([...table.plainNouns, ...table.figures.durationUnits].map(normaliseText));
  // "¿Cuál es el horario?", "¿Qué precio tiene?": the noun of the kind asked names no thing of its own
  const headings = new Set(table.figures.headings.map(normaliseText));
  const factsByTopic = new Map<string, TopicFacts>();
  // "sábado" → "saturday", "sat": an English topic's days, which the glossary may not give
  const englishDayNames = englishDayNamesOf(table.figures.englishDays);
  // the Spanish days, singular and plural ("el domingo", "los domingos")
  const weekdays = spanishWeekdays(table.figures);

  // The word as written counts beside its lemma: "amueblado" is an adjective in one sentence, a participle in another.
  // a word the lexicon lacks ("ibuprofeno", "Bizum") counts as written: it is most often the very thing asked about
  // (and the noun of a diminutive the lexicon lacks: "sillita" names a "silla")
  const contentLemmas = (tokens: readonly CoreToken[]) =>
    new Set([
      ...tokens
        .filter((token) => token.kind === 'word' && token.readings.length === 0 && token.text.length >= 4)
        .flatMap((token) => [token.text, nounOfDiminutive(token.text) ?? ''].filter(Boolean).map(normaliseText)),
      ...contentOf(tokens),
    ]);
  const contentOf = (tokens: readonly CoreToken[]) => {
    const words = tokens.filter((token) => token.kind === 'word');
    const afterOf = new Set(words.filter((_, at) => normaliseText(words[at - 1]?.text ?? '') === 'de'));
    return new Set(
      tokens
        .filter((token) => token.reading && CONTENT.has(token.reading.pos))
        .filter((token) => token.reading!.pos !== 'adverb' || !PLAIN_ADVERBS.has(normaliseText(token.reading!.lemma)))
        .filter((token) => !plainVerbs.has(normaliseText(token.reading!.lemma)))
        .flatMap((token) => [
          normaliseText(token.reading!.lemma),
          normaliseText(token.text),
          // "Botas de piel: 120 euros": a word the tagger took for a verb ("you bounce") still names its noun
          ...token.readings.filter((reading) => reading.pos === 'noun').map((reading) => normaliseText(reading.lemma)),
          // "¿Cuál es el rango salarial?" asks about the salary
          normaliseText(
            token.reading!.pos === 'adjective' ? (nounOfRelationalAdjective(token.reading!.lemma) ?? '') : '',
          ),
          // "No se admiten fumadores" is about smoking: «¿Se puede fumar?»; "cancelación gratis…" about cancelling
          normaliseText(token.reading!.pos === 'noun' ? (verbOfAgentNoun(token.reading!.lemma) ?? '') : ''),
          // (not of a noun after "de", which says what kind another thing is: "zapatillas de escalada" are no
          // climbing)
          normaliseText(
            token.reading!.pos === 'noun' && !afterOf.has(token) ? (verbOfActionNoun(token.reading!.lemma) ?? '') : '',
          ),
        ])
        .filter(Boolean),
    );
  };

  /**
   * Whether a sentence of the topic is a fact the partner may say. `toRole`: a sentence of the prompt, whose "you" is
   * the partner's role ("Abrís de lunes a viernes…"), said in its first person (role-voice.ts).
   */
  function saysAFact(sentence: string, toRole: boolean, labelled = false, goesOn = false): boolean {
    const tokens = analysed(sentence).tokens;
    const words = tokens.filter((token) => token.kind === 'word');
    if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false;
    if (!inSpanish(tokens)) return false;
    // A fact says something of something: a conjugated verb, and a subject before it. A sentence that opens with its
    // verb is an instruction ("Enseña el piso", "Ayuda al cliente": the imperative reads as "he shows").
    // any conjugated reading: the tagger may take "cuesta" in "La entrada cuesta 95 pesos" for the noun (a slope)
    // ("una", a determiner, is also a form of "unir": a word that may be a determiner is none of the verbs here)
    // (nor is a word that may be a preposition: "Para sacar el carné hay que…" does not open with "parar")
    // (nor one that may be a pronoun: "Se puede cancelar gratis…" does not open with "sé")
    // "Un paseo guiado por…", "Reunión de padres en el colegio": after an article or a preposition a word that may
    // be a verb ("paseo", "colegio") is a noun, and a sentence with no other verb is a title, no fact
    const finite = words.findIndex(
      (token, at) =>
        mayBeFinite(token) && !(at > 0 && ['determiner', 'preposition'].includes(words[at - 1]!.reading?.pos ?? '')),
    );
    // "Hay visitas guiadas de 90 minutos" tells what there is, "Abrís de lunes a viernes" what the role does
    // "Abrimos de 9:00 a 20:00": in a prompt, a "we" that gives a figure is the business the role works for
    // ("los domingos cerramos": so is a "we" that names a day of the week)
    const ourFigure =
      toRole &&
      (kindsOf(sentence, table.figures).size > 0 || words.some((token) => weekdays.has(normaliseText(token.text))));
    // (so is a "we" of any other doing than the conversation's own: "no podemos cocinar sin gluten", "hacemos paella
    // de verduras"; "hablamos de tus viajes" is the talk the role leads)
    const ours = (reading: Reading) =>
      toRole &&
      reading.person === 1 &&
      reading.number === 'plural' &&
      (ourFigure || !conversationVerbs.has(normaliseText(reading.lemma)));
    // "Está prohibido entrar en las cuevas", "Es obligatorio llevar casco": a rule, its verb first
    const rule =
      ['es', 'esta'].includes(normaliseText(words[0]!.text)) &&
      (words[1]?.readings.some((reading) => reading.pos === 'adjective' || reading.verbForm === 'participle') ??
        false) &&
      (words[2]?.readings.some((reading) => reading.verbForm === 'infinitive') ?? false);
    // the thing a label names is the subject of a verb of the third person opening the clause after it
    const labelsSubject =
      labelled && words[0]!.readings.some((reading) => reading.pos === 'verb' && reading.person === 3);
    // "Salen a las 6:30 de la plaza": a verb of the third person plural opening the sentence tells what others do
    // (only the singular is also a command: "Enseña el piso")
    const theyDo = words[0]!.readings.every(
      (reading) => reading.pos === 'verb' && reading.person === 3 && reading.number === 'plural',
    );
    const listedFigure = isAListedFigure(sentence, words, kindsOf(sentence, table.figures).size > 0);
    const opensAsAFact =
      listedFigure ||
      (goesOn && tellsOfWhatCameBefore(words[0]!)) ||
      theyDo ||
      rule ||
      labelsSubject ||
      normaliseText(words[0]!.text) === 'hay' ||
      (toRole && addressedVerb(words[0]!) !== undefined) ||
      words[0]!.readings.some((reading) => reading.pos === 'verb' && ours(reading));
    if (!opensAsAFact && (finite <= 0 || mayBeFinite(words[0]!))) return false;
    // an infinitive may open a fact as its subject ("Desbloquearla en la oficina es gratis") when a verb read as one
    // follows; "Reservar plaza en un taller de cocina vasca" is a task ("cocina" a noun, though also a verb form)
    const opensWithInfinitive = words[0]!.readings.some((reading) => reading.verbForm === 'infinitive');
    if (opensWithInfinitive && !words.some((token) => token.reading?.pos === 'verb' && token.reading.person))
      return false;
    // nor is "Quejarse en la recepción … porque la habitación es muy ruidosa", whose only verb is in a clause of
    // its own: the task the topic sets, said back as a reply
    const mainVerb = words.findIndex((token) => token.reading?.pos === 'verb' && token.reading.person);
    if (opensWithInfinitive && words.slice(1, mainVerb).some((token) => SUBORDINATORS.has(normaliseText(token.text))))
      return false;
    // An instruction ("Explica las tareas", "Eres Vicente"), a line about the learner, or the learner speaking ("Pido
    // tacos", "Hablemos de…": the topic's "I" is the learner) is not the partner's to say.
    // a verb form that may also be the third person ("tarda": "it takes" or "take!") tells of something
    const speakerOrListener = (reading: Reading) =>
      (reading.person === 1 && !ours(reading)) || (reading.person === 2 && !toRole) || reading.mood === 'imperative';
    // "Al final das el número…": a "you" verb of the conversation itself tells the role what to do
    // "Das clases de cocina que empiezan a las 9": a "you" verb with a time or a price tells what the role does
    const timed = kindsOf(sentence, table.figures).size > 0;
    // "No haces tortas por encargo", "No atiendes animales exóticos": a "you" verb denied tells what the role does not
    // do (a denied instruction is a command: "No hables inglés")
    const denied = (token: CoreToken) => {
      let at = words.indexOf(token) - 1;
      while (at >= 0 && words[at]!.reading?.pos === 'pronoun') at--;
      return at >= 0 && denials.has(normaliseText(words[at]!.text));
    };
    // ("…porque usas la misma cocina para todo": a verb in a clause brought in after the main verb is no command)
    const instructed = (token: CoreToken) => {
      const verb =
        toRole && !timed && !denied(token) && !inALaterClause(words, token) ? addressedVerb(token) : undefined;
      return verb !== undefined && instructionVerbs.has(normaliseText(verb.lemma));
    };
    if (words.some(instructed)) return false;
    // "aceptas pago en efectivo": a word that may be a noun right after a verb is its object ("pago"), not "I pay"
    const objectAfterAVerb = (at: number) =>
      at > 0 &&
      words[at - 1]!.reading?.pos === 'verb' &&
      words[at - 1]!.reading?.verbForm === 'finite' &&
      words[at]!.readings.some((reading) => reading.pos === 'noun');
    // "un pastel de tres leches entero": a word that may be an adjective after a noun describes it ("entero" is no
    // "I find out")
    const adjectiveAfterANoun = (at: number) =>
      at > 0 &&
      words[at - 1]!.readings.some((reading) => reading.pos === 'noun') &&
      words[at]!.readings.some((reading) => reading.pos === 'adjective');
    return !words.some((token, at) => {
      if (objectAfterAVerb(at) || adjectiveAfterANoun(at)) return false;
      const finiteReadings = token.readings.filter((reading) => reading.pos === 'verb' && reading.person !== undefined);
      const you = toRole && isYouWord(token.text);
      return (
        (!you && namesTheLearner(tokens, token)) ||
        (token.reading?.pos === 'verb' && finiteReadings.length > 0 && finiteReadings.every(speakerOrListener))
      );
    });
  }

  /**
   * "En tu puesto vendes: una lámpara…; discos…; y una cámara…": a short lead whose last word is a conjugated verb,
   * and the items of its list after the colon (split at ";"), each of which it completes.
   */
  function leadVerbOf(sentence: string): { lead: string; items: string[] } | undefined {
    const colon = /:(?!\d)/u.exec(sentence)?.index;
    if (colon === undefined) return undefined;
    const lead = sentence.slice(0, colon).trim();
    const words = analysed(lead).tokens.filter((token) => token.kind === 'word');
    const last = words.at(-1);
    if (words.length > LEAD_WORDS || last?.reading?.pos !== 'verb' || last.reading.verbForm !== 'finite')
      return undefined;
    const items = sentence
      .slice(colon + 1)
      .split(/\s*;\s*(?:y\s+|e\s+)?/u)
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length > 0 ? { lead, items } : undefined;
  }

  /** Whether a list's item has its own verb, not one of a clause inside it ("una máquina que funciona"). */
  function holdsAVerb(clause: string): boolean {
    const tokens = analysed(clause).tokens.filter((token) => token.kind === 'word');
    const inside = tokens.findIndex((token) => SUBORDINATORS.has(normaliseText(token.text)));
    return tokens
      .slice(0, inside < 0 ? undefined : inside)
      .some((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');
  }

  /**
   * A rule turned to the learner: of a fact's length, in Spanish, with no "you" of the role's left in it (`turnedFrom`,
   * the sentence before it was turned, holds none: a "tu" in the turned one is the learner's own, "tu coche").
   */
  function saidToTheLearner(sentence: string, turnedFrom: string): boolean {
    const tokens = analysed(sentence).tokens;
    const words = tokens.filter((token) => token.kind === 'word');
    if (words.length < MIN_WORDS || words.length > MAX_WORDS || !inSpanish(tokens)) return false;
    const roleYou = analysed(turnedFrom).tokens.some((token) => token.kind === 'word' && isYouWord(token.text));
    const learnersOwn = (token: CoreToken) => !roleYou && ['tu', 'tus'].includes(token.text.toLowerCase());
    // "Los grupos son de 6 alumnos como máximo": people counted are a figure of the place, not the learner
    return !words.some((token) => !learnersOwn(token) && (isYouWord(token.text) || namesTheLearner(tokens, token)));
  }

  /**
   * "Grupos de 8 alumnos como máximo": a short note of things counted, with no verb, in Spanish and about no learner,
   * is a fact as written.
   */
  /** "¿Desde cuándo está disponible?": of the facts that name what is asked, the one that gives a date. */
  function datedFactAsked(
    question: string,
    naming: readonly TopicFact[],
    asked: ReadonlySet<string>,
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    const padded = ` ${normaliseText(question)} `;
    if (!dateAsks.some((asks) => padded.includes(` ${asks} `))) return undefined;
    return best(
      naming.filter((fact) => holdsADate(fact.text)),
      asked,
      titled,
    );
  }

  /** Whether a text gives a date: a month's name, with its day or after "en", "de", "desde", "hasta". */
  function holdsADate(text: string): boolean {
    const words = normaliseText(text).split(' ');
    return words.some(
      (word, at) => months.has(word) && at > 0 && /^(?:\d{1,2}|en|de|desde|hasta)$/u.test(words[at - 1]!),
    );
  }

  function countNote(sentence: string): boolean {
    const tokens = analysed(sentence).tokens;
    const words = tokens.filter((token) => token.kind === 'word');
    if (words.length < MIN_WORDS || words.length > MAX_COUNT_NOTE_WORDS || !inSpanish(tokens)) return false;
    // (or a date: "Disponible desde el 1 de marzo")
    if (!kindsOf(sentence, table.figures).has('count') && !holdsADate(sentence)) return false;
    return !words.some(
      (token) =>
        (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite') ||
        isYouWord(token.text) ||
        namesTheLearner(tokens, token),
    );
  }

  /**
   * Whether a word speaks of the learner ("el cliente", "tú"): not people counted ("8 alumnos") nor a group in the
   * plural whom a rule of the place is for ("los estudiantes").
   */
  function namesTheLearner(tokens: readonly CoreToken[], token: CoreToken): boolean {
    return notSaid.has(normaliseText(token.text)) && !countedBefore(tokens, token) && !forAGroup(tokens, token);
  }

  /** "Entrevista al alumno: a qué se dedica, …": a label about the learner brings in what to ask them, no fact. */
  function labelNamesTheLearner(label: string | undefined): boolean {
    if (label === undefined) return false;
    return normaliseText(label)
      .split(' ')
      .some((word) => notSaid.has(word) || isYouWord(word));
  }

  /**
   * "La prueba de nivel para los nuevos alumnos es el lunes", "Los estudiantes entran gratis con carné": a group in
   * the plural is whom a rule of the place is for, not the learner spoken of ("tus clientes" still is).
   */
  function forAGroup(tokens: readonly CoreToken[], token: CoreToken): boolean {
    if (!token.readings.some((reading) => reading.pos === 'noun' && reading.number === 'plural')) return false;
    const words = tokens.filter((word) => word.kind === 'word');
    const before = words[words.indexOf(token) - 1];
    return before === undefined || !notSaid.has(normaliseText(before.text));
  }

  /** Whether a count of two or more comes just before `token` ("6 alumnos", "ocho clientes"). */
  function countedBefore(tokens: readonly CoreToken[], token: CoreToken): boolean {
    const previous = tokens[tokens.indexOf(token) - 1];
    return previous !== undefined && (countWritten(previous.text.toLowerCase()) ?? 0) >= 2;
  }

  /**
   * "Precios: corte de mujer, 28 euros; corte de hombre, 16 euros; tinte, desde 45 euros": a price list under a
   * heading, each part a thing, a comma and its price, each said on its own ("Corte de hombre, 16 euros.").
   */
  function headedPriceItems(sentence: string): string[] | undefined {
    const label = LABEL.exec(sentence);
    if (label && label[1]!.trim().split(/\s+/u).length > LABEL_WORDS) return undefined;
    if (label && analysed(label[1]!).tokens.some((token) => token.reading?.pos === 'verb')) return undefined;
    const parts = figureListParts(sentence.slice(label?.[0].length ?? 0));
    const priced = (part: string) => {
      const figure = /,\s*([^,]*\d[^,]*)$/u.exec(part)?.[1];
      return figure !== undefined && kindsOf(figure, table.figures).has('price');
    };
    // "el jarabe para la tos 15.000 pesos; las pastillas 6.000 pesos": an item and its price with no comma between
    // (or a price verb: "el acetaminofén cuesta 8.000 pesos la caja") is one too, said with its comma
    const finite = holdsAVerb;
    const withItsComma = (part: string) => {
      if (priced(part)) return part;
      const item = pricedItemsIn(part, priceWords);
      if (item.length !== 1) return '';
      if (finite(part)) return part;
      return part.trim().endsWith(item[0]!.said) ? part.replace(/\s+(?=\S*\d)/u, ', ') : '';
    };
    const said = parts?.map(withItsComma);
    // (with no heading, only a list of no verb: "La consulta cuesta 35 euros; la vacuna 28 euros" is read whole)
    if (!said || said.some((part) => !part) || (!label && parts!.some(finite))) return undefined;
    return said.map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}.`);
  }

  /**
   * "Duración: 1 hora y media (viñedos, bodega y degustación)", "Edad mínima: 14 años": a label whose value is a
   * measure, a count with its unit and no verb, said as what the label is ("La duración es de 1 hora y media…"). Not a
   * number with no unit ("Teléfono: 91 555 20 40"), a time of day, nor a label that is no noun; undefined otherwise.
   */
  function labelledMeasure(label: string, value: string): string | undefined {
    const measure = /^(\d+(?:[.,]\d+)?|\p{L}+)\s+\p{L}/u.exec(value);
    if (!measure || (!/^\d/u.test(measure[1]!) && !isNumberWord(measure[1]!.toLowerCase()))) return undefined;
    const kinds = kindsOf(value, table.figures);
    if (kinds.size === 0 || kinds.has('time')) return undefined;
    const outside = analysed(value.replace(/\([^()]*\)/gu, ' ')).tokens;
    if (outside.some((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite')) return undefined;
    const head = analysed(label).tokens.find((token) => token.kind === 'word');
    if (head?.reading?.pos !== 'noun') return undefined;
    const plural = head.reading.number === 'plural';
    const article = `${head.reading.gender === 'feminine' ? (plural ? 'las' : 'la') : plural ? 'los' : 'el'}`;
    const said = `${article.charAt(0).toUpperCase()}${article.slice(1)} ${lowerFirst(label.trim())} `;
    return `${said}${plural ? 'son' : 'es'} de ${lowerFirst(value)}`;
  }

  /**
   * "Chaleco salvavidas incluido", "Wifi gratis": an item of a fact sheet with no verb whose last word says what holds
   * of the thing, said with its verb ("El chaleco salvavidas está incluido."); undefined for any other.
   */
  function verblessStated(text: string): string | undefined {
    const trimmed = text
      .trim()
      .replace(/^[-•*–—]\s*/u, '')
      .replace(/[.;]+$/u, '');
    if (/\d|[,:(]/u.test(trimmed)) return undefined;
    const words = analysed(trimmed).tokens.filter((token) => token.kind === 'word');
    const verb = table.figures.verblessPredicates[normaliseText(words.at(-1)?.text ?? '')];
    if (!verb || words.length < 2 || words.length > VERBLESS_WORDS || words.slice(0, -1).some(mayBeFinite))
      return undefined;
    const head = words.find((token) => !ARTICLES.includes(normaliseText(token.text)));
    if (head?.reading?.pos !== 'noun') return undefined;
    const plural = head.reading.number === 'plural';
    const feminine = head.reading.gender === 'feminine';
    const article = ARTICLES.includes(normaliseText(words[0]!.text))
      ? ''
      : `${feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el'} `;
    const copula = verb === 'ser' ? (plural ? 'son' : 'es') : plural ? 'están' : 'está';
    const thing = trimmed.slice(0, trimmed.length - words.at(-1)!.text.length).trim();
    const said = `${article}${article ? lowerFirst(thing) : thing} ${copula} ${words.at(-1)!.text}.`;
    return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
  }

  /** The sentences of a text that are facts, as the partner says them. */
  function factSentences(text: string, toRole: boolean, named = false): TopicFact[] {
    return text
      .split(SENTENCE_END)
      .flatMap((whole): ListedSentence[] => {
        // a label first ("Normas: …"), whose colon brings in no list to cut before; a label that names a thing is
        // the subject of the clause after it when that clause opens with its verb ("Trenes a Rosario: salen a las
        // 7:15" is said "Salen a las 7:15", and answers a question about the trains)
        // "En tu puesto vendes: una lámpara…; discos…": a lead that ends on its verb says each item of its list
        const verbLead = leadVerbOf(whole.trim());
        // "Requisitos: tener 18 años; DNI o NIE en vigor; dos fotos": a list under a heading of a fact frame's kind,
        // said whole in that frame's words ("Hace falta lo siguiente: tener 18 años; …")
        const framed = framedList(whole.trim());
        if (framed) return [{ sentence: framed, item: true }];
        // "Corte de pelo: 18 euros; corte y lavado: 22 euros; tinte desde 45 euros": a price list, each item a fact
        const items = labelledItems(whole.trim()) ?? headedPriceItems(whole.trim());
        if (items) return items.map((item) => ({ sentence: item, item: true }));
        const unlabelled = verbLead ? whole.trim() : withoutLabel(whole.trim());
        const label = unlabelled === whole.trim() ? undefined : whole.trim().slice(0, whole.indexOf(':'));
        const listed = verbLead
          ? verbLead.items.map((item) => (holdsAVerb(item) ? item : `${verbLead.lead} ${lowerFirst(item.trim())}`))
          : clausesOf(beforeALongList(verblessStated(unlabelled) ?? unlabelled)).flatMap(parallelHalves);
        return listed.map((clause, at) => {
          // "Para dejar el coche el cliente necesita…": a rule about the learner, said to them ("…necesitas…"), the
          // role's own "you" said as its "I" first ("Puedes guardar… si el cliente deja…" → "Puedo… si dejas…")
          // (the identity sentence, "Eres Jordi, un profesor…", is the role's introduction, never a fact to tell)
          const ownsWhatItIs = named && !/^eres\s/iu.test(clause.trim());
          const roleSaid = toRole ? inTheRolesVoice(clause.trim(), ownsWhatItIs) : clause.trim();
          const toLearner = roleSaid ? toTheLearner(roleSaid) : undefined;
          const before = at > 0 && opensOnItsVerb(clause) ? listed[at - 1] : undefined;
          return {
            sentence: toLearner ?? clause.trim(),
            ...(toLearner ? { toLearner: true, turnedFrom: roleSaid } : {}),
            ...(label !== undefined && at === 0 ? { label } : {}),
            ...(before ? { goesOnFrom: before } : {}),
          };
        });
      })
      .flatMap((fact): ListedSentence[] => {
        const kept = (listed: ListedSentence) =>
          listed.item
            ? inSpanish(analysed(listed.sentence).tokens)
            : listed.toLearner
              ? saidToTheLearner(listed.sentence, listed.turnedFrom ?? listed.sentence)
              : (saysAFact(
                  listed.sentence,
                  toRole,
                  listed.label !== undefined,
                  listed.goesOnFrom !== undefined && saysAFact(listed.goesOnFrom, toRole),
                ) ||
                  countNote(listed.sentence)) &&
                !labelNamesTheLearner(listed.label);
        if (kept(fact)) return [fact];
        // "La clínica no trabaja con seguros extranjeros, pero entrega factura para que el paciente pida…": what the
        // sentence states before its "pero" is a fact of its own when the rest cannot be said
        const before = fact.item || fact.toLearner ? undefined : CONTRAST.exec(fact.sentence);
        const stated = before ? { ...fact, sentence: `${fact.sentence.slice(0, before.index)}.` } : undefined;
        return stated && kept(stated) ? [stated] : [];
      })
      .flatMap(({ sentence, label, toLearner, turnedFrom, goesOnFrom }) => {
        // a note in brackets is said as an aside: "900 pesos de noche (después de las 20:00)" → ", después de…"
        const spoken = sentence.replace(/\s*\(([^()]+)\)(?=\s*(\S?))/gu, bracketSaid);
        // a rule's condition speaks of whoever it befalls, the learner too ("si cancelas una clase, la pierdes"):
        // said as written, never as the role's own doing ("si cancelo…, la pierdo")
        const said =
          toRole && !toLearner && !/^si\s/iu.test(spoken)
            ? inTheRolesVoice(spoken, named && !/^eres\s/iu.test(spoken))
            : spoken;
        if (!said) return [];
        const tokens = analysed(asOneName(said, true)).tokens;
        const ofTheClauseBefore = goesOnFrom ? nounsOf(goesOnFrom) : [];
        const lemmas = contentLemmas([...tokens, ...(label ? analysed(label).tokens : []), ...ofTheClauseBefore]);
        const yours = (text: string) => /\btus?\b/iu.test(text);
        const ofTheLearners = toLearner === true && yours(said) && !yours(turnedFrom ?? '');
        return [
          {
            text: said,
            lemmas,
            kinds: kindsOf(said, table.figures),
            ...(ofTheLearners ? { ofTheLearners } : {}),
            ...(label ? { label: label.trim() } : {}),
          },
        ];
      });
  }

  /**
   * "Entrevistas al alumno para un puesto de camarero, de junio a septiembre: turnos de ocho horas, 1.300 euros al mes
   * más propinas": the items of a list an instruction to the role brings in, each with a figure and no verb of its own,
   * are facts of what the instruction names ("1.300 euros al mes más propinas."); the learner may only be the one the
   * role addresses ("al alumno"), never whose the list is. Lists already read with their lead (`known`) are not
   * read again.
   */
  function instructedItems(prompt: string, known: readonly FigureFact[]): FigureFact[] {
    return prompt.split(SENTENCE_END).flatMap((sentence) => {
      const colon = /:(?!\d)/u.exec(sentence)?.index;
      if (colon === undefined) return [];
      const lead = analysed(sentence.slice(0, colon)).tokens.filter((token) => token.kind === 'word');
      const first = lead[0];
      // (opening the sentence, "Entrevistas" is "you interview", not "interviews")
      const instruction =
        first?.readings.some(
          (reading) => reading.pos === 'verb' && (reading.person === 2 || reading.mood === 'imperative'),
        ) ?? false;
      const learnerOwns = lead.some(
        (token, at) =>
          (notSaid.has(normaliseText(token.text)) || isYouWord(token.text)) &&
          !['a', 'al'].includes(normaliseText(lead[at - 1]?.text ?? '')) &&
          !(normaliseText(lead[at - 1]?.text ?? '') === 'la' && normaliseText(lead[at - 2]?.text ?? '') === 'a'),
      );
      if (!instruction || learnerOwns) return [];
      const leadNouns = lead.filter((token) => token.reading?.pos === 'noun');
      return sentence
        .slice(colon + 1)
        .split(/\s*;\s*|,\s+/u)
        .map((item) => item.trim().replace(/^(?:y|e)\s+/u, ''))
        .flatMap((item) => {
          const tokens = analysed(item).tokens;
          const kinds = kindsOf(item, table.figures);
          const words = tokens.filter((token) => token.kind === 'word');
          const verb = words.some((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');
          const theLearners = words.some((token) => notSaid.has(normaliseText(token.text)) || isYouWord(token.text));
          const readAlready = known.some((fact) => fact.text.includes(item));
          if (kinds.size === 0 || verb || theLearners || readAlready || words.length > MAX_WORDS) return [];
          return [{ text: asSaid(item), kinds, lemmas: contentLemmas([...tokens, ...leadNouns]) }];
        });
    });
  }

  /**
   * "Recomiendas probar el mazapán de Toledo", "recomiéndale qué visitar (la Catedral y la Giralda, el Alcázar…)":
   * what the prompt tells the role to recommend, when it names the place or thing (a name inside it), said as the
   * role's own recommendation ("Te recomiendo visitar la Catedral y la Giralda, el Alcázar…"); nothing about the
   * learner ("según sus gustos") is ever said so.
   */
  function recommendationsIn(prompt: string): TopicFact[] {
    return prompt.split(SENTENCE_END).flatMap((sentence) => {
      const quoted = quotedRecommendation(sentence) ?? labelledRecommendation(sentence);
      if (quoted) return quoted;
      const words = analysed(sentence).tokens.filter((token) => token.kind === 'word');
      const verb = words.find(
        (token) =>
          token.reading?.pos === 'verb' &&
          recommendVerbs.has(normaliseText(token.reading.lemma)) &&
          (token.reading.person === 2 || token.reading.mood === 'imperative'),
      );
      if (!verb) return [];
      // "Para el resfriado recomiendas paracetamol…; si la fiebre…": what it is for, said first, and only its clause
      const purpose = /^\s*(para\s[^,;:]+?)\s*,?\s*$/iu.exec(sentence.slice(0, verb.start))?.[1];
      let what = sentence
        .slice(verb.end)
        .split(';')[0]!
        .replace(/^\s*(?:al? (?:la |los |las )?\p{L}+\s+)?/u, (lead) =>
          [...notSaid].some((word) => normaliseText(lead).split(' ').includes(word)) ? '' : lead,
        );
      // "qué visitar (la Catedral, el Alcázar, Triana)": the doing and the list it brings in
      const listed = /^\s*qu[ée]\s+(\p{L}+)\s*\(([^()]+)\)/u.exec(what);
      if (listed) what = `${listed[1]} ${listed[2]!.replace(/,\s*([^,]+)$/u, ' y $1')}`;
      what = what.replace(/[.!;:]+$/u, '').trim();
      const line = table.recommends.line.replace('{what}', what);
      const said = purpose ? `${purpose}, ${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
      const tokens = analysed(said).tokens;
      const saidWords = tokens.filter((token) => token.kind === 'word');
      const named = saidWords.some((token, at) => at > 2 && /^\p{Lu}/u.test(token.text));
      const learners = saidWords.some(
        (token) => notSaid.has(normaliseText(token.text)) && !['te'].includes(token.text.toLowerCase()),
      );
      const yours = saidWords.some((token) =>
        ['su', 'sus', 'tu', 'tus', 'le', 'les'].includes(token.text.toLowerCase()),
      );
      // (a doing and the thing it is done to name it too: "ver el túnel de los tiburones")
      const doing = /^\p{Ll}+r\s+(?:el|la|los|las|un|una)\s+\p{L}/u.test(what);
      // (so does a definite thing the topic names elsewhere too: "la clase de la mañana" of a school's classes)
      const definite = /^(?:el|la|los|las)\s+(\p{L}+)/u.exec(what)?.[1];
      const namedThing =
        definite !== undefined &&
        prompt.split(SENTENCE_END).filter((other) => normaliseText(other).split(' ').includes(normaliseText(definite)))
          .length > 1;
      if (
        !(named || purpose || doing || namedThing) ||
        learners ||
        yours ||
        /[()]/u.test(what) ||
        saidWords.length > MAX_WORDS ||
        !inSpanish(tokens)
      )
        return [];
      const lemmas = contentLemmas(analysed(asOneName(said, true)).tokens);
      return [{ text: said, lemmas, kinds: kindsOf(said, table.figures), recommends: true }];
    });
  }

  /**
   * "Si te piden una recomendación, dices: «Te recomiendo el tratamiento de argán; cuesta 15 euros…»": the words the
   * prompt gives the role to recommend with, said as written.
   */
  function quotedRecommendation(sentence: string): TopicFact[] | undefined {
    const quote = /«([^«»]{8,})»/u.exec(sentence)?.[1]?.trim();
    if (!quote) return undefined;
    const tokens = analysed(quote).tokens;
    const own = tokens.some(
      (token) =>
        token.reading?.pos === 'verb' &&
        token.reading.person === 1 &&
        recommendVerbs.has(normaliseText(token.reading.lemma)),
    );
    if (!own || !inSpanish(tokens) || tokens.filter((token) => token.kind === 'word').length > MAX_WORDS) return [];
    const said = /[.!?]$/u.test(quote) ? quote : `${quote}.`;
    // "Si te preguntan por una ruta, dices: «Te recomiendo ir por el río…»": the things the condition names are what
    // the quote answers too ("¿Qué ruta me recomiendas?"), though it does not name them itself (and so are the doings
    // it names: "Si te piden un sitio para comer")
    const condition = analysed(sentence.slice(0, sentence.indexOf('«')))
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.verbForm === 'infinitive')
      .map((token) => normaliseText(token.reading!.lemma));
    return [
      {
        text: said,
        lemmas: new Set([...contentLemmas(analysed(said).tokens), ...condition]),
        kinds: kindsOf(said, table.figures),
        recommends: true,
      },
    ];
  }

  /**
   * "Tu recomendación: combinar las clases de la mañana con…", "Tu consejo de siempre: no remover nunca el arroz": a
   * doing the prompt labels as the role's recommendation, said as one ("Te recomiendo combinar…").
   */
  function labelledRecommendation(sentence: string): TopicFact[] | undefined {
    const colon = sentence.indexOf(':');
    if (colon < 0 || /^\d/u.test(sentence.slice(colon + 1))) return undefined;
    const label = normaliseText(sentence.slice(0, colon)).split(' ');
    if (label.length > 5 || !label.some((word) => recommendNouns.has(word))) return undefined;
    const what = sentence
      .slice(colon + 1)
      .trim()
      .replace(/[.!]+$/u, '');
    const words = analysed(what).tokens.filter((token) => token.kind === 'word');
    const first = words[0]?.text.toLowerCase() === 'no' ? words[1] : words[0];
    const doing = first?.readings.some((reading) => reading.verbForm === 'infinitive') ?? false;
    if (!doing || words.length > MAX_WORDS || !inSpanish(analysed(what).tokens)) return [];
    const said = table.recommends.line.replace('{what}', what);
    return [
      {
        text: said,
        lemmas: contentLemmas(analysed(said).tokens),
        kinds: kindsOf(said, table.figures),
        recommends: true,
      },
    ];
  }

  /**
   * "Cuando te preguntan, explicas: «La clase dura tres horas. Cuesta 65 euros por persona…»": the role's own words,
   * each sentence a fact as written, without the instruction that brings them in (a quoted recommendation is read by
   * quotedRecommendation).
   */
  function unquotedSpeech(prompt: string): string {
    return prompt.replace(
      /(^|[.!?]\s+)([^.!?«»]*?):\s*«([^«»]{8,})»/gu,
      (whole, start: string, lead: string, quote: string) => {
        const brings = analysed(lead).tokens.some((token) => {
          const verb = addressedVerb(token);
          return verb !== undefined && instructionVerbs.has(normaliseText(verb.lemma));
        });
        if (!brings || (quotedRecommendation(`«${quote}»`)?.length ?? 0) > 0) return whole;
        return `${start}${quote}`;
      },
    );
  }

  /**
   * "Trabajo en el mostrador de equipaje perdido": what the role tells of itself answers a question put to it ("¿Dónde
   * trabajas?", "¿Usted es de aquí?"), never the learner's news of their own ("Mi maleta no llegó" names luggage too).
   */
  function ofTheRoleIfAsked(question: string, facts: TopicFacts): TopicFacts {
    const toThePartner = analysed(question).tokens.some(
      (token) => addressedVerb(token) !== undefined || isYouWord(token.text) || /^ustedes?$/iu.test(token.text),
    );
    const ofTheRole = (fact: TopicFact) =>
      fact.ofTheRole === true || roleLifeOpens.some((opens) => `${normaliseText(fact.text)} `.startsWith(`${opens} `));
    return toThePartner ? facts : { ...facts, sentences: facts.sentences.filter((fact) => !ofTheRole(fact)) };
  }

  /** What the prompt's "Eres …, una mamá que vive en Bogotá…" tells of the role, in its voice (role-voice.ts). */
  /** "un piso de dos habitaciones" said as "El piso tiene dos habitaciones." (held-counts.ts), a count. */
  function heldCountsOf(text: string): TopicFact[] {
    const isAMeasure = (phrase: string) => [...kindsOf(phrase, table.figures)].some((kind) => kind !== 'count');
    return heldCounts(text, isAMeasure).map((said) => ({
      text: said,
      lemmas: contentLemmas(analysed(said).tokens),
      kinds: kindsOf(said, table.figures),
    }));
  }

  function roleClauses(prompt: string): TopicFact[] {
    return prompt.split(SENTENCE_END).flatMap((sentence) => {
      // "Eres Irene, tienes 27 años, eres de Zaragoza y vives en Valencia…": each "you" clause after the name, said
      // by the role of itself ("Tengo 27 años", "Soy de Zaragoza")
      const listed = /^eres\s/iu.test(sentence.trim()) ? youClausesAfterTheName(sentence.trim()) : [];
      return [roleClauseOf(sentence.trim()), ...listed].flatMap((said) => {
        const tokens = said ? analysed(said).tokens : [];
        const words = tokens.filter((token) => token.kind === 'word').length;
        if (!said || words < MIN_WORDS - 1 || words > MAX_WORDS || !inSpanish(tokens)) return [];
        return [
          {
            text: said,
            lemmas: contentLemmas(analysed(asOneName(said, true)).tokens),
            kinds: kindsOf(said, table.figures),
            ofTheRole: true as const,
          },
        ];
      });
    });
  }

  /** The clauses after "Eres Name," that open with a verb said to the role, each in the role's voice. */
  function youClausesAfterTheName(sentence: string): string[] {
    return sentence
      .split(/\s*,\s*|\s+y\s+/u)
      .slice(1)
      .flatMap((clause) => {
        const first = analysed(clause).tokens.find((token) => token.kind === 'word');
        if (!first || addressedVerb(first) === undefined) return [];
        const said = inTheRolesVoice(clause.replace(/[.!]+$/u, ''));
        return said ? [`${said.charAt(0).toUpperCase()}${said.slice(1)}.`] : [];
      });
  }

  function factsOf(topic: TutorTopic): TopicFacts {
    const key = `${topic.description}\n${topic.prompt}`;
    let facts = factsByTopic.get(key);
    if (!facts) {
      // the description speaks to the learner, the prompt to the partner's role
      const sentences = [
        ...factSentences(topic.description, false),
        ...factSentences(unquotedSpeech(topic.prompt), true, roleNameOf(topic.prompt) !== undefined),
        ...roleClauses(topic.prompt),
        ...recommendationsIn(topic.prompt),
        ...heldCountsOf(`${topic.description}\n${topic.prompt}`),
      ];
      // a figure of the learner's ("Presupuesto del cliente: 500 euros") is not the partner's to quote
      const figures = figureFactsIn(key, table.figures, contentLemmas, inSpanish(analysed(key).tokens)).filter(
        (fact) =>
          !normaliseText(fact.text)
            .split(' ')
            .some((word) => notSaid.has(word)),
      );
      const english = englishFiguresIn(key, table.figures, (sentence) => inSpanish(analysed(sentence).tokens));
      facts = { sentences, figures: [...figures, ...instructedItems(topic.prompt, figures)], english };
      if (factsByTopic.size >= CACHE_SIZE) factsByTopic.delete(factsByTopic.keys().next().value!);
      factsByTopic.set(key, facts);
    }
    return facts;
  }

  /**
   * The fact sharing most content lemmas with the question, one at least not in the title (or any, `anyFits`); of
   * those sharing as many, the one holding the lemma asked first.
   */
  function best<Fact extends { lemmas: ReadonlySet<string> }>(
    facts: readonly Fact[],
    asked: ReadonlySet<string>,
    titled: ReadonlySet<string>,
    anyFits = false,
  ): Fact | undefined {
    let found: { fact: Fact; shared: number; first: number } | undefined;
    const order = [...asked];
    for (const fact of facts) {
      const holds = order.map((lemma) => fact.lemmas.has(lemma) && !titled.has(lemma));
      const shared = holds.filter(Boolean).length;
      if (shared === 0 && !anyFits) continue;
      // of facts sharing as many words, the one holding the word asked first ("¿El perro puede estar suelto en la
      // parcela?" asks about the dog)
      const first = shared === 0 ? order.length : holds.indexOf(true);
      if (!found || shared > found.shared || (shared === found.shared && first < found.first))
        found = { fact, shared, first };
    }
    return found?.fact;
  }

  const frames = table.factFrames.map(({ asks, tells }) => ({
    asks: asks.map(normaliseText),
    tells: tells.map(normaliseText),
  }));

  const ageBounds = table.ageBounds.map(normaliseText);
  const roleLifeOpens = table.roleLifeOpens.map(normaliseText);

  /** A list under a heading one of `factFrames` names, as that frame says it; undefined for any other sentence. */
  function framedList(sentence: string): string | undefined {
    const label = LABEL.exec(sentence);
    if (!label || label[1]!.trim().split(/\s+/u).length > LABEL_WORDS) return undefined;
    const heading = ` ${normaliseText(label[1]!)} `;
    const frame = table.factFrames.find(
      ({ labels, listLine }) => listLine && labels.some((word) => heading.includes(` ${normaliseText(word)} `)),
    );
    const what = sentence
      .slice(label[0].length)
      .trim()
      .replace(/[.;]+$/u, '');
    // ("Requisitos: Hay que tener 18 años" says its own verb: read as any other sentence)
    // (a note in brackets may have its own: "certificado médico (cuesta unos 45 euros)")
    const ownVerb = analysed(what.replace(/\([^()]*\)/gu, ' ')).tokens.some(
      (token) => token.reading?.pos === 'verb' && token.reading.person,
    );
    return frame?.listLine && what && !ownVerb ? frame.listLine.replace('{what}', lowerFirst(what)) : undefined;
  }
  const synonyms = new Map<string, string[]>();
  for (const group of [...table.synonyms, ...varietyPairs].map((words) => words.map(normaliseText)))
    for (const word of group)
      synonyms.set(word, [...(synonyms.get(word) ?? []), ...group.filter((other) => other !== word)]);
  /** The words with those that name the same thing ("medicina": "medicamento"). */
  const withSynonyms = (words: Iterable<string>) => [...words].flatMap((word) => [word, ...(synonyms.get(word) ?? [])]);
  const phraseSynonymsIn = (question: string) => phraseSynonymsOf(question, synonyms);

  /**
   * "Mi hijo tiene catorce años. ¿Puede ir solo?": a turn that tells an age and asks something is answered by the
   * topic's rule for ages ("Los menores de 16 años tienen que ir acompañados de un adulto"). "Viajo con mi hija de
   * dos años." "¿Ella tiene que pagar pasaje?": an age told earlier counts for a question of someone else ("ella",
   * a verb of the third person). A rule of several bounds is said by the clause the age falls in ("Los menores de
   * 3 años viajan gratis…; desde los 3 años pagan…" of a two-year-old: the first).
   */
  function ageRuleFor(
    turnText: string,
    sentences: readonly TopicFact[],
    earlier: readonly string[],
  ): { fact: TopicFact; said: string } | undefined {
    if (!turnText.includes('?')) return undefined;
    const age = ageToldIn(turnText) ?? (ofSomeoneElse(lastQuestionOf(turnText)) ? ageToldBefore(earlier) : undefined);
    if (age === undefined) return undefined;
    const bounded = sentences.filter((fact) => boundsIn(fact.text).length > 0);
    // a rule the topic writes in sentences of their own ("Los menores de 3 años viajan gratis." "Desde los 3 años
    // pagan."): the one the age falls in
    const fitting = bounded.filter((fact) => boundsIn(fact.text).every((bound) => bound.holds(age)));
    const rule = bounded.length === 1 ? bounded[0] : fitting.length === 1 ? fitting[0] : undefined;
    // "Tengo un bebé de un año. ¿La silla para bebé está incluida?" asks of a thing another fact names, not the rule
    const asked = contentLemmas(
      analysed(lastQuestionOf(turnText)).tokens.filter((token) => token.reading?.pos === 'noun' || !token.reading),
    );
    // (a word of another bound of the same rule is the rule's: "¿…pagar pasaje?" of "desde los 3 años pagan pasaje")
    const ofTheRule = (lemma: string) => bounded.some((fact) => fact.lemmas.has(lemma));
    // (unless it asks what the rule says may or may not be done: "¿Puede hacer la cata?" of "Los menores de 18 no
    // pueden tomar vino")
    const ruleVerbs = new Set(rule ? verbLemmasOf(rule.text) : []);
    const allowedAsked = verbLemmasOf(lastQuestionOf(turnText)).some((verb) => verb === 'poder' && ruleVerbs.has(verb));
    const ofAnother = [...asked].some(
      (lemma) => !ofTheRule(lemma) && sentences.some((fact) => fact !== rule && fact.lemmas.has(lemma)),
    );
    if (!rule || (ofAnother && !allowedAsked)) return undefined;
    const clauses = rule.text.split(/\s*;\s*/u).filter((clause) => boundsIn(clause).length > 0);
    const inClause = clauses.filter((clause) => boundsIn(clause).every((bound) => bound.holds(age)));
    const said = clauses.length > 1 && inClause.length === 1 ? inClause[0]!.replace(/[.\s]*$/u, '.') : rule.text;
    return { fact: rule, said: `${said.charAt(0).toUpperCase()}${said.slice(1)}` };
  }

  /** The bounds of age a text gives ("menores de 3 años", "desde los 12 años"), each with whether an age is in it. */
  function boundsIn(text: string): { holds: (age: number) => boolean }[] {
    const padded = ` ${normaliseText(text)} `;
    // ("los menores de 18 no pueden tomar vino": a bound of "menores" or "mayores" is of age without "años")
    return ageBounds.flatMap((bound) =>
      [
        ...padded.matchAll(
          new RegExp(` ${bound} (?:los )?(\\d{1,3})${/^(?:menor|mayor)/u.test(bound) ? '(?: anos)?' : ' anos'} `, 'gu'),
        ),
      ].map((match) => {
        const limit = Number(match[1]);
        return { holds: (age: number) => ageBoundHolds(bound, age, limit) };
      }),
    );
  }
  /**
   * The fact of the kind a question frames itself as (scenes.json `factFrames`: a requirement, a limit): the one
   * sharing most words, or the topic's only one of that kind.
   */
  function framedFactAsked(
    question: string,
    sentences: readonly TopicFact[],
    asked: ReadonlySet<string>,
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    const padded = ` ${normaliseText(question)} `;
    const frame = frames.find(({ asks }) => asks.some((phrase) => padded.includes(` ${phrase} `)));
    if (!frame) return undefined;
    const stated = sentences.filter((fact) => {
      const said = ` ${normaliseText(fact.text)} `;
      return frame.tells.some((phrase) => said.includes(` ${phrase} `));
    });
    if (stated.length === 1) return best(stated, asked, titled) ?? stated[0];
    // "¿Qué tengo que llevar?" of "Hay que traer ropa…" and "Los menores necesitan un permiso": the one that says a
    // word of the question, or the same thing in other words, as written (verbs of bringing are no content lemmas)
    const words = withSynonyms(normaliseText(question).split(' '));
    const saying = stated.filter((fact) =>
      normaliseText(fact.text)
        .split(' ')
        .some((word) => word.length > 3 && words.includes(word) && !frame.tells.includes(word)),
    );
    const chosen = best(stated, asked, titled) ?? (saying.length === 1 ? saying[0] : undefined);
    // "¿Qué necesito para alquilar?" of "Hay que dejar el DNI…" and "Hace falta lo siguiente: tener 16 años…": a
    // question that names nothing but the topic's own words asks them all, when they are few
    const namesNothingElse = [...asked].every((lemma) => titled.has(lemma));
    if (chosen || !namesNothingElse || stated.length > MAX_FRAMED_TOGETHER) return chosen;
    return { ...stated[0]!, text: stated.map((fact) => fact.text.replace(/[.!]+$/u, '')).join('. ') };
  }

  const ownLife = table.ownLife.map(({ asks, opens }) => ({
    asks: asks.map(normaliseText),
    opens: normaliseText(opens),
  }));

  /** "¿De dónde eres?": the role's own fact that opens as its answer does ("Soy de Zaragoza."), if the topic has one. */
  function ownLifeAnswer(question: string, topic: TutorTopic): string | undefined {
    const padded = ` ${normaliseText(question)} `;
    const asked = ownLife.find(({ asks }) => asks.some((phrase) => padded.includes(` ${phrase} `)));
    if (!asked) return undefined;
    const fact = factsOf(topic).sentences.find((candidate) =>
      normaliseText(candidate.text).startsWith(`${asked.opens} `),
    );
    return fact ? asSaid(fact.text) : undefined;
  }

  /**
   * The facts that may answer a question of a figure's kind, best first. A sentence of the topic that gives no such
   * figure ("Un corte dura unos 40 minutos" for a price) answers no such question; one that names its thing ("¿A qué
   * hora abre el museo?") only by a fact of that thing, never by one that shares its verb ("…el castillo abre…").
   */
  function rankedOfKind(
    question: string,
    kind: FigureKind,
    { asked, titled, nouns }: { asked: ReadonlySet<string>; titled: ReadonlySet<string>; nouns: ReadonlySet<string> },
    { sentences, figures }: TopicFacts,
    topicText: TutorTopic,
  ): (TopicFact | undefined)[] {
    // (a day of the week says when, not of what: "¿A qué hora salimos el sábado?" is of the departure)
    const thing = (noun: string) => !headings.has(noun) && !weekdays.has(noun);
    const ownNouns = [...nouns].filter(thing);
    // "¿Cuánto tardáis en cambiar las pastillas de freno?" is of the brakes too: "Una reparación de frenos tarda…"
    // ("¿Cuántas personas…?" of "grupos de 8 alumnos": a kind is counted by its members)
    const named = withSynonyms(nounLemmas(question, titled, plainNouns, true))
      .flatMap((noun) => [noun, ...(kind === 'count' ? (kinds.get(noun) ?? []) : [])])
      .filter(thing);
    const ofItsThing = (fact: TopicFact) => ownNouns.length === 0 || named.some((noun) => fact.lemmas.has(noun));
    // "¿Cuánto cuesta una bici?" is not answered by "Las bicis eléctricas cuestan 25 euros": a kind the question
    // does not ask for
    const ofKind = forPeopleAsked(
      question,
      kind,
      [...figures, ...sentences].filter(
        (fact) =>
          fact.kinds.has(kind) &&
          ofItsThing(fact) &&
          !narrowerThanAsked(
            question,
            fact.text,
            named,
            `${topicText.description}\n${topicText.prompt}`,
            table.additional,
          ),
      ),
    );
    const forKind =
      kind === 'price' ? priceLemmasAsked(question) : kind === 'count' ? new Set([...asked, ...named]) : asked;
    // "¿Abrís el domingo?": the fact of the day asked ("los domingos está cerrado") before the week's hours
    const day = [...asked].find((lemma) => weekdays.has(lemma));
    // …and a fact of that day answers a figure asked only with such a figure, or by saying nothing is on that day
    // ("los domingos está cerrado"): "La excursión es el sábado" tells no hour of "¿A qué hora salimos el sábado?"
    const answersOnItsDay = (fact: TopicFact) => fact.kinds.has(kind) || closesOn(fact.text);
    const ofTheDay = day
      ? best(
          [...sentences, ...figures].filter((fact) => fact.lemmas.has(day) && answersOnItsDay(fact)),
          asked,
          titled,
        )
      : undefined;
    // ("¿Cuánto cuesta secar la ropa?" is not answered by "Está prohibido lavar … ropa …": a doing the question asks
    // of, which the sentence never names, is another's)
    const doings = verbLemmasOf(question)
      .map(normaliseText)
      .filter((lemma) => !priceVerbs.has(lemma) && !plainVerbs.has(lemma) && !askingLemmas.has(lemma));
    const ofItsDoing = (fact: TopicFact) => doings.every((lemma) => fact.lemmas.has(lemma));
    const withoutFigures = sentences.filter((fact) => fact.kinds.size === 0 && ofItsThing(fact) && ofItsDoing(fact));
    return [
      ofTheDay,
      // the figure that shares a word with the question; then a sentence with no figure that does ("¿Está abierta el
      // domingo?": "Los domingos está cerrada", "El desayuno está incluido"); then any figure of the kind asked, for
      // a question that names no thing of its own
      best(ofKind, forKind, titled),
      // (before a sentence with no figure that names the thing: "Los días de partido no hay tour" tells no length)
      kind === 'duration' ? labelledLength(question, { sentences, figures }, titled) : undefined,
      // "¿Qué días abres?": a sentence of the days with no clock time ("Abres de lunes a viernes") tells which days,
      // asked by a question that names none ("¿A qué hora salimos el sábado?" is told no hour by "El sábado vamos…")
      kind === 'time' && !day ? daysAsked(question, sentences, asked, titled) : undefined,
      // ("¿A qué hora cerráis hoy?" is not answered by "Sabores de hoy: …": a word of today names no fact)
      // (nor "¿A qué hora salimos el sábado?" by "El sábado vamos a caminar…": the day alone is the fact of the day's)
      // (and it is the thing asked of that such a sentence must name: "No alquilamos sillitas" shares only a verb with
      // "¿Cuánto cuesta alquilar una bici?")
      best(
        withoutFigures,
        new Set([...nouns].filter((lemma) => !TODAY_WORDS.has(lemma) && !weekdays.has(lemma))),
        titled,
      ),
      // "¿Cuánto es la fianza?" of "Pido dos meses de fianza": a figure that measures the very thing asked is how much
      // of it, though no price ("La clase dura dos horas" measures the class's length, not the class)
      kind === 'price' ? measureOfAsked(ownNouns, sentences, titled) : undefined,
      // ("¿Cuánto cuesta esterilizarla?" names a doing no fact knows: the visit's price is not its price)
      // (nor one that names a thing in a word the lexicon lacks: "¿Cuánto cuesta un popcorn grande?" is no ticket's price)
      ownNouns.length === 0 &&
      !namesAnUnknownThing(question) &&
      !(kind === 'price' && doesWhatNoFactKnows(question, [...figures, ...sentences], titled))
        ? best(ofKind, forKind, titled, true)
        : undefined,
    ];
  }

  /**
   * "¿Cuánto dura la visita?", "¿Cuántas horas es el recorrido por la bodega?" of "Duración: 1 hora y media (viñedos,
   * bodega y degustación)": the topic's one fact labelled a length, asked of its own event. The label names no
   * thing, so the question must: a noun of the title, of that fact, or of a fact with a clock time (the event held
   * then: "Visitas guiadas … a las 10:00"), and no noun another fact names ("¿Cuánto dura el viaje en colectivo?"
   * of "Cómo llegar: … 40 minutos en el colectivo 380" is that trip's).
   */
  function labelledLength(
    question: string,
    { sentences, figures }: Pick<TopicFacts, 'sentences' | 'figures'>,
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    const named = withSynonyms(nounLemmas(question, new Set(), plainNouns, true)).filter(
      (noun) => !headings.has(noun) && !weekdays.has(noun),
    );
    const durationLabels = new Set(table.figures.durationLabels.map(normaliseText));
    const labelled = [...figures, ...sentences].filter(
      (fact) => fact.kinds.has('duration') && [...fact.lemmas].some((lemma) => durationLabels.has(lemma)),
    );
    const texts = new Set(labelled.map((fact) => fact.text.replace(/^.*?:\s*/u, '')));
    if (labelled.length === 0 || texts.size > 2 || new Set(labelled.map((fact) => firstFigureOf(fact.text))).size > 1)
      return undefined;
    const fact = labelled.find((candidate) => /^[^:]+:\s/u.test(candidate.text)) ?? labelled[0]!;
    const ofTheEvent = (noun: string) =>
      titled.has(noun) ||
      fact.lemmas.has(noun) ||
      [...sentences, ...figures].some((other) => other.kinds.has('time') && other.lemmas.has(noun));
    const ofAnother = (noun: string) =>
      !ofTheEvent(noun) && [...sentences, ...figures].some((other) => other.lemmas.has(noun));
    if (!named.some(ofTheEvent) || named.some(ofAnother)) return undefined;
    const colon = fact.text.indexOf(':');
    const said = colon > 0 ? labelledMeasure(fact.text.slice(0, colon), fact.text.slice(colon + 1).trim()) : undefined;
    return said ? { ...fact, text: said } : fact;
  }

  /** "¿Qué días abres?", "¿Hay algún día…?": the sentence of the weekdays, for a question of which days or when. */
  function daysAsked(
    question: string,
    sentences: readonly TopicFact[],
    asked: ReadonlySet<string>,
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    if (!/(?:^| )(?:(?:que|algun) dias?|cuando)(?: |$)/u.test(normaliseText(question))) return undefined;
    const ofDays = sentences.filter((fact) => [...fact.lemmas].some((lemma) => weekdays.has(lemma)));
    return best(ofDays, asked, titled);
  }

  /** The sentence whose figure measures a thing the question names ("Pido dos meses de fianza"). */
  function measureOfAsked(
    nouns: readonly string[],
    sentences: readonly TopicFact[],
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    if (nouns.length === 0) return undefined;
    const measuring = sentences.filter((fact) => nouns.some((noun) => measuredIn(fact.text, noun)));
    return best(measuring, new Set(nouns), titled);
  }

  /** The lemmas a price question names, but its verbs of paying: they tell no price from another. */
  function priceLemmasAsked(question: string): Set<string> {
    const tokens = analysed(question).tokens.filter(
      (token) => !token.reading || !priceVerbs.has(normaliseText(token.reading.lemma)),
    );
    return new Set(withSynonyms([...contentLemmas(tokens)].filter((lemma) => !plainNouns.has(lemma))));
  }

  /**
   * "¿Cuánto cuesta el taller?" of "Los jubilados pagan 25 euros… El taller cuesta 40 euros por persona": a price for
   * a kind of person the question does not name (scenes.json `people.kinds`, but the base one) gives way to the prices
   * for anyone; where there are none, it stays, saying whom it is for.
   */
  function forPeopleAsked<Fact extends { text: string }>(
    question: string,
    kind: FigureKind,
    facts: readonly Fact[],
  ): readonly Fact[] {
    if (kind !== 'price') return facts;
    const words = new Set(normaliseText(question).split(' '));
    // (the kind is what the fact opens with, "Los jubilados pagan…": "sillita para niños 3 euros" in a list is a thing)
    const ofAKindUnasked = (fact: Fact) => {
      const opening = normaliseText(fact.text).split(' ').slice(0, PERSON_KIND_OPENING);
      return personKinds.some(
        (nouns) => nouns.some((noun) => opening.includes(noun)) && !nouns.some((noun) => words.has(noun)),
      );
    };
    const forAnyone = facts.filter((fact) => !ofAKindUnasked(fact));
    return forAnyone.length > 0 ? forAnyone : facts;
  }

  /**
   * Whether a question names a doing of its own ("esterilizar"; no verb of paying or plain verb) that no fact and not
   * the title names in any form of its family ("alquilar" is of "alquiler").
   */
  function doesWhatNoFactKnows(question: string, facts: readonly TopicFact[], titled: ReadonlySet<string>): boolean {
    const known = [...titled, ...facts.flatMap((fact) => [...fact.lemmas])];
    return analysed(question).tokens.some((token) => {
      if (token.reading?.pos !== 'verb' || !token.reading.lemma.match(/[aei]r$/u)) return false;
      const lemma = normaliseText(token.reading.lemma);
      if (plainVerbs.has(lemma) || priceVerbs.has(lemma) || instructionVerbs.has(lemma)) return false;
      const stem = lemma.slice(0, -2);
      return stem.length >= 4 && !known.some((word) => word.startsWith(stem));
    });
  }

  return {
    // and the units an English figure is said in ("quetzales"): words of the data, not of the topic's writer
    unitAbbreviations: unitAbbreviationsOf(table.figures),
    deniedOf: (told, topic, canSay) => (topic.defaultTopicId ? undefined : deniedOfAnyKind(told, topic, canSay)),
    // ("¿Cuánto pago en total?" asks a sum, of prices: a frame's made-up price for what was ordered is no answer)
    holdsFigureAsked: (question, topic) => holdsKind(kindOrSumAsked(question, table.figures), topic),
    ...questionReaders(table),
    // (a recommendation is the role's own word on the topic's things: "¿Qué me recomienda?" of a cevichería's menu
    // is never the frame's "el pollo con mole", which the menu does not have)
    inventsForItsFacts: (question, line, topic, general = false) =>
      inventsForItsFacts(question, line, topic, englishOf, general || asksARecommendation(lastQuestionOf(question))),
    contradictsItsFigures: (line, topic) => [...kindsOf(line, table.figures)].some((kind) => holdsKind(kind, topic)),
    isAPriceItem: (line) => /^[\p{L} ]+:\s+\S*\d/u.test(line) && kindsOf(line, table.figures).has('price'),
    ageRule(turnText, topic, canSay, earlier = []) {
      if (topic.defaultTopicId) return undefined;
      const rule = ageRuleFor(turnText, factsOf(topic).sentences, earlier);
      if (!rule) return undefined;
      return canSay(rule.said) ? asSaid(rule.said) : null;
    },
    asksAFigureOfNothingNamed(question) {
      return (
        figureAskedFor(question, table.figures) !== undefined && nounLemmas(question, new Set(), plainNouns).size === 0
      );
    },
    answer(asWritten, topic, canSay, told = '') {
      if (topic.defaultTopicId) return undefined;
      const own = ownLifeAnswer(asWritten, topic);
      if (own && canSay(own)) return own;
      const question = ofWhatWasTold(asOneName(withoutItsCondition(withoutItsPlace(asWritten))), told, topic);
      if (ofAnUnknownTold(question, told, topic)) return undefined;
      // the words a question frames itself with ("¿A qué hora…?", "¿Qué días…?") match no fact (all hold "hora")
      // with the words that name the same thing ("¿…las medicinas?" of "No se pueden dar medicamentos")
      const asked = new Set([
        ...withSynonyms([...contentLemmas(analysed(question).tokens)].filter((lemma) => !plainNouns.has(lemma))),
        ...phraseSynonymsIn(question),
      ]);
      // (and the words for the same thing: "bici" of "Alquiler de bicicletas")
      const titled = new Set(withSynonyms(contentLemmas(analysed(topic.title).tokens)));
      // "¿Qué barrio me recomienda para salir de noche?": a question that names a thing is answered by a fact that
      // names it, never by one that only shares a verb ("El tour sale a las 9:00")
      // "¿A qué hora sale el barco a Menorca?": a name the question gives that the topic gives too is named by the
      // fact that answers, never by the fact of another place ("A Mallorca el barco sale a las 23:00")
      const facts = ofTheRoleIfAsked(asWritten, ofTheNamesAsked(asWritten, topic, factsAnswering(asWritten, topic)));
      const { sentences, figures } = facts;
      // (a day says when, not what: "Si llueve el jueves, ¿qué pasa?" is of the rain)
      const nouns = new Set(
        withSynonyms(
          nounLemmas(question, titled, new Set([...plainNouns, ...timesMeant(question, timesOfDay), ...weekdays])),
        ),
      );
      const namingAsked =
        nouns.size === 0 ? sentences : sentences.filter((fact) => [...nouns].some((noun) => fact.lemmas.has(noun)));
      // "¿Cuánto cuesta?", "¿A qué hora cerráis?": the topic's own figures of that kind, the best fitting first
      const kind = figureAskedFor(question, table.figures);
      // "¿Cuánto es todo junto?" naming nothing asks the sum of what was ordered (topic-totals.ts), no item's price
      // (nor does one item's price answer a whole of several: "¿…la vacuna y el microchip juntos?")
      if (kind === 'price' && wholeOfNoneOrSeveral(question, `${told} ${asWritten}`, nouns.size)) return undefined;
      // "¿Tiene pan sin gluten?", "¿Hay descuento para niños?": a thing the topic names, narrowed by one it never
      // names, is not answered by the fact of the thing ("La barra de pan cuesta 1,20 euros")
      // "¿Cuántas personas…?" of a topic that counts "alumnos": a kind is named by its members (personaKinds)
      const named = (noun: string) =>
        [noun, ...(kinds.get(noun) ?? [])].some((word) =>
          [...sentences, ...figures].some((fact) => fact.lemmas.has(word)),
        );
      // …unless the fact denies the thing, which holds for any kind of it ("No se pueden hacer fotos" of "¿Puedo
      // hacer una foto con mi móvil?")
      if (!kind && narrowedByAnUnnamed(question, nouns, named)) return deniedOfAnyKind(asWritten, topic, canSay);
      // "¿Qué necesito?", "¿Hasta dónde podemos ir?": the requirement or the limit the topic states, however named
      const forTheGroup = factForGroupTold(told, kind, asked, titled, facts);
      if (forTheGroup && canSay(forTheGroup.text)) return asSaid(forTheGroup.text);
      const dated = datedFactAsked(question, namingAsked, asked, titled);
      if (dated && canSay(dated.text)) return asSaid(dated.text);
      // "¿Qué me recomiendas?", "¿Qué consejo me das?": the role's one recommendation, or the one of the thing named
      const recommended = kind ? undefined : sayableRecommendation(question, sentences, { titled, told, canSay });
      if (recommended) return asSaid(recommended);
      const need = kind ? undefined : framedFactAsked(question, sentences, asked, titled);
      if (need && canSay(need.text)) return asSaid(need.text);
      const ranked = kind
        ? rankedOfKind(question, kind, { asked, titled, nouns }, facts, topic)
        : [
            qualifiedAsked({ told, question }, namingAsked, sentences, titled),
            best(namingAsked, beyondNames(question, asked), titled),
            best(figures, beyondNames(question, asked), titled),
            best(sentences, kin(beyondNames(question, nouns.size > 0 ? nouns : asked), sentences), titled),
            best(sentences, new Set([...asked].flatMap((lemma) => kinds.get(lemma) ?? [])), titled),
            // "Tengo una tortuga" of "No atiendo reptiles": a member asked of by the kind the topic names
            best(sentences, new Set([...asked].flatMap((lemma) => kindsOfMember.get(lemma) ?? [])), titled),
          ];
      // "¿Cuánto cuesta la radio?" of "Vendo una lámpara por 45 euros, … y una radio por 60 euros": that item
      // "¿Puedo pedir una tarta de manzana? ¿Cuánto cuesta?": a price asked of no thing is of the thing the turn named
      const ownNouns = nounLemmas(question, titled, plainNouns, true);
      const itemNouns = ownNouns.size > 0 || kind !== 'price' ? ownNouns : nounLemmas(told, titled, plainNouns, true);
      const offTopic = recommendsOtherwise(asked, titled);
      // "Quiero mandar un paquete de tres kilos": the tier of a list its weight falls in
      const measures = tiers.measuresIn(`${told} ${asWritten}`);
      // (of the sentence that lists what is asked, before a figure of one of its items: "unos quince kilos, ¿qué
      // lavadora uso?" of "lavadora pequeña (8 kg) 4 euros; lavadora grande (18 kg) 7 euros" is the large one)
      const tier = measures.length > 0 ? tierAsked(sentences, asked, measures) : undefined;
      if (tier && canSay(tier)) return asSaid(tier);
      for (const fact of ranked) {
        // "¿Es bueno el helado de horchata?" is not answered by "Hoy no queda helado de mango"
        if (fact && (ofAnotherKind(question, fact.text) || offTopic(fact))) continue;
        // the item asked of a list, when one is; only what is said must be words the partner can vouch for (a
        // "bolillos" the lexicon lacks elsewhere in the list does not keep "Un pan de muerto: 45 pesos" unsaid)
        const said = fact ? partAsked(fact, { itemNouns, asked, measures }, canSay) : undefined;
        if (said && canSay(said)) return withRangeVerdict(question, asSaid(said));
        // "El mensaje escrito es gratis, pero una figura de fondant cuesta…": the clause asked about, when another
        // holds a word the partner cannot vouch for
        // (never a clause of a recommendation: "cuesta 15 euros y deja el pelo suave" without what it recommends)
        const part = fact && !('recommends' in fact) ? clauseAsked(fact.text, asked, canSay) : undefined;
        if (part) return asSaid(part);
      }
      return kind
        ? englishFigureAnswer(question, kind, { asked, titled, nouns }, facts, canSay, topic)
        : (deniedDoing(question, topic, canSay) ?? englishThingToBeHad(question, titled, facts, canSay));
    },
  };

  /** The tier an amount falls in of the one sentence naming what is asked that lists tiers of its unit. */
  function tierAsked(
    sentences: readonly TopicFact[],
    asked: ReadonlySet<string>,
    measures: readonly Measure[],
  ): string | undefined {
    const tiered = sentences.flatMap((fact) => {
      if (![...asked].some((lemma) => fact.lemmas.has(lemma))) return [];
      // ("Datos: …" heads the facts: no name of what the tiers are of)
      const label = fact.label && !headings.has(normaliseText(fact.label)) ? fact.label : undefined;
      const said = tiers.tierOf(fact.text, measures, label);
      return said ? [said] : [];
    });
    return tiered.length === 1 ? tiered[0] : undefined;
  }

  /** "¿Qué me recomiendas?", "¿Algún consejo?": a question that asks for the role's recommendation. */
  function asksARecommendation(question: string): boolean {
    return analysed(question).tokens.some(
      (token) =>
        recommendNouns.has(normaliseText(token.text)) ||
        (token.reading?.pos === 'verb' && recommendVerbs.has(normaliseText(token.reading.lemma))),
    );
  }

  /**
   * The part of a fact that answers: the tier the learner's amount falls in ("un paquete de tres kilos" of "hasta 2
   * kg…; de 2 a 5 kg…"), the item of a list asked, its priced item, or, of a list whose one clause holds what is
   * asked, that clause, never the whole list, which a short reply would cut to its first ("¿El neopreno está
   * incluido?" of "clase de grupo 35 euros; …; el neopreno está incluido en las clases"); else the whole fact.
   */
  function partAsked(
    fact: TopicFact,
    { itemNouns, asked, measures }: { itemNouns: ReadonlySet<string>; asked: ReadonlySet<string>; measures: Measure[] },
    canSay: (text: string) => boolean,
  ): string {
    return (
      (measures.length > 0 ? tiers.tierOf(fact.text, measures, fact.label) : undefined) ??
      itemAsked(fact.text, itemNouns) ??
      listPartAsked(fact.text, asked) ??
      pricedItemAsked(fact.text, itemNouns, priceWords) ??
      (!('recommends' in fact) && fact.text.includes(';') ? clauseAsked(fact.text, asked, canSay) : undefined) ??
      fact.text
    );
  }

  /**
   * "Mi gato necesita la vacuna contra la rabia. ¿Cuánto cuesta?": a figure asked of nothing named is of what the
   * turn told before it, when that names a thing the topic knows; the question as it is otherwise.
   */
  function ofWhatWasTold(question: string, told: string, topic: TutorTopic): string {
    if (!told.trim() || figureAskedFor(question, table.figures) === undefined) return question;
    if (nounLemmas(question, new Set(), plainNouns).size > 0) return question;
    const { sentences, figures } = factsOf(topic);
    const known = withSynonyms(nounLemmas(told, new Set(), plainNouns)).some((noun) =>
      [...sentences, ...figures].some((fact) => fact.lemmas.has(noun)),
    );
    return known ? asOneName(`${told.trim()} ${question}`) : question;
  }

  /**
   * "Tengo un seguro de Canadá. ¿Trabajan con él o tendría que pagar yo?": a question of a thing the turn told, by a
   * pronoun after a preposition and no noun of its own, is of that thing; where no fact names it the answer is not
   * known ("Se puede pagar en efectivo…" shares only a verb with it).
   */
  function ofAnUnknownTold(question: string, told: string, topic: TutorTopic): boolean {
    if (!told.trim() || nounLemmas(question, new Set(), plainNouns).size > 0) return false;
    const words = analysed(question).tokens.filter((token) => token.kind === 'word');
    const byPronoun = words.some(
      (token, at) =>
        token.reading?.pos === 'pronoun' &&
        token.reading.lemma === 'él' &&
        words[at - 1]?.reading?.pos === 'preposition',
    );
    if (!byPronoun) return false;
    const toldNouns = withSynonyms(nounLemmas(told, new Set(), plainNouns));
    const { sentences, figures } = factsOf(topic);
    return (
      toldNouns.length > 0 &&
      !toldNouns.some((noun) => [...sentences, ...figures].some((fact) => fact.lemmas.has(noun)))
    );
  }

  /** "¿Tenéis clases para principiantes?" of an English topic: yes, with the price or hours of what it names. */
  function englishThingToBeHad(
    question: string,
    titled: ReadonlySet<string>,
    facts: TopicFacts,
    canSay: (sentence: string) => boolean,
  ): string | undefined {
    const words = normaliseText(question).split(' ');
    // a question of yes or no ("¿Qué clases tenéis?" asks which), of having a thing, that names one
    if (facts.english.length === 0 || words.some((word) => ASKING_WORDS.has(word))) return undefined;
    const lemmas = analysed(question).tokens.map((token) => normaliseText(token.reading?.lemma ?? token.text));
    if (!lemmas.some((lemma) => haveVerbs.has(lemma))) return undefined;
    // each thing named, by its English ("clase" frames other questions, "¿Qué clase de…?", but is the thing had here)
    const things = [...nounLemmas(question, titled, new Set(), true)]
      .filter((noun) => !headings.has(noun))
      .map((noun) => askedInEnglish(question, new Set([noun]), titled));
    const said = englishFigureOfThingAsked(facts.english, things, table.figures.thingToBeHad);
    return said && canSay(said) ? said : undefined;
  }

  /**
   * A topic written in English: its price or length of time, when the question can only mean one; a total ("¿Cuánto
   * cuesta en total?") is a sum of the learner's own, which no one figure of the topic is.
   */
  function englishFigureAnswer(
    question: string,
    kind: FigureKind,
    { asked, titled, nouns }: { asked: ReadonlySet<string>; titled: ReadonlySet<string>; nouns: ReadonlySet<string> },
    facts: TopicFacts,
    canSay: (sentence: string) => boolean,
    topic: TutorTopic,
  ): string | undefined {
    if (facts.english.length === 0) return undefined;
    const padded = ` ${normaliseText(question)} `;
    if (kind === 'price' && table.figures.totalWords.some((words) => padded.includes(` ${normaliseText(words)} `)))
      return undefined;
    // "¿Cuánto cuesta el plan anual?" names the plan, not the cost: "the monthly plan costs…" is no closer for "costs"
    // ("¿Cuál es el horario?" names the kind asked, no thing: "horario" is no "open" of one clause of the hours)
    const askedOfIt = new Set(
      [...asked].filter((lemma) => (kind !== 'price' || !priceVerbs.has(lemma)) && !headings.has(lemma)),
    );
    // "¿…por día?": the unit a price is asked for, in English ("day"), picks "30 euros per day" of "8 euros per hour"
    const words = new Set(normaliseText(question).split(' '));
    const spanAsked = Object.entries(table.figures.englishUnits)
      .filter(([, unit]) => [unit.es, unit.es.replace(/e?s$/u, '')].some((form) => words.has(normaliseText(form))))
      .map(([english]) => english);
    const figure = englishFigureFor(
      facts.english,
      kind,
      new Set([...askedInEnglish(question, askedOfIt, titled), ...(kind === 'price' ? spanAsked : [])]),
      table.figures.severalPrices,
      [...nouns].some((noun) => !headings.has(noun) && !weekdays.has(noun)),
      new Set(verbLemmasOf(question).flatMap(englishOf)),
    );
    if (figure && kind === 'price' && ofAnotherThing(figure, question, [...nouns], titled, facts, topic))
      return undefined;
    // "¿Cuánto nos cuesta alquilar dos bicis…?": one thing's price said bare would be false as the whole
    const tokens = analysed(question).tokens;
    const counted = tokens.some((token) => token.reading?.pos === 'noun' && countedBefore(tokens, token));
    if (kind === 'price' && counted) return undefined;
    return figure && canSay(figure) ? figure : undefined;
  }

  /**
   * "¿Cuánto es la fianza?" of "Answer questions about the rent (950 euros a month), the deposit…": the thing asked is
   * named by the prompt, but never by the clause of the price picked, which is another thing's.
   */
  function ofAnotherThing(
    figure: string,
    question: string,
    nouns: readonly string[],
    titled: ReadonlySet<string>,
    facts: TopicFacts,
    topic: TutorTopic,
  ): boolean {
    const things = nouns.filter((noun) => !headings.has(noun) && !weekdays.has(noun));
    if (things.length === 0) return false;
    const english = [...askedInEnglish(question, new Set(things), titled)];
    // (by the prompt: a description's "a high-speed train ticket" is the setting, which "the next AVE" is of)
    const text = ` ${normaliseText(topic.prompt)} `;
    const named = english.filter((word) => text.includes(` ${word} `) || text.includes(` ${word}s `));
    const clauses = facts.english.filter((found) => found.said === figure);
    return (
      named.length > 0 &&
      !clauses.some((found) => named.some((word) => found.words.has(word) || found.words.has(`${word}s`)))
    );
  }

  /**
   * The recommendation a question asks for ("¿Qué me recomiendas?", "¿Qué consejo me das para la paella?"): of the
   * role's recommendations, the one that names what the question names besides, or the first when it names
   * nothing; undefined for a question that asks none, or where two could be meant.
   */
  function recommendationAsked(
    question: string,
    sentences: readonly TopicFact[],
    titled: ReadonlySet<string>,
    told: string,
  ) {
    const tokens = analysed(question).tokens;
    const asks = asksARecommendation(question);
    // "¿Qué fruta está más rica ahorita?", "¿Cuál tour es mejor?": which is best, of what it names (its adjective
    // of quality names nothing)
    const best = !asks && bestAsked(question);
    if (!asks && !best) return undefined;
    // what it names besides: a thing or a doing ("¿Qué me recomiendas probar?")
    const naming = new Set(best ? ['noun', 'proper-noun', 'verb'] : ['noun', 'proper-noun', 'verb', 'adjective']);
    const own = new Set(
      tokens
        .filter((token) => naming.has(token.reading?.pos ?? '') && !(best && COPULA_LEMMAS.has(token.reading!.lemma)))
        .map((token) => normaliseText(token.reading!.lemma))
        .filter(
          (lemma) =>
            ![plainNouns, plainVerbs, titled, recommendNouns, recommendVerbs].some((words) => words.has(lemma)),
        ),
    );
    const recommendations = sentences.filter((fact) => 'recommends' in fact && fact.recommends);
    // (a question that names nothing takes the first: each is the role's own, true whichever is said; but "Para el
    // resfriado, le recomiendo…" is not said after "Me duele la espalda", a thing it is not for)
    const toldNouns = analysed(told)
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.verbForm === 'infinitive')
      .map((token) => normaliseText(token.reading!.lemma));
    const forOther = (fact: TopicFact) =>
      /^para\s/iu.test(fact.text) && toldNouns.length > 0 && !toldNouns.some((noun) => fact.lemmas.has(noun));
    if (own.size === 0) return recommendations[0] && !forOther(recommendations[0]) ? recommendations[0] : undefined;
    // ("¿Qué fruta…?" of "Le recomiendo el mango": a kind is named by its members)
    const fitting = recommendations.filter((fact) =>
      [...own].some((lemma) => [lemma, ...(kinds.get(lemma) ?? [])].some((word) => fact.lemmas.has(word))),
    );
    return fitting.length === 1 ? fitting[0] : undefined;
  }

  /** "¿Qué fruta está más rica?", "¿Cuál es el mejor?": a question word and a phrase of which is best. */
  function bestAsked(question: string): boolean {
    const padded = ` ${normaliseText(question)} `;
    return (
      /(?<!\p{L})(?:que|cual|cuales)(?!\p{L})/u.test(padded) && bestPhrases.some((phrase) => padded.includes(phrase))
    );
  }

  /** The recommendation asked, as it may be said ("Le recomiendo el mango ataúlfo": "Le recomiendo el mango"). */
  function sayableRecommendation(
    question: string,
    sentences: readonly TopicFact[],
    { titled, told, canSay }: { titled: ReadonlySet<string>; told: string; canSay: (sentence: string) => boolean },
  ): string | undefined {
    const recommended = recommendationAsked(question, sentences, titled, told);
    if (!recommended) return undefined;
    return canSay(recommended.text) ? recommended.text : withoutUnsayableNames(recommended.text, canSay);
  }

  /**
   * "¿Qué me recomiendas comer?" is not answered by "Te recomiendo visitar la Catedral": a recommendation answers what
   * it names, or a question that names nothing of its own.
   */
  function recommendsOtherwise(asked: ReadonlySet<string>, titled: ReadonlySet<string>) {
    const ownAsked = [...asked].filter((lemma) => !recommendVerbs.has(lemma) && !titled.has(lemma));
    return (fact: TopicFact) =>
      fact.recommends === true && ownAsked.length > 0 && !ownAsked.some((lemma) => fact.lemmas.has(lemma));
  }

  /** The facts that name a name the question gives and the topic gives too (all of them where it gives none). */
  function ofTheNamesAsked(question: string, topic: TutorTopic, facts: TopicFacts): TopicFacts {
    const text = `${topic.description}\n${topic.prompt}`;
    // (a name of the scene's own, its title's, its description's or the role's, "la fiesta de Andrés" of a party
    // for Andrés, narrows nothing)
    const own = `${topic.title} ${topic.description} ${roleNameOf(topic.prompt) ?? ''}`;
    const asked = question.includes('?') ? lastQuestionOf(question) : '';
    const names = [...namesWrittenIn(asked)]
      .filter((name) => !own.includes(name))
      .filter((name) => new RegExp(String.raw`(?<!\p{L})${name}(?!\p{L})`, 'u').test(text));
    if (names.length === 0) return facts;
    const naming = (fact: { text: string }) => names.some((name) => fact.text.includes(name));
    return { ...facts, sentences: facts.sentences.filter(naming), figures: facts.figures.filter(naming) };
  }

  /**
   * The topic's facts that may answer: a statement read for the need it tells ("Mi coche hace un ruido") is not
   * answered by what the topic says of the learner's own thing ("Tu coche estará listo mañana"), which only their
   * question asks.
   */
  function factsAnswering(asWritten: string, topic: TutorTopic): TopicFacts {
    const all = factsOf(topic);
    if (asWritten.includes('?')) return all;
    return { ...all, sentences: all.sentences.filter((fact) => !fact.ofTheLearners) };
  }

  /**
   * "¿Podemos comer nuestros bocadillos dentro?" of "No se puede comer dentro": the one fact that denies a doing the
   * question asks of (a verb of content, not "poder" or "tener"), whatever the question does it to.
   */
  function deniedDoing(question: string, topic: TutorTopic, canSay: (sentence: string) => boolean) {
    const doings = (text: string) =>
      analysed(text)
        .tokens.filter((token) => token.reading?.pos === 'verb')
        .map((token) => normaliseText(token.reading!.lemma))
        .filter((lemma) => !plainVerbs.has(lemma) && !priceVerbs.has(lemma));
    const asked = new Set(doings(question));
    if (asked.size === 0) return undefined;
    const titled = contentLemmas(analysed(topic.title).tokens);
    const things = thingsOf(question, titled);
    const { sentences } = factsOf(topic);
    // (of the things the topic names: one it never speaks of is no other thing the denial could be about)
    const known = new Set([...things].filter((thing) => sentences.some((fact) => fact.lemmas.has(thing))));
    const denying = sentences.filter(
      (fact) => denies(fact) && doings(fact.text).some((lemma) => asked.has(lemma)) && coversThings(fact, known),
    );
    return theOneSaid(denying, canSay);
  }

  /** The things and qualities a question names ("niños", "gratis", "sin pagar"), with their kinds ("perro": "animal"). */
  function thingsOf(question: string, titled: ReadonlySet<string>): Set<string> {
    const named = analysed(question)
      .tokens.filter((token) => ['noun', 'adjective', 'adverb'].includes(token.reading?.pos ?? ''))
      .map((token) => normaliseText(token.reading!.lemma))
      .filter((lemma) => !titled.has(lemma) && !plainNouns.has(lemma));
    const all = withSynonyms([...named, ...phraseSynonymsIn(question)]);
    return new Set([...all, ...all.flatMap((lemma) => kindsOfMember.get(lemma) ?? [])]);
  }

  /**
   * Whether a denial holds for the things a question names that the topic speaks of: "No se puede entrar con mochilas
   * grandes" denies entering with them, which tells nothing of «¿Los niños entran gratis?» where the entrance is free on
   * some day; a denial that names nothing ("No se puede fumar")
   * holds for any, and so does one of a thing it requires ("No se puede nadar sin gorro": nobody swims without one).
   * Only the clause that denies counts ("…, hay guardarropa gratis" is another).
   */
  function coversThings(fact: TopicFact, things: ReadonlySet<string>): boolean {
    if (things.size === 0) return true;
    const denying = fact.text.split(/[,;:]\s*/u).find((part) => denies({ ...fact, text: part })) ?? fact.text;
    const clause = denying.replace(/(?:^|\s)sin\s.*$/iu, '');
    const named = analysed(clause)
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'adjective')
      .map((token) => normaliseText(token.reading!.lemma));
    return named.length === 0 || named.some((lemma) => things.has(lemma));
  }

  /** Whether a fact denies what it names ("No se puede…", "no se venden"). */
  function denies(fact: TopicFact): boolean {
    return normaliseText(fact.text)
      .split(' ')
      .some((word) => denials.has(word));
  }

  /** The one fact of those found, as the partner says it, when it can be said; undefined for none or several. */
  function theOneSaid(facts: readonly TopicFact[], canSay: (sentence: string) => boolean): string | undefined {
    return facts.length === 1 && canSay(facts[0]!.text) ? asSaid(facts[0]!.text) : undefined;
  }

  /** The one fact naming what the question asks of that denies it, said when it can be; undefined otherwise. */
  function deniedOfAnyKind(question: string, topic: TutorTopic, canSay: (sentence: string) => boolean) {
    const titled = contentLemmas(analysed(topic.title).tokens);
    const nouns = new Set(withSynonyms(nounLemmas(question, titled, plainNouns)));
    const denying = factsOf(topic).sentences.filter(
      (fact) => denies(fact) && [...nouns].some((noun) => namesBare(fact.text, noun)),
    );
    return theOneSaid(denying, canSay);
  }

  /**
   * "¿Hay algún sabor vegano?", "Mi amiga es vegana. ¿Hay algún sabor…?": a quality asked of a thing is answered by
   * the fact that holds the quality ("El sorbete de limón y el de fresa son veganos"), when it speaks of what the
   * thing's own fact names (the flavours "limón", "fresa"), never by the list of every flavour.
   */
  function qualifiedAsked(
    { told, question }: { told: string; question: string },
    naming: readonly TopicFact[],
    sentences: readonly TopicFact[],
    titled: ReadonlySet<string>,
  ): TopicFact | undefined {
    const qualitiesOf = (text: string) =>
      analysed(text)
        .tokens.filter((token) => token.reading?.pos === 'adjective')
        .map((token) => normaliseText(token.reading!.lemma))
        .filter((lemma) => !titled.has(lemma) && !plainNouns.has(lemma));
    const toldQualities = qualitiesOf(told);
    // "Soy vegetariano, ¿es posible hacer la clase?" of a topic about that class: a question that names nothing but
    // the topic is asked for what the learner told of themselves, when one fact alone holds that quality
    if (naming.length === sentences.length) {
      const holding = sentences.filter((fact) => toldQualities.some((quality) => fact.lemmas.has(quality)));
      return holding.length === 1 ? holding[0] : undefined;
    }
    const qualities = [...toldQualities, ...qualitiesOf(question)];
    if (qualities.length === 0) return undefined;
    const holds = (fact: TopicFact) => qualities.some((quality) => fact.lemmas.has(quality));
    const linked = (fact: TopicFact) =>
      naming.some(
        (named) => named !== fact && [...named.lemmas].some((lemma) => !titled.has(lemma) && fact.lemmas.has(lemma)),
      );
    const found = sentences.filter((fact) => holds(fact) && (naming.includes(fact) || linked(fact)));
    return found.length === 1 ? found[0] : undefined;
  }

  /** Whether a price question asks a whole of nothing named, or of several things joined ("la vacuna y el chip"). */
  function wholeOfNoneOrSeveral(question: string, asWritten: string, nouns: number): boolean {
    const severalJoined = nouns > 1 && /\sy\s/u.test(lastQuestionOf(asWritten));
    return (
      ((nouns === 0 || severalJoined) && wholeAsked(table.figures.totalWords)(question)) ||
      addsUpSeveral(asWritten, table.figures)
    );
  }

  /** Whether a learner's topic gives figures of a kind of its own (a price, a time, a length of time). */
  function holdsKind(kind: FigureKind | undefined, topic: TutorTopic): boolean {
    if (topic.defaultTopicId || !kind) return false;
    const { sentences, figures, english } = factsOf(topic);
    return (
      [...sentences, ...figures].some((fact) => fact.kinds.has(kind)) ||
      kindsOf(topic.prompt, table.figures).has(kind) ||
      // an English topic's own figure of that kind ("10 to 15 business days"): none is made up beside it
      english.some((figure) => figure.kind === kind)
    );
  }

  /**
   * "¿Hay algún aparcamiento cerca del taller?" asks about parking: the place that locates it ("del taller") names no
   * fact asked (the meeting point "en el taller" is no parking), when the question names a thing of its own before it;
   * "¿Qué hay cerca del hostal?" has none.
   */
  function withoutItsPlace(question: string): string {
    const normalised = normaliseText(question);
    const at = locatingPhrases(table.locating)
      .map((phrase) => normalised.indexOf(` ${phrase} `))
      .find((index) => index >= 0);
    if (at === undefined) return question;
    // the same cut in the written question: as many words in as the normalised text has before the phrase
    const wordsBefore = normalised.slice(0, at).trim().split(' ').filter(Boolean).length;
    const written = question.split(/\s+/u);
    const rest = `${written.slice(0, wordsBefore).join(' ')}?`;
    const own = analysed(rest).tokens.some(
      (token) => token.reading?.pos === 'noun' && !plainNouns.has(normaliseText(token.reading.lemma)),
    );
    return own ? rest : question;
  }

  /**
   * "¿Puedo cancelar si hay un problema?" asks about cancelling: a condition's words ("un problema") name no fact
   * asked, when the question has a word of its own beside it; "¿Qué pasa si devuelvo el coche tarde?" has none.
   */
  function withoutItsCondition(question: string): string {
    const condition = [...question.matchAll(/(?:,\s*)?\b(?:o\s+)?si\s+[^,¿?]+/giu)].find(
      (match) => !asksAfter(question.slice(0, match.index), askingLemmas),
    );
    if (!condition) return question;
    const rest = question.replace(condition[0], ' ');
    const own = [...contentLemmas(analysed(rest).tokens)].filter(
      (lemma) => !plainNouns.has(lemma) && !plainVerbs.has(lemma),
    );
    return own.length > 0 ? rest : question;
  }

  /**
   * "Soy estudiante. ¿Tengo que pagar la entrada?": what the turn tells the learner is ("soy estudiante", "mi hijo es
   * menor") names whom a rule of the place is for ("Los estudiantes … entran gratis"); the one fact that names that
   * group and answers the kind asked (or shares a word of the question) answers before the general one.
   */
  function factForGroupTold(
    told: string,
    kind: FigureKind | undefined,
    asked: ReadonlySet<string>,
    titled: ReadonlySet<string>,
    { sentences, figures }: TopicFacts,
  ): TopicFact | undefined {
    if (!told.trim()) return undefined;
    const words = analysed(told).tokens.filter((token) => token.kind === 'word');
    const group = new Set<string>();
    for (const [at, token] of words.entries()) {
      if (!token.readings.some((reading) => reading.pos === 'noun' || reading.pos === 'adjective')) continue;
      const before = words[at - 1];
      const copula = ['un', 'una'].includes(normaliseText(before?.text ?? '')) ? words[at - 2] : before;
      if (copula?.reading?.pos !== 'verb' || copula.reading.lemma !== 'ser') continue;
      const lemma = normaliseText(token.reading?.lemma ?? token.text);
      if (!plainNouns.has(lemma) && !titled.has(lemma)) group.add(lemma);
    }
    if (group.size === 0) return undefined;
    // "entran gratis": a price unit with no figure ("gratis", "gratuito") answers a price too
    const free = (fact: TopicFact) => [...fact.lemmas].some((lemma) => priceWords.currencies.has(lemma));
    // "¿Tengo que pagar la entrada?" asks a price as much as "¿Cuánto cuesta?"
    const price = kind === 'price' || [...asked].some((lemma) => priceWords.verbs.has(lemma));
    const answers = (fact: TopicFact) =>
      (kind !== undefined && fact.kinds.has(kind)) ||
      (price && (fact.kinds.has('price') || free(fact))) ||
      [...asked].some((lemma) => fact.lemmas.has(lemma) && !titled.has(lemma));
    const found = [...sentences, ...figures].filter(
      (fact) => [...group].some((lemma) => fact.lemmas.has(lemma)) && answers(fact),
    );
    return found.length === 1 ? found[0] : undefined;
  }

  /** The English of what a question asks, for an English topic's figures: its lemmas and their glosses. */
  /** The lemmas of the words a question uses only as verbs ("dejar", never "cama" nor "vino" as "venir"). */
  function verbLemmasOf(question: string): string[] {
    return analysed(question).tokens.flatMap((token) =>
      token.reading?.pos === 'verb' && !token.readings.some((reading) => reading.pos !== 'verb')
        ? [token.reading.lemma]
        : [],
    );
  }

  function askedInEnglish(question: string, asked: ReadonlySet<string>, titled: ReadonlySet<string>): Set<string> {
    // the glossary is read by the lemma as spelled ("reparación": "repair"), the question's own lemmas folded
    const spelled = analysed(question)
      .tokens.map((token) => token.reading?.lemma)
      .filter((lemma): lemma is string => lemma !== undefined && asked.has(normaliseText(lemma)));
    const english = new Set(
      [...asked, ...spelled]
        .filter((lemma) => !titled.has(normaliseText(lemma)))
        .flatMap((lemma) => [lemma, ...englishOf(lemma), ...(englishDayNames.get(normaliseText(lemma)) ?? [])]),
    );
    // "¿A qué hora es el check-in?": an English compound said in Spanish is asked by each of its words ("in" is no
    // content word alone), which its English clause has ("Check-in is from 14:00 and check-out is until 11:00")
    for (const [, first, second] of question.matchAll(/(\p{L}+)-(\p{L}+)/gu))
      for (const part of [first!, second!]) english.add(normaliseText(part));
    // "¿A qué hora cierran?" of "open every day from 7 am to 10 pm": a word of opening hours asks for them all
    const hourWords = table.figures.englishHourWords;
    if (hourWords.some((word) => english.has(word))) for (const word of hourWords) english.add(word);
    return english;
  }
}

/** "¿…entrar sin pagar?": a phrase of several words said for one ("gratis"), the words it stands for. */
function phraseSynonymsOf(question: string, synonyms: ReadonlyMap<string, readonly string[]>): string[] {
  const padded = ` ${normaliseText(question)} `;
  return [...synonyms].flatMap(([word, others]) =>
    word.includes(' ') && padded.includes(` ${word} `) ? others.filter((other) => !other.includes(' ')) : [],
  );
}

/** The first figure a text gives, as written ("1" of "1 hora y media"). */
function firstFigureOf(text: string): string | undefined {
  return /\d+(?:[.,]\d+)?/u.exec(text)?.[0];
}

/** The units a figure may be written with: the topic writer's abbreviations and the Spanish of the English units. */
function unitAbbreviationsOf(figures: ScenesFile['topicText']['figures']): ReadonlySet<string> {
  return new Set([...figures.unitAbbreviations, ...Object.values(figures.englishUnits).map((unit) => unit.es)]);
}

/** Whether a word may be a conjugated verb, and no determiner, preposition nor pronoun ("una", "para", "se"). */
function mayBeFinite(token: CoreToken): boolean {
  return (
    token.readings.some((reading) => reading.pos === 'verb' && reading.person !== undefined) &&
    !token.readings.some((reading) => ['determiner', 'preposition', 'pronoun'].includes(reading.pos))
  );
}

/**
 * "Visitas guiadas en español a las 10:00 y a las 15:00": an item of a fact sheet, a thing with its figure and no verb
 * at all (a title, "Reunión de padres en el colegio", has no figure). "visitas" may also be "you visit": no other word
 * of it may be a verb; a label's item ("Ramo de temporada: 18.000 pesos") is read as the price list it is.
 */
function isAListedFigure(sentence: string, words: readonly CoreToken[], hasAFigure: boolean): boolean {
  return (
    hasAFigure &&
    !/[\p{L})]\s*:/u.test(sentence) &&
    !words.slice(1).some(mayBeFinite) &&
    (words[0]?.readings.some((reading) => reading.pos === 'noun') ?? false)
  );
}

/** See `TopicTextAnswerer.inventsForItsFacts`. */
function inventsForItsFacts(
  question: string,
  line: string,
  topic: TutorTopic,
  englishOf: (lemma: string) => readonly string[],
  general: boolean,
): boolean {
  const text = `${topic.title}\n${topic.description}\n${topic.prompt}`;
  const withFigures = text.split(/\n|(?<=[.!?;])\s+/u).filter((part) => /\d/u.test(part));
  if (topic.defaultTopicId || withFigures.length < 3) return false;
  const nouns = (said: string) =>
    analysed(said)
      .tokens.filter((token) => token.reading?.pos === 'noun' || (token.kind === 'word' && token.readings.length === 0))
      .map((token) => normaliseText(token.reading?.lemma ?? token.text));
  const lineNouns = new Set(nouns(line));
  const written = ` ${normaliseText(text)} `;
  const named = (lemma: string) =>
    [lemma, ...englishOf(lemma).map(normaliseText)].some((word) =>
      new RegExp(` ${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:e?s)? `, 'u').test(written),
    );
  // (and for a general answer, one the line adds: "o en efectivo" of "Payment by card or Bizum")
  const asked = new Set(nouns(lastQuestionOf(question)));
  return [...lineNouns].some((noun) => !named(noun) && (general || asked.has(noun)));
}

/**
 * Whether the text ends on a verb of asking or knowing ("Quería saber", "Te quería preguntar"): a "si" after it
 * asks. `askingVerbs` holds the verbs' normalised lemmas.
 */
function asksAfter(before: string, askingVerbs: ReadonlySet<string>): boolean {
  const last = analysed(before)
    .tokens.filter((token) => token.kind === 'word')
    .at(-1);
  return (
    last?.readings.some((reading) => reading.pos === 'verb' && askingVerbs.has(normaliseText(reading.lemma))) ?? false
  );
}

/**
 * A name of several capitalised words inside a sentence ("el tren a Aguas Calientes", "el barrio de Santa Cruz") as one
 * word, matched as written and never by its words' lemmas: "Aguas Calientes" asks nothing of "agua caliente".
 */
function asOneName(text: string, keepHead = false): string {
  return text.replace(/(?<=[\p{L}\p{N},;)]\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+/gu, (name) => {
    const one = name.replace(/\s+/gu, '');
    // a fact's "el Castillo San Felipe" is of "el castillo" asked: its first word names what it is
    return keepHead ? `${name.split(/\s+/u)[0]!} ${one}` : one;
  });
}

/** "¿Y el plan anual?" after "¿Cuánto cuesta el plan mensual?": the figure asked before, asked of the thing named. */
function figureAskedAgain(
  question: string,
  previous: string,
  figures: ScenesFile['topicText']['figures'],
): string | undefined {
  const thing = /^\s*¿\s*y\s+([^?]+)\?\s*$/iu.exec(question)?.[1];
  if (!thing) return undefined;
  const words = analysed(thing).tokens.filter((token) => token.kind === 'word');
  if (!words.some((token) => token.reading?.pos === 'noun') || words.some((token) => token.reading?.pos === 'verb'))
    return undefined;
  // the first wording of each kind of figure asked ("cuánto cuesta", "a qué hora")
  const cues: Partial<Record<FigureKind, string>> = {
    price: figures.askPrice[0],
    time: figures.askTime[0],
    duration: figures.askDuration[0],
  };
  const kind = figureAskedFor(lastQuestionOf(previous), figures);
  const cue = kind === undefined ? undefined : cues[kind];
  return cue ? `¿${cue} ${thing.trim()}?` : undefined;
}

/** The topic-text word lists read by form: denials, nouns of when, verbs and nouns of recommending. */
function wordSetsOf(table: ScenesFile['topicText']) {
  const set = (words: readonly string[]) => new Set(words.map(normaliseText));
  return {
    denials: set(table.denials),
    timesOfDay: set(table.timesOfDay),
    recommendVerbs: set(table.recommends.verbs),
    recommendNouns: set(table.recommends.nouns),
    conversationVerbs: set(table.conversationVerbs),
    months: set(table.figures.months),
    dateAsks: [...set(table.figures.dateAsks)],
    haveVerbs: set(table.figures.haveVerbs),
    plainVerbs: set(table.plainVerbs),
    instructionVerbs: set(table.instructionVerbs),
    priceVerbs: set(table.figures.priceVerbs),
    // the nouns of each kind of person a topic may price apart ("niños", "jubilados"), but the base kind (adults)
    personKinds: table.people.kinds
      .filter((person) => person.id !== table.people.baseKind)
      .map((person) => person.nouns.map(normaliseText)),
  };
}

/**
 * "¿La doctora Rosales habla inglés?": the words asked other than the names the question gives and the noun each
 * follows ("doctora"), which the facts chosen name already; a fact sharing only those does not answer it. All the
 * words where nothing else is asked ("¿Dónde está el Museo Sorolla?").
 */
function beyondNames(question: string, asked: ReadonlySet<string>): ReadonlySet<string> {
  const words = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const names = namesWrittenIn(question);
  const ofNames = new Set(
    words
      .flatMap((word, at) => (names.has(word) ? [word, words[at - 1] ?? ''] : []))
      .flatMap((word) => [word, ...(analysed(word).tokens[0]?.readings.map((reading) => reading.lemma) ?? [])])
      .map(normaliseText),
  );
  const rest = new Set([...asked].filter((lemma) => !ofNames.has(lemma)));
  return rest.size > 0 ? rest : asked;
}

/** "…porque usas la misma cocina": whether a subordinator stands between the sentence's first verb and the token. */
function inALaterClause(words: readonly CoreToken[], token: CoreToken): boolean {
  const firstFinite = words.findIndex((word) => word.reading?.pos === 'verb' && word.reading.person);
  return words.slice(firstFinite + 1, words.indexOf(token)).some((word) => SUBORDINATORS.has(normaliseText(word.text)));
}

/** The nouns of a question that say when, not what: "esta tarde", "este fin de semana". */
function timesMeant(question: string, timesOfDay: ReadonlySet<string>): string[] {
  const words = analysed(question).tokens.filter((token) => token.kind === 'word');
  return words.flatMap((token, at) => {
    const lemma = normaliseText(token.reading?.lemma ?? token.text);
    const before = normaliseText(words[at - 1]?.text ?? '');
    return timesOfDay.has(lemma) && ['este', 'esta', 'estos', 'estas'].includes(before) ? [lemma] : [];
  });
}

/** A noun's "de" complement in a text: "helado de mango" → ["helado", "mango"], as lemmas. */
function complementPairs(text: string): [string, string][] {
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  const pairs: [string, string][] = [];
  // a noun reading, chosen or not ("queda helado de mango" may read "helado" as helar's participle); the word as
  // written, which no sense-tagged lemma ("mango_fruta") hides
  const mayBeNoun = (token: (typeof words)[number] | undefined) =>
    token?.readings.some((reading) => reading.pos === 'noun') ?? false;
  words.forEach((token, at) => {
    const complement = words[at + 2];
    if (!mayBeNoun(token) || normaliseText(words[at + 1]?.text ?? '') !== 'de' || !mayBeNoun(complement)) return;
    pairs.push([normaliseText(token.text), normaliseText(complement!.text)]);
  });
  return pairs;
}

/** Whether a fact names the question's "X de Y" with another Y ("helado de mango" for "helado de horchata"). */
/** A sentence that says nothing is on ("está cerrado", "cerramos", "no hay clases"): the answer of a closed day. */
function closesOn(text: string): boolean {
  return analysed(text).tokens.some(
    (token) =>
      token.reading?.lemma === 'cerrar' || ['no', 'nunca', 'cerrado', 'cerrada'].includes(normaliseText(token.text)),
  );
}

function ofAnotherKind(question: string, fact: string): boolean {
  const asked = complementPairs(question);
  // singular or plural alike ("helados de fresa")
  const same = (one: string, other: string) =>
    one === other || [`${one}s`, `${one}es`].includes(other) || [`${other}s`, `${other}es`].includes(one);
  // "Hay clases de spinning …, y de yoga los martes": the kind asked, named in the fact after "de", is of it too
  const ownKinds = new Set(
    normaliseText(fact)
      .split(' ')
      .filter((_, at, words) => words[at - 1] === 'de'),
  );
  return complementPairs(fact).some(([head, kind]) =>
    asked.some(([askedHead, askedKind]) => same(askedHead, head) && !same(askedKind, kind) && !ownKinds.has(askedKind)),
  );
}

/** Whether a noun asked of that the topic names is followed by a preposition and one it never names. */
/**
 * Whether a fact names a noun asked only with an adjective the question does not have ("las bicis eléctricas" for
 * "una bici") while the topic names that noun otherwise too ("Alquilas una bici"): it tells of one kind of the
 * thing, not of the thing asked. A thing the topic only ever names one way ("una radio antigua") is that thing.
 */
function narrowerThanAsked(
  question: string,
  fact: string,
  nouns: readonly string[],
  topicText: string,
  additional: ScenesFile['topicText']['additional'],
): boolean {
  const askedWords = new Set(
    analysed(question).tokens.flatMap((token) =>
      token.reading ? [normaliseText(token.reading.lemma), normaliseText(token.text)] : [],
    ),
  );
  // "¿Cuánto cuesta una maleta más?" asks of "cada maleta adicional"
  if (additional.asks.some((word) => askedWords.has(normaliseText(word))))
    for (const adjective of additional.adjectives) askedWords.add(normaliseText(adjective));
  const words = analysed(fact).tokens.filter((token) => token.kind === 'word');
  const uses = words.flatMap((token, at) =>
    token.reading?.pos === 'noun' && nouns.includes(normaliseText(token.reading.lemma)) ? [at] : [],
  );
  // the word after each of the topic's namings of a noun: one naming it bare or otherwise makes kinds of it
  const topicWords = analysed(topicText).tokens.filter((token) => token.kind === 'word');
  const namedOtherwise = (noun: string, adjective: string) =>
    topicWords.some(
      (token, at) =>
        token.readings.some((reading) => reading.pos === 'noun' && normaliseText(reading.lemma) === noun) &&
        normaliseText(topicWords[at + 1]?.reading?.lemma ?? '') !== adjective,
    );
  return (
    uses.length > 0 &&
    uses.every((at) => {
      const next = words[at + 1];
      if (next?.reading?.pos !== 'adjective') return false;
      if (!namedOtherwise(normaliseText(words[at]!.reading!.lemma), normaliseText(next.reading.lemma))) return false;
      const adjective = normaliseText(next.reading.lemma);
      // "la vacuna antirrábica" is the "vacuna contra la rabia" asked: an adjective of the family of a word asked
      const ofAWordAsked = [...askedWords].some((word) => {
        const stem = word.replace(/[aeiou]$/u, '');
        return stem.length >= 4 && adjective.includes(stem);
      });
      return !askedWords.has(adjective) && !askedWords.has(normaliseText(next.text)) && !ofAWordAsked;
    })
  );
}

/** Prepositions whose phrase after a noun says which kind of it ("pan sin gluten", "descuento para niños"). */
const OF_A_KIND = new Set(['de', 'del', 'sin', 'con', 'para']);

/** Whether a text names a noun with nothing after it saying which kind ("fotos dentro del museo", not "pan integral"). */
function namesBare(text: string, noun: string): boolean {
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  return words.some((token, at) => {
    if (token.reading?.pos !== 'noun' || normaliseText(token.reading.lemma) !== noun) return false;
    const next = words[at + 1];
    return !next || (next.reading?.pos !== 'adjective' && !OF_A_KIND.has(normaliseText(next.text)));
  });
}

/** A preposition whose phrase says where a thing is or was, not which kind of it. */
const WHERE = new Set(['en']);

function narrowedByAnUnnamed(question: string, nouns: ReadonlySet<string>, named: (noun: string) => boolean): boolean {
  const words = analysed(question).tokens.filter((token) => token.kind === 'word');
  let namedThing = false;
  let afterPreposition = false;
  for (const token of words) {
    const reading = token.reading;
    // "pan sin gluten", "descuento para niños" narrow the thing; "mi cartera en el tren" says where it was
    if (reading?.pos === 'preposition') afterPreposition = namedThing && !WHERE.has(token.text.toLowerCase());
    if (reading?.pos !== 'noun') continue;
    const lemma = normaliseText(reading.lemma);
    if (afterPreposition && nouns.has(lemma) && !named(lemma)) return true;
    if (nouns.has(lemma) && named(lemma)) namedThing = true;
  }
  return false;
}

/**
 * A sentence too long to say whole, cut before the list its colon brings in: "El trabajo es de lunes a viernes de
 * 2:00 a 7:00: recoger a Valentina…, darles la merienda…" says its hours before the colon.
 */
function beforeALongList(sentence: string): string {
  if (sentence.split(/\s+/u).length <= MAX_WORDS) return sentence;
  // a clock time's colon ("2:00") is no list's
  const listColon = /:(?!\d)/u.exec(sentence)?.index;
  return listColon === undefined ? sentence : sentence.slice(0, listColon);
}

/** The shortest stem whose words are read as one family ("alergia", "alérgico"); shorter ones say too little. */
const MIN_STEM = 6;
/** The shortest word the lexicon lacks that is taken for a thing asked about (not "ok", "eh"). */
const MIN_UNKNOWN_NOUN = 4;

/** Whether a question names something in a lower-case word the lexicon lacks ("un popcorn grande"). */
function namesAnUnknownThing(question: string): boolean {
  return analysed(question).tokens.some(
    (token) =>
      token.kind === 'word' &&
      token.readings.length === 0 &&
      token.text.length >= MIN_UNKNOWN_NOUN &&
      /^\p{Ll}/u.test(token.text),
  );
}

/**
 * Lemmas of the facts of one family with a lemma asked: the asked one without its last vowel begins the fact's
 * ("alergia" → "alergi-": "alérgico"), for a question whose own words no fact holds ("¿Algún niño tiene alergias?"
 * and "Mateo es alérgico al maní").
 */
function kin(asked: ReadonlySet<string>, facts: readonly TopicFact[]): Set<string> {
  const stems = [...asked].map((lemma) => lemma.replace(/[aeiou]$/u, '')).filter((stem) => stem.length >= MIN_STEM);
  const found = new Set<string>();
  for (const fact of facts)
    for (const lemma of fact.lemmas)
      if (stems.some((stem) => lemma !== stem && lemma.startsWith(stem))) found.add(lemma);
  return found;
}

/** The lemmas of a question's nouns that its topic's title does not name. */
function nounLemmas(
  question: string,
  titled: ReadonlySet<string>,
  plain: ReadonlySet<string>,
  withComplements = false,
): Set<string> {
  const words = analysed(question).tokens.filter((token) => token.kind === 'word');
  // "¿Tengo que traer su cartilla de vacunas?" asks about the card: a noun after "de" and another noun is its
  // complement, not the thing asked
  const complement = (at: number) => {
    let before = at - 1;
    if (words[before]?.reading?.pos === 'determiner') before--;
    const de = normaliseText(words[before]?.text ?? '');
    // ("¿Cuántos meses de fianza…?": after a noun of measure the complement is the thing asked)
    const head = words[before - 1]?.reading;
    return (de === 'de' || de === 'del') && head?.pos === 'noun' && !plain.has(normaliseText(head.lemma));
  };
  return new Set(
    words
      .flatMap((token, at) => {
        const reading = token.reading;
        if (reading?.pos === 'noun') return complement(at) && !withComplements ? [] : [reading.lemma];
        // "el rango salarial" names the salary too
        const relational = reading?.pos === 'adjective' ? nounOfRelationalAdjective(reading.lemma) : undefined;
        return relational ? [relational] : [];
      })
      .map(normaliseText)
      .filter((lemma) => !titled.has(lemma) && !plain.has(lemma)),
  );
}

interface TopicFacts {
  sentences: TopicFact[];
  figures: FigureFact[];
  english: EnglishFigure[];
}

/** Whether a sentence is Spanish: this share of its lettered words (figures are no foreign words) in the lexicon. */

/** A label a prompt sets before a colon ("Normas:", "Curso mensual:"): a heading, not said aloud. */
const LABEL = /^([\p{L} ]{2,30}):\s+(?=\S)/u;
const LABEL_WORDS = 3;
/** The most words an item with no verb may have to be said as a fact ("Chaleco salvavidas incluido"). */
const VERBLESS_WORDS = 6;
/** The longest lead of a list that ends on its verb ("En tu puesto vendes"). */
const LEAD_WORDS = 6;

/**
 * The items of a list whose parts between semicolons each give a figure, two or more of them after a name and a colon
 * ("Corte de pelo: 18 euros; corte y lavado: 22 euros; tinte desde 45 euros"), each as said on its own; undefined for
 * any other sentence.
 */
function labelledItems(sentence: string): string[] | undefined {
  const parts = figureListParts(sentence);
  if (!parts) return undefined;
  const labelled = parts.filter((part) => {
    const label = LABEL.exec(part);
    return label !== null && label[1]!.trim().split(/\s+/u).length <= LABEL_WORDS;
  });
  if (labelled.length < 2 || !LABEL.test(parts[0]!)) return undefined;
  return parts.map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}.`);
}

/** Whether a question asks the whole of an order by one of `totalWords` ("todo junto"), not "todo el día". */
function wholeAsked(totalWords: readonly string[]): (question: string) => boolean {
  let cues = wholeCues.get(totalWords);
  if (!cues) {
    cues = totalWords.map((cue) => new RegExp(` ${normaliseText(cue)} (?!(?:el|la|los|las|mi|tu|su) )`, 'u'));
    wholeCues.set(totalWords, cues);
  }
  const compiled = cues;
  return (question) => compiled.some((cue) => cue.test(` ${normaliseText(question)} `));
}
const wholeCues = new WeakMap<readonly string[], RegExp[]>();

/** The sentence without its label: a few words without a verb ("Normas: los menores…" says "Los menores…"). */
function withoutLabel(sentence: string): string {
  const label = LABEL.exec(sentence);
  if (!label || label[1]!.trim().split(/\s+/u).length > LABEL_WORDS) return sentence;
  if (analysed(label[1]!).tokens.some((token) => token.reading?.pos === 'verb')) return sentence;
  const rest = sentence.slice(label[0].length);
  // "Corte de pelo: 18 euros; corte y lavado: 22 euros": where the list's other parts name their item before a colon
  // too, the first names its own item, no heading of the whole
  if (rest.split(/\s*;\s*/u).some((part, at) => at > 0 && LABEL.test(part))) return sentence;
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** The one clause of a sentence (cut at ", pero", ";", ", y", ", aunque") that holds an asked lemma and can be said. */
function clauseAsked(sentence: string, asked: ReadonlySet<string>, canSay: (text: string) => boolean) {
  const clauses = sentence
    .replace(/[.!]+$/u, '')
    .split(/\s*(?:;|,\s*(?:pero|aunque|y|mientras que)\s)\s*/u)
    .filter((clause) => clause.trim().length > 0);
  if (clauses.length < 2) return undefined;
  const holding = clauses.filter((clause) =>
    analysed(clause).tokens.some(
      (token) =>
        token.reading !== undefined && asked.has(normaliseText(token.reading.lemma)) && token.reading.pos !== 'verb',
    ),
  );
  return holding.length === 1 && canSay(holding[0]!) ? holding[0] : undefined;
}

function asSaid(written: string): string {
  // a clause of a quote the prompt gives ("…; ahorita está en temporada y está bien dulce»") is said without the
  // quote's marks that are left unpaired
  const open = (written.match(/«/gu) ?? []).length;
  const close = (written.match(/»/gu) ?? []).length;
  // (and without a list's bullet: "- Visitas guiadas…")
  let text = (open === close ? written : written.replace(/[«»]/gu, '')).trim().replace(/^[-•*–]\s+/u, '');
  // "Cuota mensual: 42 euros [estudiantes con carné: 29 euros": a bracket the clause opens and never closes is
  // left out with what follows it
  const unclosed = /[[(][^\])]*$/u.exec(text);
  if (unclosed && unclosed.index > 0) text = text.slice(0, unclosed.index).replace(/[\s,;:]+$/u, '');
  const capitalised = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * A note in brackets as it is said: at the end of a clause an aside ("900 pesos de noche (después de las 20:00)" →
 * ", después de…"); inside one, a word that only names the same thing again is left out ("La salida (desplazamiento)
 * cuesta 60 €" → "La salida cuesta 60 €"), anything else set off by commas.
 */
function bracketSaid(_whole: string, inside: string, next: string): string {
  if (next === '' || /[.,;:!?]/u.test(next)) return `, ${inside}`;
  const words = analysed(inside).tokens.filter((token) => token.kind === 'word');
  const sameThing =
    words.length > 0 &&
    words.length <= 2 &&
    !/\d/u.test(inside) &&
    words.every((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'adjective');
  return sameThing ? '' : `, ${inside},`;
}

/** An age a text tells ("de dos años", "tiene 14 años"): the number before "años". */
function ageToldIn(text: string): number | undefined {
  const said = normaliseText(text).split(' ');
  // "un año", "una niña de un año": the article is the number one
  const count = (word: string) => (word === 'un' || word === 'una' ? 1 : countWritten(word));
  const at = said.findIndex(
    (word, index) => ['anos', 'ano'].includes(said[index + 1] ?? '') && count(word) !== undefined,
  );
  return at < 0 ? undefined : count(said[at]!);
}

/** The age the newest earlier message that tells one tells. */
function ageToldBefore(earlier: readonly string[]): number | undefined {
  for (const message of [...earlier].reverse()) {
    const age = ageToldIn(message);
    if (age !== undefined) return age;
  }
  return undefined;
}

/** A question of another than the speaker or the partner: "¿Ella tiene que pagar?", "¿Puede ir sola?". */
function ofSomeoneElse(question: string): boolean {
  return analysed(question).tokens.some(
    (token) =>
      (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite' && token.reading.person === 3) ||
      /^(?:él|ella|ellos|ellas)$/iu.test(token.text),
  );
}

/** Whether an age is inside a bound of the topic's wording ("menores de" 3: under 3; "desde los" 3: 3 or more). */
function ageBoundHolds(bound: string, age: number, limit: number): boolean {
  if (/^(?:menores de|menor de|ninos de menos de|menos de)$/u.test(bound)) return age < limit;
  if (/^(?:mayores de|mayor de|mas de)$/u.test(bound)) return age > limit;
  if (/^(?:hasta los|edad maxima es|edad maxima de)$/u.test(bound)) return age <= limit;
  return age >= limit;
}

/** "de la 36 a la 45", "de 6 a 12 años": a range of whole numbers a fact gives. */
const RANGE =
  /\bde\s+(?:la\s+|el\s+|los\s+|las\s+)?(\d{1,4})\s+a\s+(?:la\s+|el\s+|los\s+|las\s+)?(\d{1,4})(?!\d|[:.,]\d)/iu;

/**
 * "¿Tenéis la talla 46?" answered by "Tenemos tallas de la 36 a la 45": a yes/no question about one number, and a
 * fact that gives a range, are answered yes or no first, as a person would.
 */
function withRangeVerdict(question: string, answer: string): string {
  const range = RANGE.exec(answer);
  const numbers = question.match(/(?<!\d|\d[:.,])\d{1,4}(?!\d|[:.,]\d)/gu) ?? [];
  if (!range || numbers.length !== 1 || QUESTION_WORD.test(question)) return answer;
  const [low, high, asked] = [Number(range[1]), Number(range[2]), Number(numbers[0])];
  if (low >= high) return answer;
  return `${asked >= low && asked <= high ? 'Sí.' : 'No, lo siento.'} ${answer}`;
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * A sentence too long to say whole, whose "y" brings in the same thing again ("Hay clases de salsa los lunes… y clases
 * de bachata los martes…"): two sentences, the second with the first's words before that thing ("Hay clases de
 * bachata…").
 */
function parallelHalves(sentence: string): string[] {
  const words = sentence.trim().split(/\s+/u);
  if (words.length <= MAX_WORDS) return [sentence];
  const tokens = analysed(sentence).tokens.filter((token) => token.kind === 'word');
  const head = tokens.find((token) => token.reading?.pos === 'noun');
  if (!head) return [sentence];
  const lead = sentence.slice(0, head.start).trim();
  const again = new RegExp(String.raw`\s+y\s+(?=${head.text}\b)`, 'u').exec(sentence.slice(head.end));
  if (!lead || !again) return [sentence];
  const at = head.end + again.index;
  return [sentence.slice(0, at), `${lead} ${sentence.slice(at + again[0].length)}`];
}

/** The phrases that locate a thing, normalised, each with its contraction ("cerca de" is also "cerca del"). */
function locatingPhrases(phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) => {
    const said = normaliseText(phrase);
    if (said.endsWith(' de')) return [said, `${said.slice(0, -3)} del`];
    return said.endsWith(' a') ? [said, `${said.slice(0, -2)} al`] : [said];
  });
}

/** Whether a line says a figure (any number, or words of the kind) of the kind a question asks. */
function saysTheFigureAsked(question: string, line: string, cues: ScenesFile['topicText']['figures']): boolean {
  const kind = figureAskedFor(question, cues);
  return kind !== undefined && (kindsOf(line, cues).has(kind) || /\d/u.test(line));
}

/** Each Spanish day, singular and plural, with the English that names it ("sábado" → "saturday", "sat"). */
function englishDayNamesOf(englishDays: Readonly<Record<string, string>>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [english, spanish] of Object.entries(englishDays))
    for (const form of [normaliseText(spanish), normaliseText(`${spanish}s`)])
      names.set(form, [...(names.get(form) ?? []), english]);
  return names;
}

/** The kind of figure a question asks, a price for a sum asked ("¿Cuánto pago en total?"). */
function kindOrSumAsked(question: string, figures: ScenesFile['topicText']['figures']): FigureKind | undefined {
  return figureAskedFor(question, figures) ?? (asksASum(question, figures.totalWords) ? 'price' : undefined);
}

/** The question with its first phrase of a synonyms group said in the group's one word (`inOneWord`). */
function inOneWordOf(question: string, groups: readonly (readonly string[])[]): string | undefined {
  for (const group of groups) {
    const word = group.find((member) => !member.includes(' '));
    // the longest phrase first: "para dos personas" before "para dos"
    const phrases = group.filter((member) => member.includes(' ')).sort((a, b) => b.length - a.length);
    for (const phrase of phrases) {
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      const found = new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').exec(question);
      if (word && found)
        return `${question.slice(0, found.index)}${word}${question.slice(found.index + phrase.length)}`;
    }
  }
  return undefined;
}

/** The answerer's readers of a question that need only the table: a price asked, the figure asked again, … */
function questionReaders(
  table: ScenesFile['topicText'],
): Pick<TopicTextAnswerer, 'inOneWord' | 'asksAPrice' | 'saysTheFigureAsked' | 'askedAgainOf'> {
  return {
    inOneWord: (question) => inOneWordOf(question, table.synonyms),
    asksAPrice: (turnText) =>
      turnText.includes('?') && kindOrSumAsked(lastQuestionOf(turnText), table.figures) === 'price',
    saysTheFigureAsked: (question, line) => saysTheFigureAsked(question, line, table.figures),
    askedAgainOf: (question, previous) => figureAskedAgain(question, previous, table.figures),
  };
}
