import { ARTICLES } from './articles';
import { placesIn } from './places-named';
import { ustedAsTu } from './to-usted';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { BilingualLine } from '@/server/content/topic-file-schema';
import {
  PERSONA_FIELDS,
  type Frame,
  type Scene,
  type SceneItem,
  type ScenesFile,
} from '@/server/content/partner-knowledge-schema';
import { numberToSpanish, readNumberWords } from '@/domain/spanish-numbers';
import type { AnalysedToken } from '@/server/language/spanish';
import { nounOfRelationalAdjective, spanishLexicon } from '@/server/language/spanish';
import { analysed as analyze } from './analysis-cache';
import { fillLine } from './templates';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { givesARole, rolePhraseOf } from './role-name';
import { namesAnotherAfter } from './others-asked-of';
import { yesOrNoOfPlace, type YesNoLines } from './persona-yes-no';
import { type UnsoldPhrase, unsoldPhrasesIn } from './unsold-items';
import { normaliseText, sentencesOf, tokenise } from './text-normalisation';

/**
 * The scene a topic plays (content/tutor/scenes.json): the partner's persona, what the scene sells at one price
 * each, and its facts. Questions put to the partner are answered from it in the learner's variety; what the learner
 * ordered is read again from the history every turn, so a bill always sums the orders (the engine keeps no state).
 */
export interface CompiledScene {
  /** The topic has a scene of its own (the café's waitress), not the default one. */
  own: boolean;
  /** Its facts are advice, given for a complaint unasked (the doctor's). */
  advises: boolean;
  /** The partner serves the learner: a complaint is answered with an apology and a fix. */
  serves: boolean;
  items: readonly CompiledItem[];
  facts: readonly CompiledFact[];
  persona: Scene['persona'];
  /** scenes.json `cues.when`, normalised, each as words: times a question is set in. */
  when: readonly (readonly string[])[];
  /** scenes.json `cues.measures`, normalised: "kilo", "botella". */
  measures: ReadonlySet<string>;
  /** scenes.json `cues.asksFor` and `cues.order`, normalised: verbs that ask for a thing. */
  asksFor: ReadonlySet<string>;
}

interface CompiledItem {
  item: SceneItem;
  /** Each form as normalised words. */
  forms: readonly (readonly string[])[];
}

interface CompiledCue {
  /** " qué tienes ": the phrase found whole. */
  padded: string;
  /** Its content lemmas: all of them in a question select the fact too. */
  lemmas: readonly string[];
  /**
   * A cue of a verb or an adjective and no noun ("pagar", "me recomiendas", "fresca") names the thing asked about
   * less than a noun does ("fianza", "postre").
   */
  verbal: boolean;
  /** A question put to the partner ("cuántos años tienes", "tiene usted"): only a question finds the fact by it. */
  toThePartner: boolean;
}

interface CompiledFact {
  answer: Scene['facts'][number]['answer'];
  ofItems: boolean;
  cues: readonly CompiledCue[];
  /** Lemmas that make the fact unsafe to say in the turn. */
  unlessSaid: ReadonlySet<string>;
  notForANamedPlace: boolean;
}

/**
 * A verb, or a word that may be an adjective ("fresco", "dulces") or is an adverb ("lejos", "cerca"): it says
 * something of a thing, not the thing ("¿Está lejos la estación?" asks about the station).
 */
const describes = (word: AnalysedToken) =>
  word.reading?.pos === 'verb' ||
  word.reading?.pos === 'adverb' ||
  word.readings.some((reading) => reading.pos === 'adjective');

function compileCue(about: string): CompiledCue {
  const words = analyze(about).tokens.filter((token) => token.kind === 'word');
  // a cue of one word that may be a noun is the thing: "vino" is wine, never "venir" ("la semana que viene")
  const noun = words.length === 1 ? words[0]!.readings.find((reading) => reading.pos === 'noun') : undefined;
  return {
    padded: ` ${normaliseText(about)} `,
    lemmas: noun ? [normaliseText(noun.lemma)] : contentLemmas(about),
    verbal: words.some(describes) && !words.some((word) => word.reading?.pos === 'noun' && !describes(word)),
    toThePartner: words.some(
      (word) =>
        word.text.toLowerCase() === 'usted' ||
        (word.reading?.pos === 'verb' && word.reading.verbForm === 'finite' && word.reading.person === 2),
    ),
  };
}

export interface Ordered {
  item: SceneItem;
  quantity: number;
  /** The words the learner named it with, normalised ("cafe" of "café con leche"): the partner says no more of it. */
  named?: readonly string[];
  /** Whether the learner said how many ("dos kilos de tomates"), not one taken for granted ("quiero manzanas"). */
  counted?: boolean;
  /** The learner's words for it, on the bill only where they say more than the variety's name ("café con leche"). */
  fuller?: readonly string[];
  /** How long it is had for ("para dos noches"): the bill multiplies by it. */
  span?: { count: number; unit: Span };
  /** How many pieces were counted of what is sold by weight ("tres manzanas"): `quantity` is then their kilos. */
  pieces?: number;
}

/** A length a scene's prices per day count by (not an hour). */
type Span = ScenesFile['cues']['spans'][number] & { days: number };

export interface SceneKnowledge {
  /** A default topic's own scene; for a learner's topic, the role frame its words call for; else the default scene. */
  sceneFor(topic: TutorTopic): CompiledScene;
  /** The role frame a learner-written topic's title, description and prompt call for. */
  frameFor(topic: TutorTopic): Frame | undefined;
  /** What the learner's messages ordered, in order, quantities summed per item. */
  ordersIn(learnerMessages: readonly string[], scene: CompiledScene): Ordered[];
  /**
   * What one message orders, if it is an order; a quantity with no item ("Dame dos kilos") orders the one item the
   * learner's message before it named ("¿Cuánto cuesta el kilo de tomates?").
   */
  orderIn(message: string, scene: CompiledScene, previous?: string): Ordered[];
  /**
   * "Quiero dos kilos de jitomates y un kilo de aguacates": what an order weighs that the scene sells by the piece,
   * said with how it is sold and one's price, so that it is never silently left out of the order and its bill.
   */
  soldByThePieceLine(message: string, scene: CompiledScene, variety: SpanishVariety): BilingualLine | undefined;
  /**
   * What the learner tells they had for a length of time, in the past ("Me quedé tres noches en la habitación
   * doble"): at a check-out, what the bill is for when nothing was ordered in the conversation.
   */
  stayedIn(learnerMessages: readonly string[], scene: CompiledScene): Ordered[];
  /** What the learner's messages decline of what the scene sells ("No quiero café caliente"). */
  declinedIn(learnerMessages: readonly string[], scene: CompiledScene): SceneItem[];
  /** Whether the message names something the scene sells ("El café está frío"), ordered or not. */
  namesAnItem(message: string, scene: CompiledScene): boolean;
  /** Whether a message asks for something with a verb of ordering ("Quiero…", "Necesito…"), whatever it names. */
  wants(message: string): boolean;
  /** The scene's answer about what it sells: an item's price, whether it has one, the bill of what was ordered. */
  commerce(
    question: string,
    scene: CompiledScene,
    variety: SpanishVariety,
    orders: readonly Ordered[],
  ): BilingualLine | undefined;
  /** The scene persona's answer to a question about the partner (name, work, town, family), tastes apart. */
  persona(question: string, scene: CompiledScene, variety: SpanishVariety): BilingualLine | undefined;
  /** The scene's answer from its persona and facts, or undefined when the scene does not know. */
  /** `earlier`: what the learner said before, which may make a fact unsafe to say (`unlessSaid`). */
  knowledge(
    question: string,
    scene: CompiledScene,
    variety: SpanishVariety,
    earlier?: string,
    /** The whole message the question is a clause of ("¿Has estado en Perú? ¿Qué me recomiendas?"). */
    turn?: string,
  ): BilingualLine | undefined;
  /**
   * What the same persona's other topics know of its life ("¿Tocas algún instrumento?" in the technology topic is
   * answered by the hobbies scene's «No, pero quiero aprender a tocar la guitarra»): one person across the topics
   * it plays, never a made-up "Sí, de vez en cuando…" that another topic contradicts. Undefined for a scene no other
   * topic shares its persona with, or when none of their facts answers.
   */
  ownLifeElsewhere: SceneKnowledge['knowledge'];
  /**
   * What the persona says of itself, in the variety: its persona lines and the first-person facts of its scene and
   * of its other topics ("No tengo coche: voy en metro o en bicicleta").
   */
  lifeOf(scene: CompiledScene, variety: SpanishVariety): readonly string[];
  /** Either of them, commerce first. */
  answer(
    question: string,
    scene: CompiledScene,
    variety: SpanishVariety,
    orders: readonly Ordered[],
  ): BilingualLine | undefined;
  /** "Muy bien: dos cafés con leche." for the items of an order. */
  orderLine(orders: readonly Ordered[], variety: SpanishVariety): BilingualLine;
  /** What an order names that the scene does not sell; `ordered` is what the same message orders of its items. */
  unsoldIn(message: string, scene: CompiledScene, ordered: readonly Ordered[]): UnsoldPhrase[];
  /** "Lo siento, no tenemos bocadillos ni magdalenas." for them; undefined for none. */
  unsoldLine(unsold: readonly UnsoldPhrase[]): BilingualLine | undefined;
}

/** Lemmas that carry no topic of their own: a question's content is in its other words. */
const LIGHT_LEMMAS = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'hacer',
  'ir',
  'poder',
  'querer',
  'deber',
  'aquí',
  'allí',
  'más',
  'muy',
  'ya',
  'bien',
  'no',
  'también',
  'mucho',
  'poco',
  'cómo',
  'dónde',
  'cuándo',
  'cuánto',
  'qué',
]);
const CONTENT_POS = new Set(['noun', 'proper-noun', 'verb', 'adjective', 'adverb']);

/** The content lemmas of a text, normalised ("¿Necesito antibióticos?" -> necesitar, antibiotico). */
export function contentLemmas(text: string): string[] {
  return contentLemmasOf(analyze(text).tokens);
}

/** The same of tokens read in their sentence ("No juego mucho": "juego" is the verb "jugar"). */
export function contentLemmasOf(tokens: readonly AnalysedToken[]): string[] {
  const lemmas: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const reading = token.reading;
    // A word the lexicon lacks ("wifi" may be one) is kept as written: it is most often the thing asked about.
    if (reading && !CONTENT_POS.has(reading.pos)) continue;
    const lemma = normaliseText(reading?.lemma ?? token.text);
    if (lemma && !LIGHT_LEMMAS.has(lemma)) lemmas.push(lemma);
    // "¿Cuál es el rango salarial?" asks about the salary
    const noun = reading?.pos === 'adjective' ? nounOfRelationalAdjective(reading.lemma) : undefined;
    if (noun) lemmas.push(normaliseText(noun));
  }
  return lemmas;
}

/** scenes.json `personaKinds`, normalised: "mascota" → ["perro", "gato", …]. */
export function kindsOf(table: Record<string, string | string[]>): ReadonlyMap<string, readonly string[]> {
  return new Map(
    Object.entries(table).flatMap(([kind, members]) =>
      Array.isArray(members) ? [[normaliseText(kind), members.map(normaliseText)] as const] : [],
    ),
  );
}

/** The kinds each member belongs to ("perro" → "mascota", "animal"), from the kinds with their members. */
export function kindsByMember(kinds: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [kind, members] of kinds)
    for (const member of members) found.set(member, [...(found.get(member) ?? []), kind]);
  return found;
}

/** The lemmas of the nouns of a text ("¿Tiene hermanos?" → "hermano"). */
function nounLemmas(text: string): string[] {
  return analyze(text)
    .tokens.filter((token) => token.reading?.pos === 'noun')
    .map((token) => normaliseText(token.reading!.lemma));
}

function compileScene(scene: Scene, own: boolean, file: ScenesFile): CompiledScene {
  return {
    own,
    when: file.cues.when.map((phrase) => normaliseText(phrase).split(' ')),
    measures: new Set(file.cues.measures.map(normaliseText)),
    asksFor: new Set([...file.cues.asksFor, ...file.cues.order].map(normaliseText)),
    advises: scene.advises,
    serves: scene.serves,
    persona: scene.persona,
    items: scene.items.map((item) => ({ item, forms: item.forms.map((form) => normaliseText(form).split(' ')) })),
    facts: [...scene.facts, ...file.commonFacts].map((fact) => ({
      answer: fact.answer,
      ofItems: fact.ofItems,
      cues: fact.about.map(compileCue),
      unlessSaid: new Set(fact.unlessSaid.map(normaliseText)),
      notForANamedPlace: fact.notForANamedPlace,
    })),
  };
}

/**
 * `spanishOf` reads an English word of a learner's topic as Spanish ("receptionist" -> "el recepcionista"), so an
 * English title or prompt calls for the same role frame as a Spanish one.
 */
/** Each persona field with the questions that ask it, padded for matching. */
function personaQuestionsOf(file: ScenesFile) {
  return PERSONA_FIELDS.map((field) => ({
    field,
    padded: file.personaQuestions[field].map((phrase) => ` ${normaliseText(phrase)} `),
  }));
}

export function createSceneKnowledge(
  file: ScenesFile,
  spanishOf: (englishWord: string) => string | undefined = () => undefined,
): SceneKnowledge {
  const compile = (scene: Scene, own: boolean) => compileScene(scene, own, file);
  const fallback = compile(file.default, false);
  const byTopic = new Map(Object.entries(file.topics).map(([id, scene]) => [id, compile(scene, true)]));
  const elsewhere = lifeElsewhere(byTopic.values());
  const kinds = kindsOf(file.personaKinds);
  const personaQuestions = personaQuestionsOf(file);
  const { priceCues, billCues, wholeOrder, onlyThat, orderPhrases, orderLemmas, quantityWords, measures } =
    orderCuesOf(file);
  // "¿Eres de Madrid?" is told "No, soy de Valencia…" where the line says so
  const personaLine = (field: PersonaField, question: string, scene: CompiledScene, variety: SpanishVariety) =>
    personaLineOf({ field, question, line: scene.persona[variety][field], kinds, yesNo: yesNoOf(file) });
  // a scene's prices are per day or night: a length shorter than a day ("dos horas") is no stay of them
  const spanByForm = spansByForm(file);
  const spanIn = (words: readonly string[]) => spanOf(words, spanByForm);
  const { lines } = file;

  const asksMay = file.topicText.englishProhibitions.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const mentions = (words: readonly string[], scene: CompiledScene): Ordered[] => {
    const found: Ordered[] = [];
    for (let at = 0; at < words.length; at++) {
      const best = itemAt(words, at, scene);
      if (!best) continue;
      // "medio kilo de aguacates" of what is sold by the piece: no count of pieces can be read from it; "un billete
      // de autobús" is no "billete de metro"
      if (
        unitNotTheItems(words, at, best.item) ||
        anotherKindOf(words, at + best.length, best.item) ||
        complementOfAnotherNoun(words, at, measures) ||
        placeOfTheDoing(words, at, asksMay)
      ) {
        at += best.length - 1;
        continue;
      }
      const counted = quantityBefore(words, at, quantityWords);
      // "tres manzanas" of what is sold by the kilo counts pieces, not kilos: weighed where the scene knows how many
      // make a kilo, otherwise not taken as a count at all
      const pieces = counted !== undefined && soldByWeight(best.item) && !quantityWords.has(words[at - 1] ?? '');
      const quantity = pieces ? (best.item.piecesPerKilo ? counted / best.item.piecesPerKilo : undefined) : counted;
      // The same item named again without a count ("El café es rico… Me gusta más el café frío") is one item.
      const again = found.find((ordered) => ordered.item === best.item);
      if (again && quantity === undefined) {
        at += best.length - 1;
        continue;
      }
      found.push({
        item: best.item,
        quantity: quantity ?? 1,
        named: best.form,
        counted: quantity !== undefined,
        ...(pieces && quantity !== undefined ? { pieces: counted } : {}),
      });
      at += best.length - 1;
    }
    return found;
  };

  const hasQuantityBefore = (words: readonly string[], found: readonly Ordered[], scene: CompiledScene): boolean =>
    words.some((_, at) => {
      const starts = scene.items.some(({ forms }) => forms.some((form) => form.every((w, i) => words[at + i] === w)));
      return starts && quantityBefore(words, at, quantityWords) !== undefined;
    }) && found.length > 0;

  const isOrder = (text: string, words: readonly string[]): boolean => {
    const padded = ` ${words.join(' ')} `;
    if (priceCues.some((cue) => padded.includes(cue)) || billCues.some((cue) => padded.includes(cue))) return false;
    if (orderPhrases.some((cue) => padded.includes(cue) && (!cue.startsWith(' para ') || startsAClause(text, cue))))
      return true;
    // "Dos kilos de tomates, por favor": a quantity first is an order too.
    if (quantityBefore(words, 1, new Set()) !== undefined || /^\d/.test(words[0] ?? '')) return true;
    const tokens = analyze(text).tokens.filter((token) => token.kind === 'word');
    return tokens.some((token, index) => {
      const lemma = normaliseText(token.reading?.lemma ?? token.text);
      // "no quiero", and "no las quiero" with its object pronoun between
      const before = (back: number) => normaliseText(tokens[index - back]?.text ?? '');
      const negated = before(1) === 'no' || (OBJECT_PRONOUNS.has(before(1)) && before(2) === 'no');
      // "¿Cuánto tiempo llevas trabajando en este café?": "llevar" with a gerund counts time, it orders nothing
      const counting = tokens[index + 1]?.reading?.verbForm === 'gerund';
      return orderLemmas.has(lemma) && !negated && !counting && !asksOfAThing(tokens, index);
    });
  };

  // every turn reads the whole history again: what each message declines is read once per scene
  const declinedOf = declinedReader(mentions);

  const orderIn = (message: string, scene: CompiledScene, previous?: string): Ordered[] => {
    if (scene.items.length === 0) return [];
    const words = normaliseText(message).split(' ');
    // what the message declines is not ordered, and leaves a bare count to the item named before ("Dos kilos. No
    // quiero manzanas" after "Quiero naranjas")
    const refused = declinedOf(message, scene);
    let found = mentions(words, scene).filter((order) => !refused.has(order.item));
    if (found.length === 0 && previous !== undefined) {
      const before = mentions(normaliseText(previous).split(' '), scene);
      const quantity = before.length === 1 ? unitQuantity(words, before[0]!.item, quantityWords) : undefined;
      if (quantity !== undefined) found = [{ ...before[0]!, quantity, counted: true }];
    }
    // "Dame medio kilo. Las manzanas son muy rojas.": a unit counted apart from the one item named is its quantity
    const unit =
      found.length === 1 && !hasQuantityBefore(words, found, scene)
        ? unitQuantity(words, found[0]!.item, quantityWords)
        : undefined;
    if (unit !== undefined) found = [{ ...found[0]!, quantity: unit, counted: true }];
    // "Quiero alquilar un coche para una semana." "Prefiero uno pequeño.": how long may be said just before
    const span = found.length === 1 ? (spanIn(words) ?? spanIn(normaliseText(previous ?? '').split(' '))) : undefined;
    if (span) found = [{ ...found[0]!, span }];
    // "Normalmente tomo tres cafés al día": a habit told, not an order
    const habit = padded(file.cues.habitual).some((cue) => ` ${normaliseText(message)} `.includes(cue));
    if (found.length === 0 || toldInThePast(message) || habit) return [];
    // "Ayer pedí una tostada; hoy quiero un café": only what the clauses not told in the past name is ordered
    const present = clausesNotInThePast(message);
    if (present !== message) return present ? orderIn(present, scene) : [];
    // "Sí, un zumo también": an item with its quantity, said rather than asked, is an order too.
    const counted = !message.includes('?') && hasQuantityBefore(words, found, scene);
    // "Para tomar aquí. ¿Tienes tostadas?": what only a question names is ordered only if the question orders it
    const questions = message.match(/¿[^?]*\?/gu) ?? [];
    const told = questions.reduce((rest, question) => rest.replace(question, ' '), message);
    const asked = questions.join(' ');
    // ("Y un zumo, por favor. ¿Tenéis wifi?": what is told beside the question is read as a turn of its own)
    if (questions.length > 0 && !isOrder(asked, normaliseText(asked).split(' ')))
      return told.trim() === '' ? [] : orderIn(told.trim(), scene);
    return counted || isOrder(message, words) ? found : [];
  };

  const orderLine = (orders: readonly Ordered[], variety: SpanishVariety): BilingualLine =>
    fillLine(lines.order, { items: itemsSaid(orders, variety) });

  const unsoldIn = (message: string, scene: CompiledScene, ordered: readonly Ordered[]) =>
    unsoldOf(message, scene, ordered, measures, (sentence) => isOrder(sentence, normaliseText(sentence).split(' ')));

  const frames = file.frames.map((frame) => ({
    frame,
    scene: compile(frame.scene, true),
    cues: new Set(frame.cues.map(normaliseText)),
    ...(frame.alsoNeeds ? { alsoNeeds: new Set(frame.alsoNeeds.map(normaliseText)) } : {}),
    unlessNamed: new Set((frame.unlessNamed ?? []).map(normaliseText)),
  }));
  const frameOf = (topic: TutorTopic) => {
    if (topic.defaultTopicId && byTopic.has(topic.defaultTopicId)) return undefined;
    const withSpanish = (text: string) =>
      normaliseText(text)
        .split(' ')
        .flatMap((word) => [
          word,
          normaliseText(spanishOf(word) ?? '')
            .split(' ')
            .at(-1) ?? '',
        ])
        .filter((word) => word.length > 0);
    const words = withSpanish(`${topic.title} ${topic.description} ${topic.prompt}`);
    // The frame whose cues the topic's words hold most often; the title counts twice, being what the learner chose.
    // A frame needs its cue in the title or two different cues in the text: one word of a long prompt is often
    // another sense ("la planta baja" of a hotel is no garden), and a wrong scene is worse than the general one.
    const titleWords = withSpanish(topic.title);
    const titleVerbs = analyze(topic.title)
      .tokens.filter((token) => token.reading?.pos === 'verb')
      .map((token) => normaliseText(token.text));
    // the role the prompt gives the partner ("Eres la dependienta de…", "You are an airline employee") is meant
    const roleWords = withSpanish(rolePhraseOf(`${topic.prompt} ${topic.description}`));
    // what the scene is for is said in the title, the description or the role: "jornadas de adopción" deep in a
    // volunteer coordinator's prompt makes no adoption of the learner's visit
    const framing = [...withSpanish(`${topic.title} ${topic.description}`), ...roleWords];
    let best: { entry: (typeof frames)[number]; hits: number } | undefined;
    for (const entry of frames) {
      if (entry.frame.whenARole) continue;
      if (entry.alsoNeeds && !framing.some((word) => entry.alsoNeeds!.has(word))) continue;
      if (framing.some((word) => entry.unlessNamed.has(word))) continue;
      if (entry.frame.roleMustName && roleWords.length > 0 && !roleWords.some((word) => entry.cues.has(word))) continue;
      // the title's own verb says what the learner does there ("Reservar una mesa en un restaurante" books, it is
      // not served): a frame that cues it outweighs one that only names the place
      const doing = titleVerbs.some((verb) => entry.cues.has(verb)) ? DOING_WEIGHT : 0;
      const hits = [...words, ...titleWords].filter((word) => entry.cues.has(word)).length + doing;
      const inTitle = [...titleWords, ...roleWords].some((word) => entry.cues.has(word));
      // one English word and its Spanish ("neighbourhood", "barrio") are one cue, not two
      const distinct = new Set(
        normaliseText(`${topic.title} ${topic.description} ${topic.prompt}`)
          .split(' ')
          .filter((word) => withSpanish(word).some((form) => entry.cues.has(form))),
      ).size;
      if ((inTitle || distinct >= 2) && hits > (best?.hits ?? 0)) best = { entry, hits };
    }
    // a role no frame names plays the encounter's own frame, not the general questions about "este tema"
    return best?.entry ?? (givesARole(topic.prompt) ? frames.find((entry) => entry.frame.whenARole) : undefined);
  };

  return {
    sceneFor: (topic) =>
      (topic.defaultTopicId ? byTopic.get(topic.defaultTopicId) : undefined) ?? frameOf(topic)?.scene ?? fallback,
    frameFor: (topic) => frameOf(topic)?.frame,
    orderIn,
    orderLine,
    stayedIn: (learnerMessages, scene) =>
      learnerMessages
        .flatMap((text) => text.split(/(?<=[.!?])\s+/u))
        .flatMap((message) => {
          const words = normaliseText(message).split(' ');
          const span = spanOf(words, spanByForm, true);
          const had = mentions(words, scene);
          // one thing had, for a length said with it, told in the past: a stay, not an order of the day
          return span && had.length === 1 && toldInThePast(message) ? [{ ...had[0]!, span }] : [];
        }),
    declinedIn: (learnerMessages, scene) => [
      ...new Set(learnerMessages.flatMap((message) => [...declinedOf(message, scene)])),
    ],
    unsoldIn,
    unsoldLine: (unsold) => unsoldLineOf(unsold, lines),
    soldByThePieceLine: (...said) => soldByThePieceLineOf(...said, { line: lines.soldByThePiece, isOrder }),
    namesAnItem: (message, scene) => mentions(normaliseText(message).split(' '), scene).length > 0,
    wants: (message) => isOrder(message, normaliseText(message).split(' ')),
    ordersIn(learnerMessages, scene) {
      const total = new Map<string, Ordered>();
      let takenForGranted = new Set<string>();
      for (const [index, message] of learnerMessages.entries()) {
        // "Ya no quiero las fresas": what a later message declines is no longer ordered
        for (const item of declinedOf(message, scene)) total.delete(item.id);
        const orders = orderIn(message, scene, learnerMessages[index - 1]);
        // "Pero solo una cebolla, no un kilo": the order of a thing already ordered, said again with "solo", is how
        // much of it, not more of it
        const only = onlyThat.some((words) => ` ${normaliseText(message)} `.includes(words));
        for (const order of orders) {
          const sum = total.get(order.item.id);
          // "Quiero manzanas." "Dame medio kilo.": how much of what was just ordered, not more of it
          const settles = (order.counted === true && takenForGranted.has(order.item.id)) || (only && sum !== undefined);
          total.set(order.item.id, addedOrder(order, sum, settles));
        }
        takenForGranted = new Set(orders.filter((order) => !order.counted).map((order) => order.item.id));
      }
      return [...total.values()];
    },
    commerce(question, scene, variety, orders) {
      if (scene.items.length === 0) return undefined;
      const words = normaliseText(question).split(' ');
      const padded = ` ${words.join(' ')} `;
      const priceAsked = priceCues.some((cue) => padded.includes(cue));
      const billAsked = billCues.some((cue) => padded.includes(cue));
      // "No quiero café caliente. ¿Tienes algo frío?": what the turn declines is not what it asks about
      const refused = declinedOf(question, scene);
      const asked = mentions(words, scene).filter(({ item }) => !refused.has(item));
      const aboutAFact = () => factNamedFirst(questionClause(question) ?? question, scene)?.ofItems === true;
      // "¿El zumo es natural o de botella?" asks which, not whether there is one: "Sí, claro…" would answer nothing
      const clause = questionClause(question) ?? question;
      const which = / [ou] /u.test(` ${normaliseText(clause)} `);
      // "¿El zumo es natural?" asks how it is: "Sí, claro: el zumo cuesta…" would vouch for what no line says
      const howItIs = analyze(clause).tokens.some(
        (token) => token.reading?.verbForm === 'finite' && ['ser', 'estar'].includes(token.reading.lemma),
      );
      if (asked.length > 0 && (priceAsked || (!billAsked && !which && !howItIs && !aboutAFact()))) {
        // "¿Cuánto cuesta un café de olla y dos conchas?": the price of each thing named
        const named = priceAsked ? asked : asked.slice(0, 1);
        const said = named.map(({ item }) =>
          fillLine(priceAsked ? lines.price : lines.have, {
            item: { es: item.name[variety].singular, en: `the ${item.en[variety].singular}` },
            price: priceSaid(item.price[variety], variety),
          }),
        );
        return { es: said.map((line) => line.es).join(' '), en: said.map((line) => line.en).join(' ') };
      }
      if (!billAsked && !priceAsked) return undefined;
      // "¿Cuánto cuesta el pastel?" asks the price of something not on the menu, not the bill: no answer here rather
      // than the sum of the order ("¿Cuánto cuesta todo?" still asks the bill)
      if (!billAsked && namesAThing(padded, priceCues, wholeOrder)) return undefined;
      // nor does a bare "¿Cuánto cuesta?" after a thing told of ("Es un pastel pequeño con chocolate. ¿Cuánto
      // cuesta?"): the price of one thing, not the sum of the order, unless the whole is named ("…todo?", "…eso?")
      if (!billAsked && !wholeOrder.some((words) => padded.includes(words)) && namesAThingBefore(question, priceCues))
        return undefined;
      // Nothing ordered yet: saying a sum would invent one.
      if (orders.length === 0) return lines.nothingOrdered;
      const total = orders.reduce(
        (sum, { item, quantity, span }) =>
          sum + item.price[variety] * quantity * (span ? span.count * span.unit.days : 1),
        0,
      );
      return fillLine(lines.bill, { items: itemsSaid(orders, variety), price: priceSaid(total, variety) });
    },
    persona(question, scene, variety) {
      // "¿Tiene usted mascotas?" is read as "¿Tienes mascotas?"
      const padded = ` ${normaliseText(ustedAsTu(question))} `;
      for (const { field, padded: cues } of personaQuestions)
        if (field !== 'tastes' && cues.some((cue) => asksThePartnerBy(padded, cue)))
          return personaLine(field, question, scene, variety) ?? lines.familyUntold;
      return undefined;
    },
    knowledge(question, scene, variety, earlier = '', turn = question) {
      const padded = ` ${normaliseText(ustedAsTu(question))} `;
      // of a family the shared scene does not hold, the partner's own persona may speak (persona.json: "Mango")
      for (const { field, padded: cues } of personaQuestions)
        if (field !== 'tastes' && cues.some((cue) => asksThePartnerBy(padded, cue)))
          return personaLine(field, question, scene, variety) ?? (scene.own ? lines.familyUntold : undefined);
      const fact = bestFact(question, scene, earlier, turn);
      if (fact) return fact.answer[variety];
      const tastes = personaQuestions.find((question) => question.field === 'tastes')!;
      const cue = tastes.padded.find((phrase) => padded.includes(phrase));
      if (!cue) return undefined;
      // "¿Qué te gusta leer?" asks of reading: the tastes line answers it only if it says so ("el primer café de la
      // mañana" does not); "¿Qué te gusta hacer?" asks of anything
      const line = scene.persona[variety].tastes;
      const asked = contentLemmas(padded.slice(padded.indexOf(cue) + cue.length)).filter(
        (lemma) => !['hacer', 'gustar'].includes(lemma),
      );
      const said = new Set(contentLemmas(line.es));
      return asked.length === 0 || asked.some((lemma) => said.has(lemma)) ? line : undefined;
    },
    ownLifeElsewhere: (question, scene, variety, earlier = '', turn = question) =>
      scene.own ? bestFact(question, elsewhere.get(scene.facts), earlier, turn)?.answer[variety] : undefined,
    lifeOf: (scene, variety) => lifeLines(scene, variety, elsewhere.get(scene.facts)),
    answer(question, scene, variety, orders) {
      return this.commerce(question, scene, variety, orders) ?? this.knowledge(question, scene, variety);
    },
  };
}

type PersonaField = (typeof PERSONA_FIELDS)[number];

const yesNoOf = (file: ScenesFile): YesNoLines => ({ yes: file.lines.personaYes, no: file.lines.personaNo });

/** The persona's line that answers; "¿Eres de Madrid?" is told "No, soy de Valencia…" where the line says so. */
function personaLineOf({
  field,
  question,
  line,
  kinds,
  yesNo,
}: {
  field: PersonaField;
  question: string;
  line: BilingualLine;
  kinds: ReadonlyMap<string, readonly string[]>;
  yesNo: YesNoLines;
}): BilingualLine | undefined {
  const part = partAsked(line, question, field === 'family' ? kinds : undefined);
  return part && field === 'town' ? yesOrNoOfPlace(question, part, yesNo) : part;
}

/**
 * "¿Tienes hermanos?" → "Tengo un hermano, Diego…", not "No tengo hijos. Tengo un hermano…": of a persona line of
 * several sentences, the ones that hold a content lemma of the question, when some do and some do not (the English
 * has as many sentences, one for one); else the whole line.
 */
function partAsked(
  line: BilingualLine,
  question: string,
  kinds?: ReadonlyMap<string, readonly string[]>,
): BilingualLine | undefined {
  const es = sentencesOf(line.es);
  const en = sentencesOf(line.en);
  const asked = contentLemmas(question);
  const lemmasOf = es.map((sentence) => new Set(contentLemmas(sentence)));
  // "¿Tiene hermanos?" is not answered by "Tengo dos hijos": a line of family that holds none of the people or
  // animals the question names says nothing of them
  // ("¿Tienes mascotas?" is answered by a line with a cat: personaKinds)
  const named = kinds ? nounLemmas(question).map((noun) => [noun, ...(kinds.get(noun) ?? [])]) : [];
  const holds = (words: readonly string[]) => words.some((word) => lemmasOf.some((lemmas) => lemmas.has(word)));
  if (named.length > 0 && !named.some(holds)) return undefined;
  if (es.length < 2 || en.length !== es.length) return line;
  // "¿Tienes mascotas?": the sentences that name one of its kind ("…un gato, Mango"), not "No tengo hijos."
  for (const words of named) {
    const holds = lemmasOf.map((lemmas) => words.some((word) => lemmas.has(word)));
    if (holds.every(Boolean) || !holds.some(Boolean)) continue;
    return { es: es.filter((_, index) => holds[index]).join(' '), en: en.filter((_, index) => holds[index]).join(' ') };
  }
  // the first thing asked that some sentences hold and some do not picks them ("¿hermanos o hija única?": hermanos)
  for (const lemma of asked) {
    const holds = lemmasOf.map((lemmas) => lemmas.has(lemma));
    if (holds.every(Boolean) || !holds.some(Boolean)) continue;
    return {
      es: es.filter((_, index) => holds[index]).join(' '),
      en: en.filter((_, index) => holds[index]).join(' '),
    };
  }
  return line;
}

/**
 * The fact the question asks about: read in the clause between "¿" and "?" first ("Si me eligen para el puesto,
 * ¿cuándo podría empezar?" asks when to start, not about the job), then in the whole turn. Of the facts whose
 * `about` phrase the text holds whole, or whose content lemmas it holds all of, the one named first after the
 * question word wins ("¿cuál sería el horario de trabajo?" asks the hours), a thing before a verb ("¿tengo que
 * pagar una fianza?" asks the deposit, not the rent); file order breaks a tie.
 */
function bestFact(
  question: string,
  scene: CompiledScene | undefined,
  earlier = '',
  turn = question,
): CompiledFact | undefined {
  if (!scene) return undefined;
  const named = (within: CompiledScene) => {
    const clause = questionClause(question);
    // "Quiero ir al Museo del Prado. ¿Está lejos?": a clause of a copula and no noun is about the thing the turn names
    if (clause === undefined || (clause !== question && onlyACopula(clause)))
      return factNamedFirst(question, within) ?? (clause === undefined ? undefined : factNamedFirst(clause, within));
    // (the rest of the turn is no question to the partner: "Mi hijo tiene ocho años. ¿Puede montar?" asks no one's
    // age, so a fact found by "cuántos años tienes" is no answer)
    return factNamedFirst(clause, within) ?? factNamedFirst(question, within, { told: true });
  };
  // "¿Qué me recomiendas ver en Lisboa?", "¿Has estado en Perú? ¿Qué me recomiendas?": a general recommendation
  // says nothing of the place named in the turn (read only in a scene that has such a fact: most never need it)
  // and a fact that names a place of its own ("Mi lugar favorito es Oaxaca") is no answer about another one ("¿Qué
  // lugares me recomiendas en Colombia?"); read only when a word past the first has a capital
  const places = /\s\p{Lu}/u.test(turn) ? placesIn(turn) : new Set<string>();
  const elsewhere = (fact: CompiledFact) =>
    fact.notForANamedPlace ||
    Object.values(fact.answer).some((line) => [...placesIn(line.es)].some((place) => !places.has(place)));
  const fact = named(places.size > 0 ? { ...scene, facts: scene.facts.filter((other) => !elsewhere(other)) } : scene);
  if (!fact || fact.unlessSaid.size === 0) return fact;
  // "Estoy embarazada… ¿Puedo tomar ibuprofeno?": a fact the conversation makes unsafe is not said; the fact about
  // what makes it so (being pregnant) is, or none
  const said = new Set(
    analyze(`${earlier}\n${question}`).tokens.flatMap((token) => [
      normaliseText(token.text),
      normaliseText(token.reading?.lemma ?? ''),
    ]),
  );
  const unsafe = [...fact.unlessSaid].filter((lemma) => said.has(lemma));
  if (unsafe.length === 0) return fact;
  return factNamedFirst(unsafe.join(' '), { ...scene, facts: scene.facts.filter((other) => other !== fact) });
}

/**
 * Each scene's facts (the same array in a role's copy of it) → the first-person facts of the other scenes of its
 * persona: one person, with the same name, work, town and family (the taste each topic leads with is its own).
 */
function lifeElsewhere(scenes: Iterable<CompiledScene>): WeakMap<readonly CompiledFact[], CompiledScene> {
  // each scene read once: who it is, and which of its facts are of its own life
  const read = [...scenes].map((scene) => ({
    scene,
    who: JSON.stringify(Object.values(scene.persona).map(({ tastes: _leadingTaste, ...rest }) => rest)),
    lived: scene.facts.filter(ofOwnLife),
  }));
  const elsewhere = new WeakMap<readonly CompiledFact[], CompiledScene>();
  for (const { scene, who } of read) {
    const lived = read.filter((other) => other.scene !== scene && other.who === who).flatMap((other) => other.lived);
    if (lived.length > 0) elsewhere.set(scene.facts, { ...scene, facts: lived });
  }
  return elsewhere;
}

/** scenes.json `cues.spans` of a day or more, by each of their forms ("noche", "noches"). */
function spansByForm(file: ScenesFile): Map<string, Span> {
  return new Map(
    file.cues.spans
      .filter((span): span is Span => span.days !== undefined)
      .flatMap((span) => [span.singular, span.plural].map((form) => [normaliseText(form), span] as const)),
  );
}

/**
 * The persona's lines and the first-person facts of its scene and of its other topics, in the variety: read once
 * per scene (each turn asks again), keyed by its facts, which a role's copy of the scene shares.
 */
const livesRead = new WeakMap<readonly CompiledFact[], Partial<Record<SpanishVariety, readonly string[]>>>();
function lifeLines(
  scene: CompiledScene,
  variety: SpanishVariety,
  elsewhere: CompiledScene | undefined,
): readonly string[] {
  const read = livesRead.get(scene.facts) ?? {};
  livesRead.set(scene.facts, read);
  if (read[variety]) return read[variety];
  const facts = [...(scene.own ? scene.facts.filter(ofOwnLife) : []), ...(elsewhere?.facts ?? [])];
  const persona = Object.values(scene.persona[variety]).map((line) => line.es);
  return (read[variety] = [...persona, ...facts.map((fact) => fact.answer[variety].es)]);
}

/** Verbs of advice: "Te recomiendo…" is said for that topic's learner, no part of the persona's life. */
const ADVISING = new Set(['recomendar', 'aconsejar', 'sugerir']);

/**
 * A fact the persona says of its own life, in either variety: a verb in the first person singular indicative ("Nado dos veces
 * por semana", "No tengo hijos") and none of advice.
 */
function ofOwnLife(fact: CompiledFact): boolean {
  return Object.values(fact.answer).every(({ es }) => {
    const verbs = analyze(es).tokens.filter((token) => token.reading?.pos === 'verb');
    return (
      // indicative: the doctor's "descanse" reads as a first person of the subjunctive too, and is advice
      verbs.some(
        ({ reading }) => reading!.person === 1 && reading!.number === 'singular' && reading!.mood === 'indicative',
      ) && !verbs.some(({ reading }) => ADVISING.has(reading!.lemma))
    );
  });
}

function questionClause(text: string): string | undefined {
  const start = text.lastIndexOf('¿');
  if (start < 0) return undefined;
  const end = text.indexOf('?', start);
  return text.slice(start + 1, end < 0 ? undefined : end);
}

/** Added to a verb cue's position: any cue that is not a verb ranks before it. */
/** How much a frame that cues the title's own verb ("Reservar…", "Alquilar…") outweighs one naming the place. */
const DOING_WEIGHT = 3;
const VERB_CUE_RANK = 1000;
/**
 * Added to the position of a cue inside a time or place adjunct ("en el piso", "por la noche", "los domingos"): the
 * verb of the question ranks before it ("¿A qué hora te levantas los fines de semana?" asks about getting up).
 */
const ADJUNCT_CUE_RANK = 2000;
const TIME_ARTICLES = new Set(['el', 'la', 'los', 'las']);
/** Prepositions that open a time or place adjunct: what such a phrase names is where or when, not what is asked. */
const ADJUNCT_PREPOSITIONS = new Set(['en', 'por', 'durante', 'desde', 'hasta']);
const INTERROGATIVES = new Set(['que', 'cual', 'cuales', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'quien', 'quienes']);

interface QuestionWord {
  norm: string;
  lemma: string;
  /** Inside a time or place adjunct. */
  adjunct: boolean;
  /** A noun or a verb that is not a light one: what the question may be about. */
  content: boolean;
  /** Said after "sin" ("¿Hay algo sin azúcar?"): what the question leaves out, not what it asks for. */
  without: boolean;
  /** Read as a noun, or unknown to the lexicon: a thing the question names. */
  noun: boolean;
}

/** The question's words as the language core reads them, each with whether it stands in an adjunct. */
function questionWords(text: string, when: readonly (readonly string[])[] = []): QuestionWord[] {
  const words: QuestionWord[] = [];
  let adjunct = false;
  const tokens = analyze(text).tokens;
  // "los fines de semana", "el lunes": an article before a time opens an adjunct too
  // the length of the time phrase after the article at `at` ("fines de semana": 3), or 0
  const timeAfter = (at: number) => {
    const next = tokens.slice(at + 1).filter((token) => token.kind === 'word');
    const found = when.find((phrase) =>
      phrase.every((word, offset) => normaliseText(next[offset]?.text ?? '') === word),
    );
    return found?.length ?? 0;
  };
  // words left of such a phrase, its "de" included
  let inTime = 0;
  for (const [at, token] of tokens.entries()) {
    if (token.kind !== 'word') {
      adjunct = false;
      continue;
    }
    const reading = token.reading;
    const norm = normaliseText(token.text);
    if (inTime > 0) inTime--;
    else if (reading?.pos === 'preposition') adjunct = ADJUNCT_PREPOSITIONS.has(norm);
    else if (TIME_ARTICLES.has(norm) && timeAfter(at) > 0) {
      adjunct = true;
      inTime = timeAfter(at);
    }
    // "¿En qué zona…?": a phrase with the question word is what is asked, not where
    else if (INTERROGATIVES.has(norm)) adjunct = false;
    else if (reading?.pos === 'verb' || reading?.pos === 'coordinating-conjunction') adjunct = false;
    // "el rango salarial" names the salary
    const relational = reading?.pos === 'adjective' ? nounOfRelationalAdjective(reading.lemma) : undefined;
    const lemma = normaliseText(relational ?? reading?.lemma ?? token.text);
    const content =
      (reading === undefined || reading.pos === 'noun' || reading.pos === 'verb') && !LIGHT_LEMMAS.has(lemma);
    const before = words.at(-1);
    // "sin comer" says how, not a thing left out
    const without =
      reading?.pos !== 'verb' &&
      (before?.norm === 'sin' || (before?.without === true && TIME_ARTICLES.has(before.norm)));
    const noun = content && reading?.pos !== 'verb';
    words.push({ norm, lemma, adjunct: adjunct && reading?.pos !== 'preposition', content, without, noun });
  }
  return words;
}

/** Where a cue stands among the question's words (its phrase whole, or all its lemmas), or -1. */
function cueAt(words: readonly QuestionWord[], cue: CompiledCue): number[] {
  const phrase = cue.padded.trim().split(' ');
  // "¿Hay algo sin azúcar?" does not ask for sugar; a cue "sin azúcar" says so itself
  const leftOut = (word: QuestionWord) => word.without && !phrase.includes('sin');
  for (let at = 0; at + phrase.length <= words.length; at++)
    if (phrase.every((word, offset) => words[at + offset]!.norm === word && !leftOut(words[at + offset]!)))
      return Array.from({ length: phrase.length }, (_, offset) => at + offset);
  // "¿Me das azúcar?" is no question of what comes without it: such a cue is found whole only
  if (cue.lemmas.length === 0 || phrase.includes('sin')) return [];
  const ats = cue.lemmas.map((lemma) => words.findIndex((word) => word.lemma === lemma && !leftOut(word)));
  return ats.every((at) => at >= 0) ? ats : [];
}

/**
 * The fact named first, a thing before a verb and anything outside a time or place adjunct before what is in one.
 * A question whose only match is such an adjunct ("¿Hay lavadora en el piso?", "¿Qué cocinas por la noche?") while
 * it names something else no fact knows is not answered by it: "Es un tercero con ascensor" answers nothing asked.
 */
const DOING_ASKED = / (?:cuantas veces|cada cuanto|con que frecuencia) /;

function factNamedFirst(text: string, scene: CompiledScene, { told = false } = {}): CompiledFact | undefined {
  const asked = questionWords(text, scene.when);
  // "¿Qué pasa si devuelvo el coche sin gasolina?" asks about the petrol; "¿Hay algo sin azúcar?" leaves sugar out
  const asksForAThing = asked.some((word) => scene.asksFor.has(word.lemma));
  const words = asksForAThing ? asked : asked.map((word) => ({ ...word, without: false }));
  // "¿Cada cuánto riegas las plantas?", "¿Cuántas veces…?": a question of how often asks about
  // the doing, so its verb is not outranked by the thing after it
  const verbRank = DOING_ASKED.test(` ${normaliseText(text)} `) ? 0 : VERB_CUE_RANK;
  let best: { fact: CompiledFact; rank: number } | undefined;
  // the words any fact's cue names: a question's other content words are what no fact knows
  const covered = new Set<number>();
  for (const fact of scene.facts) {
    const ranks = fact.cues.flatMap((cue) => {
      if (told && cue.toThePartner) return [];
      const at = cueAt(words, cue);
      if (at.length === 0) return [];
      for (const index of at) covered.add(index);
      const first = Math.min(...at);
      const inAdjunct = at.every((index) => words[index]!.adjunct);
      return [first + (cue.verbal ? verbRank : 0) + (inAdjunct ? ADJUNCT_CUE_RANK : 0)];
    });
    if (ranks.length === 0) continue;
    const rank = Math.min(...ranks);
    if (!best || rank < best.rank) best = { fact, rank };
  }
  if (!best) return undefined;
  // only an adjunct named, not as a verb ("¿Qué cocinas por la noche?")
  const weak = best.rank >= ADJUNCT_CUE_RANK && best.rank < ADJUNCT_CUE_RANK + VERB_CUE_RANK;
  const unknownFocus = words.some((word, index) => word.content && !word.adjunct && !covered.has(index));
  if (weak && unknownFocus) return undefined;
  // "¿Qué me recomiendas para los caracoles?": a fact found by its verb alone ("recomendar") says nothing of a
  // purpose no fact knows ("Te recomiendo empezar con hierbas" is no answer about snails)
  const byItsVerbOnly = best.rank % ADJUNCT_CUE_RANK >= VERB_CUE_RANK;
  return byItsVerbOnly && unknownPurpose(words, covered, scene.when) ? undefined : best.fact;
}

/** Prepositions of purpose, and the words that may stand between one and its noun. */
const PURPOSE = new Set(['para', 'contra']);
const BEFORE_A_NOUN = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'mi',
  'mis',
  'tu',
  'tus',
  'su',
  'sus',
]);

/** Whether "para" or "contra" brings in a thing no cue of the scene names ("para el fin de semana" is a time). */
function unknownPurpose(
  words: readonly QuestionWord[],
  covered: ReadonlySet<number>,
  when: readonly (readonly string[])[],
): boolean {
  return words.some((word, index) => {
    if (!PURPOSE.has(word.norm)) return false;
    let at = index + 1;
    while (at < words.length && BEFORE_A_NOUN.has(words[at]!.norm)) at++;
    const time = when.some((phrase) => phrase.every((part, offset) => words[at + offset]?.norm === part));
    return words[at]?.noun === true && !covered.has(at) && !time;
  });
}

/**
 * "Para mí, un café" orders; "es muy caliente para mí" does not: a cue that starts with "para" orders only at the
 * start of a clause (the turn's start, after a mark, or after "y").
 */
function startsAClause(text: string, paddedCue: string): boolean {
  const cue = paddedCue.trim().split(' ');
  const { tokens } = tokenise(text);
  return tokens.some(
    (_, at) =>
      cue.every((word, offset) => tokens[at + offset]?.norm === word) &&
      (at === 0 || tokens[at - 1]!.breakAfter || tokens[at - 1]!.norm === 'y'),
  );
}

/** The quantity said before the item at `at`: "dos (kilos de) tomates", "medio kilo de fresas", "3 cafés". */
export function quantityBefore(
  words: readonly string[],
  at: number,
  skip: ReadonlySet<string> = new Set(),
): number | undefined {
  let index = at - 1;
  while (index >= 0 && skip.has(words[index]!)) index--;
  const word = words[index];
  if (word === undefined) return undefined;
  if (word === 'un' || word === 'una' || word === 'uno') return 1;
  if (word === 'medio' || word === 'media') return 0.5;
  if (/^\d+$/.test(word)) return Number(word);
  // Read forward from the earliest word that starts a number ending just before the item.
  for (let start = Math.max(0, index - 3); start <= index; start++) {
    const read = readNumberWords(words, start);
    if (read && start + read.length - 1 === index) return read.value;
  }
  return undefined;
}

/**
 * "dos kilos", "una botella": the quantity of a unit the item is sold in (in a message that names no item), or
 * undefined; "un vaso de agua" is no glass of the tomatoes named before.
 */
function unitQuantity(
  words: readonly string[],
  item: SceneItem,
  quantityWords: ReadonlySet<string>,
): number | undefined {
  for (let at = words.length - 1; at >= 0; at--) {
    if (!quantityWords.has(words[at]!) || words[at] === 'de') continue;
    // "un vaso de agua" names what the glass holds: another thing than the item before
    if (words[at + 1] === 'de' && words[at + 2] !== undefined) return undefined;
    if (WEIGHTS.has(words[at]!) && !namesUnit(item, words[at]!)) return undefined;
    const quantity = quantityBefore(words, at + 1, quantityWords);
    if (quantity !== undefined) return quantity;
  }
  return undefined;
}

/**
 * A "de" after the item's word naming a kind its own name does not ("billete de autobús" for "el billete de metro"):
 * another thing, whose price the scene does not know.
 */
function anotherKindOf(words: readonly string[], after: number, item: SceneItem): boolean {
  const kind = words[after] === 'de' ? words[after + 1] : undefined;
  if (!kind) return false;
  const names = Object.values(item.name).flatMap((name) => [name.singular, name.plural]);
  const qualified = names.map((name) => normaliseText(name).split(' ')).filter((name) => name.includes('de'));
  return qualified.length > 0 && !qualified.some((name) => name[name.indexOf('de') + 1] === kind);
}

/** "la cartilla de vacunas": after a noun that is no measure and "de", an item is that noun's complement. */
function complementOfAnotherNoun(words: readonly string[], at: number, measures: ReadonlySet<string>): boolean {
  const head = words[at - 2];
  if (words[at - 1] !== 'de' || head === undefined || measures.has(head)) return false;
  const readings = spanishLexicon().readingsOf(head);
  return readings.length > 0 && readings.every((reading) => reading.pos === 'noun');
}

/**
 * "¿Se puede tomar alcohol en el dormitorio?", "¿Puedo fumar en la habitación?": a thing named after "en" (and its
 * article) in a question of whether a doing may be done (`asksMay`: scenes.json `englishProhibitions.asks`, before it)
 * is where it is asked of, not a thing asked for ("Dormí cuatro noches en la habitación doble" names what was had).
 */
function placeOfTheDoing(words: readonly string[], at: number, asksMay: readonly string[]): boolean {
  const before = OPENING_WORDS.has(words[at - 1] ?? '') ? at - 2 : at - 1;
  const asked = ` ${words.slice(0, before).join(' ')} `;
  return words[before] === 'en' && asksMay.some((phrase) => asked.includes(phrase));
}
/** An article or a possessive before the thing ("en el dormitorio", "en mi habitación"). */
const OPENING_WORDS = new Set([...ARTICLES, 'mi', 'mis', 'tu', 'tus', 'su', 'sus']);

/** A unit of weight just before the item ("medio kilo de") that the item's own name does not hold ("el aguacate"). */
function unitNotTheItems(words: readonly string[], at: number, item: SceneItem): boolean {
  let index = at - 1;
  if (words[index] === 'de') index--;
  const unit = words[index];
  return unit !== undefined && WEIGHTS.has(unit) && !namesUnit(item, unit);
}

/** The line for what an order weighs that the scene sells by the piece (`SceneKnowledge.soldByThePieceLine`). */
function soldByThePieceLineOf(
  message: string,
  scene: CompiledScene,
  variety: SpanishVariety,
  { line, isOrder }: { line: BilingualLine; isOrder: (text: string, words: readonly string[]) => boolean },
): BilingualLine | undefined {
  const words = normaliseText(message).split(' ');
  if (scene.items.length === 0 || !isOrder(message, words)) return undefined;
  const weighed = new Set<SceneItem>();
  for (let at = 0; at < words.length; at++) {
    const found = itemAt(words, at, scene);
    if (found && unitNotTheItems(words, at, found.item) && !soldByWeight(found.item)) weighed.add(found.item);
  }
  // one line of one item: two things sold by the piece in one weighed order are rare, and a line of each is long
  const [item] = weighed;
  if (!item || weighed.size > 1) return undefined;
  const name = item.name[variety];
  const feminine = name.gender === 'feminine';
  return fillLine(line, {
    items: { es: `${feminine ? 'las' : 'los'} ${name.plural}`, en: item.en[variety].plural },
    one: { es: feminine ? 'una' : 'uno', en: 'one' },
    price: priceSaid(item.price[variety], variety),
  });
}

/** The longest form of a scene's item that the words name from `at` on ("kilo de tomates" before "tomates"). */
function itemAt(
  words: readonly string[],
  at: number,
  scene: CompiledScene,
): { item: SceneItem; length: number; form: readonly string[] } | undefined {
  let best: { item: SceneItem; length: number; form: readonly string[] } | undefined;
  for (const { item, forms } of scene.items)
    for (const form of forms)
      if (form.length > (best?.length ?? 0) && form.every((word, offset) => words[at + offset] === word))
        best = { item, length: form.length, form };
  return best;
}

/** Whether the item is sold in the unit ("el kilo de tomates" and "kilos"): its name in either variety holds it. */
function namesUnit(item: SceneItem, unit: string): boolean {
  const singular = unit.replace(/s$/u, '');
  return [item.name.spain, item.name.latam]
    .flatMap((name) => [name.singular, name.plural])
    .some((name) =>
      normaliseText(name)
        .split(' ')
        .some((word) => word.replace(/s$/u, '') === singular),
    );
}
/** Units of weight: what is sold by the piece cannot be counted in them (a cup or a glass holds any drink). */
const WEIGHTS = new Set(['kilo', 'kilos', 'gramo', 'gramos']);

/** "dos cafés con leche y una tostada con tomate", with numbers as words agreeing with the item. */
function itemsSaid(orders: readonly Ordered[], variety: SpanishVariety): BilingualLine {
  const es = orders.map((order) => withSpan(countedSaid(order, variety), order.span));
  const en = orders.map(({ item, quantity, span, pieces, counted }) => {
    const english = item.en[variety];
    const weighed = soldByWeight(item) ? english.plural.replace(/^(?:kilos?|grams?) of /u, '') : undefined;
    if (weighed && pieces !== undefined) return `${pieces} ${weighed}`;
    if (weighed && !counted) return weighed;
    const said =
      quantity === 1
        ? `one ${english.singular}`
        : quantity === 0.5
          ? `half a ${english.singular}`
          : `${quantity} ${english.plural}`;
    return span ? `${said} for ${span.count} ${span.unit.en[span.count === 1 ? 0 : 1]}` : said;
  });
  return { es: joinList(es, 'y'), en: joinList(en, 'and') };
}

/** "una habitación individual, dos noches": how long, after what was had. */
function withSpan(said: string, span: Ordered['span']): string {
  if (!span) return said;
  const { count, unit } = span;
  const many = count === 1 ? (unit.gender === 'feminine' ? 'una' : 'un') : numberToSpanish(count, unit.gender);
  return `${said}, ${many} ${count === 1 ? unit.singular : unit.plural}`;
}

/** Whether an item is priced by its weight ("el kilo de manzanas"). */
function soldByWeight(item: SceneItem): boolean {
  return [...WEIGHTS].some((unit) => namesUnit(item, unit));
}

/** The gender and singular of a plural noun, from the lexicon ("manzanas": feminine, "manzana"). */
function nounOf(plural: string): { gender: 'masculine' | 'feminine'; singular: string } {
  const noun = spanishLexicon()
    .readingsOf(plural)
    .find((reading) => reading.pos === 'noun');
  return { gender: noun?.gender === 'feminine' ? 'feminine' : 'masculine', singular: noun?.lemma ?? plural };
}

/** "manzanas" of "el kilo de manzanas": what is weighed, without its measure. */
function weighedThing(name: string): string {
  return name.replace(/^(?:el |la )?(?:\S+ )?(?:kilos?|gramos?) de /u, '');
}

function countedSaid(order: Ordered, variety: SpanishVariety): string {
  const { item, quantity, named, fuller, counted, pieces } = order;
  const name = item.name[variety];
  const thing = weighedThing(name.plural);
  if (soldByWeight(item) && thing !== name.plural) {
    // "tres manzanas", weighed; "manzanas", how much not yet said: never a kilo the learner did not ask for
    if (pieces !== undefined) {
      const { gender, singular } = nounOf(thing);
      return pieces === 1
        ? `${gender === 'feminine' ? 'una' : 'un'} ${singular}`
        : `${numberToSpanish(pieces, gender)} ${thing}`;
    }
    if (!counted) return thing;
  }
  // "Quiero un café" is confirmed as "un café", never "un café con leche": no more words than the learner said,
  // when the learner's words are the start of the name
  const said = (words: string) => {
    const all = words.split(' ');
    if (!named || named.length >= all.length) return words;
    const head = all.slice(0, named.length);
    return normaliseText(head.join(' ')) === named.join(' ') ? head.join(' ') : words;
  };
  const bare = longer(said(name.singular.replace(/^(el|la|los|las) /, '')), fuller ?? named);
  if (quantity === 1) return `${name.gender === 'feminine' ? 'una' : 'un'} ${bare}`;
  if (quantity === 0.5) return `medio ${bare}`;
  // a fraction is written as Spanish writes it ("1,5 kilos"), never "1.5"
  const count = Number.isInteger(quantity)
    ? numberToSpanish(quantity, name.gender)
    : String(quantity).replace('.', ',');
  return `${count} ${said(name.plural)}`;
}

/**
 * "Quiero un café con leche", where the variety's name is "el café": the learner's fuller words are confirmed, when
 * they go on from the name with words written as the lexicon spells them ("con leche"; "limon" lacks its accent).
 */
function longer(name: string, named: readonly string[] | undefined): string {
  const words = name.split(' ');
  if (!named || named.length <= words.length || normaliseText(name) !== named.slice(0, words.length).join(' '))
    return name;
  const rest = named.slice(words.length);
  return rest.every((word) => spanishLexicon().readingsOf(word).length > 0) ? `${name} ${rest.join(' ')}` : name;
}

function joinList(parts: readonly string[], and: string): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

/** Whether a price question names a thing after its cue ("cuánto cuesta el pastel"), not the whole order. */
function namesAThing(padded: string, priceCues: readonly string[], wholeOrder: readonly string[]): boolean {
  const cue = priceCues.find((candidate) => padded.includes(candidate));
  if (!cue) return false;
  // what follows the cue, with the whole-order words and the words that carry no thing of their own taken out
  let rest = ` ${padded.slice(padded.indexOf(cue) + cue.length).trim()} `;
  for (const words of wholeOrder) rest = rest.replaceAll(words, ' ');
  return rest.split(' ').some((word) => word.length > 0 && !NO_THING.has(word));
}
/** Whether the turn names a thing before its price question ("Es un pastel pequeño. ¿Cuánto cuesta?"). */
function namesAThingBefore(question: string, priceCues: readonly string[]): boolean {
  const padded = ` ${normaliseText(question)} `;
  const cue = priceCues.find((candidate) => padded.includes(candidate));
  const before = cue ? question.slice(0, Math.max(0, question.lastIndexOf('¿'))) : '';
  return analyze(before).tokens.some((token) => token.reading?.pos === 'noun');
}

/** Articles and "de": no thing of their own ("¿cuánto cuesta el…?"). */
const NO_THING = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del']);

/** "7,50 euros" / "95 pesos": the variety's currency, with a decimal comma. */
function priceSaid(amount: number, variety: SpanishVariety): BilingualLine {
  const rounded = Math.round(amount * 100) / 100;
  const whole = Number.isInteger(rounded);
  const digits = whole ? String(rounded) : rounded.toFixed(2);
  if (variety === 'spain')
    return { es: `${digits.replace('.', ',')} ${rounded === 1 ? 'euro' : 'euros'}`, en: `€${digits}` };
  return { es: `${digits} ${rounded === 1 ? 'peso' : 'pesos'}`, en: `${digits} pesos` };
}

/**
 * "No quiero café, quiero un zumo", "el té no, gracias": an item named only in clauses that say "no" (or "ni") is
 * declined, not ordered. "Un café sin azúcar" declines the sugar, which is no item of its own here.
 */
function declined(
  message: string,
  scene: CompiledScene,
  mentions: (words: readonly string[], scene: CompiledScene) => Ordered[],
): Set<SceneItem> {
  const saidNo = new Set<SceneItem>();
  const saidYes = new Set<SceneItem>();
  let named: SceneItem[] = [];
  for (const clause of message.split(ORDER_CLAUSE_BREAK)) {
    const words = normaliseText(clause).split(' ');
    const negated = words.some((word) => word === 'no' || word === 'ni');
    const items = mentions(words, scene).map(({ item }) => item);
    for (const item of items) (negated ? saidNo : saidYes).add(item);
    // "Mi hija es alérgica a las fresas, mejor no las quiero": a pronoun declines what the clause before named
    const pronounDeclines = negated && items.length === 0 && declinesByPronoun(clause);
    if (pronounDeclines)
      for (const item of named) {
        saidYes.delete(item);
        saidNo.add(item);
      }
    if (items.length > 0) named = items;
  }
  return new Set([...saidNo].filter((item) => !saidYes.has(item)));
}

/** Object pronouns that stand for a thing named before ("no las quiero", "no lo quiero"). */
const OBJECT_PRONOUNS = new Set(['lo', 'la', 'los', 'las']);
/** "¿Qué lleva el café de olla?": a thing's verb after a question word asks about it, it orders nothing. */
function asksOfAThing(tokens: readonly { text: string; reading?: { person?: number } }[], index: number): boolean {
  const token = tokens[index]!;
  return (
    token.reading?.person === 3 &&
    !['me', 'nos'].includes(normaliseText(tokens[index - 1]?.text ?? '')) &&
    tokens.slice(0, index).some((earlier) => INTERROGATIVES.has(normaliseText(earlier.text)))
  );
}

/** "no las quiero": "no", an object pronoun and its verb; not "no las verdes" (the green ones) nor "no me gusta los…". */
function declinesByPronoun(clause: string): boolean {
  const tokens = analyze(clause).tokens.filter((token) => token.kind === 'word');
  return tokens.some(
    (token, at) =>
      normaliseText(token.text) === 'no' &&
      OBJECT_PRONOUNS.has(normaliseText(tokens[at + 1]?.text ?? '')) &&
      tokens[at + 2]?.reading?.pos === 'verb',
  );
}

/**
 * An order added to what was ordered of the same item before (`sum`), or in its place when it `settles` how much.
 * The bill names each item in full, as the menu does ("una tostada con tomate").
 */
function addedOrder(order: Ordered, sum: Ordered | undefined, settles: boolean): Ordered {
  const { item, quantity, counted, span, named, pieces } = order;
  const kept = span ?? sum?.span;
  // the fullest words the learner named it with ("café con leche"), when they say more than the menu's name
  const fullest = (sum?.fuller?.length ?? 0) >= (named?.length ?? 0) ? sum?.fuller : named;
  const before = settles ? undefined : sum;
  // pieces add up only to pieces ("dos manzanas" and "una más"); with kilos, the whole is said in kilos
  const allPieces =
    pieces !== undefined && (before === undefined || before.pieces !== undefined)
      ? pieces + (before?.pieces ?? 0)
      : undefined;
  return {
    item,
    quantity: (before?.quantity ?? 0) + quantity,
    counted: counted === true || before?.counted === true,
    ...(allPieces !== undefined ? { pieces: allPieces } : {}),
    ...(kept ? { span: kept } : {}),
    ...(fullest ? { fuller: fullest } : {}),
  };
}

const padded = (phrases: readonly string[]) => phrases.map((phrase) => ` ${normaliseText(phrase)} `);

/** The scenes file's cues of orders and bills, normalised for matching inside padded text. */
function orderCuesOf(file: ScenesFile) {
  return {
    priceCues: padded(file.cues.price),
    billCues: padded(file.cues.bill),
    // longest first, so "en total" goes before "total" could leave its "en"
    wholeOrder: padded(file.cues.wholeOrder).sort((a, b) => b.length - a.length),
    onlyThat: padded(file.cues.onlyThat),
    orderPhrases: padded(file.cues.order.filter((cue) => cue.includes(' '))),
    orderLemmas: new Set(file.cues.order.filter((cue) => !cue.includes(' ')).map(normaliseText)),
    quantityWords: new Set(file.cues.quantity.map(normaliseText)),
    measures: new Set([...file.cues.quantity, ...file.cues.measures].map(normaliseText)),
  };
}

/** Messages whose declined items are kept per scene before the cache starts again. */
const DECLINED_CACHE_SIZE = 2000;

/** `declined`, remembered per scene and message. */
function declinedReader(
  mentions: (words: readonly string[], scene: CompiledScene) => Ordered[],
): (message: string, scene: CompiledScene) => Set<SceneItem> {
  const cache = new WeakMap<CompiledScene, Map<string, Set<SceneItem>>>();
  return (message, scene) => {
    let byMessage = cache.get(scene);
    if (!byMessage || byMessage.size > DECLINED_CACHE_SIZE)
      cache.set(scene, (byMessage = new Map<string, Set<SceneItem>>()));
    let found = byMessage.get(message);
    if (!found) byMessage.set(message, (found = declined(message, scene, mentions)));
    return found;
  };
}

/** Where one clause of an order ends and another begins: "No quiero café, quiero un zumo", "…pero un té sí". */
const ORDER_CLAUSE_BREAK = /[,.;:!?¡¿]|\s(?:pero|sino)\s/iu;

/**
 * Whether every conjugated verb of the message is in the preterite or the imperfect: "Pedí un chocolate y me
 * trajiste un café" tells what happened (a complaint, a story), it orders nothing.
 */
const CLAUSE_BREAK = /[,.;:!?¡¿]|\s(?:pero|y|e|que|porque)\s/iu;

/**
 * The message without its clauses told in the past ("pedí un mollete pero me trajiste una concha", "nos cobraste
 * tres cafés"): a complaint or a story about an order, not one; the message itself when none is.
 */
function clausesNotInThePast(message: string): string {
  const clauses = message.split(CLAUSE_BREAK);
  let past = false;
  const present = clauses.filter((clause) => {
    const verbs = analyze(clause).tokens.filter(
      ({ reading }) => reading?.pos === 'verb' && reading.verbForm === 'finite',
    );
    // a clause with no verb of its own goes with the one before ("pedí un café y dos tostadas")
    if (verbs.length > 0)
      past = verbs.some(({ reading }) => reading!.tense === 'preterite' || reading!.tense === 'imperfect');
    return !past;
  });
  return present.length === clauses.length ? message : present.join(', ').trim();
}

export function toldInThePast(message: string): boolean {
  const verbs = analyze(message).tokens.filter(
    (token) => token.reading?.pos === 'verb' && token.reading.person !== undefined,
  );
  const past = (tense: string | undefined) => tense === 'preterite' || tense === 'imperfect';
  // "Ayer venía aquí y pedimos unas tostadas": a "we" form that may be present or preterite goes with the past
  // verb beside it
  return (
    verbs.some(({ reading }) => past(reading!.tense)) &&
    verbs.every(({ readings }) => readings.some((reading) => reading.pos === 'verb' && past(reading.tense)))
  );
}

/** Whether `form` is found in `words` from `at` on. */
function startsWith(words: readonly string[], at: number, form: readonly string[]): boolean {
  return form.every((word, offset) => words[at + offset] === word);
}

/** What the message orders that the scene does not sell, beside an item it does or measured out as goods. */
function unsoldOf(
  message: string,
  scene: CompiledScene,
  ordered: readonly Ordered[],
  measures: ReadonlySet<string>,
  orders: (sentence: string) => boolean,
): UnsoldPhrase[] {
  if (!scene.serves || scene.items.length === 0) return [];
  // an item sold, or a thing the scene's facts know of ("un poco de azúcar": it is on the table)
  const sells = (words: readonly string[]) =>
    words.some((_, at) => scene.items.some(({ forms }) => forms.some((form) => startsWith(words, at, form)))) ||
    scene.facts.some(({ cues }) => cues.some((cue) => cue.padded.includes(` ${words[0]} `)));
  return unsoldPhrasesIn(message, sells, measures).filter(({ sentence, measured }) => {
    const words = normaliseText(sentence).split(' ');
    const nextToASold = ordered.some(({ named }) => named && words.some((_, at) => startsWith(words, at, named)));
    return nextToASold || (measured && orders(sentence) && !toldInThePast(sentence));
  });
}

/** "Lo siento, no tenemos bocadillos ni magdalenas."; goods in words the lexicon lacks are not named. */
function unsoldLineOf(unsold: readonly UnsoldPhrase[], lines: ScenesFile['lines']): BilingualLine | undefined {
  const named = [...new Set(unsold.flatMap(({ plural }) => (plural ? [plural] : [])))];
  if (named.length > 0)
    return fillLine(lines.unsold, { items: { es: joinList(named, 'ni'), en: joinList(named, 'or') } });
  return unsold.length > 0 ? lines.unsoldUnnamed : undefined;
}

/** "para dos noches", "por tres días": how long, counted, said anywhere in the message. */
function spanOf(words: readonly string[], spanByForm: ReadonlyMap<string, Span>, told = false): Ordered['span'] {
  for (let at = 1; at < words.length; at++) {
    const unit = spanByForm.get(words[at]!);
    const count = unit ? quantityBefore(words, at, new Set()) : undefined;
    // an order says how long it is for ("para dos noches"); a stay told says how long it was ("me quedé tres noches")
    const forAWhile = told || ['para', 'por', 'durante'].includes(words[at - 2] ?? '');
    if (unit && count !== undefined && count >= 1 && forAWhile) return { count, unit };
  }
  return undefined;
}

/** "¿Está lejos?", "¿Es caro?": a clause whose only verb is ser or estar and that names no thing of its own. */
function onlyACopula(clause: string): boolean {
  const words = analyze(clause).tokens.filter((token) => token.kind === 'word');
  const verbs = words.filter((token) => token.reading?.pos === 'verb');
  return (
    verbs.length > 0 &&
    verbs.every((token) => ['ser', 'estar'].includes(token.reading!.lemma)) &&
    !words.some((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun')
  );
}

/** Whether a question holds a cue of the partner's own life and asks it of the partner, not of one it names after. */
function asksThePartnerBy(padded: string, cue: string): boolean {
  return padded.includes(cue) && !namesAnotherAfter(padded, cue);
}
