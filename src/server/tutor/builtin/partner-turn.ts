import { isNumberWord } from '@/domain/spanish-numbers';
import type { UnsoldPhrase } from './unsold-items';
import type { PERSONA_FIELDS, SceneItem } from '@/server/content/partner-knowledge-schema';
import { blamesThePartner, saysSomethingIsMissing, saysThePartnerFails } from './service-complaint';
import { capitalise } from '@/domain/spanish-text';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { tasteAnswer } from './persona-tastes';
import { ARTICLES } from './articles';
import type { LeaveTakingReader } from './leave-taking';
import type { NewsReader } from './news-reader';
import { wordTokens, type NounPhraseReader } from './noun-phrases';
import type { TopicTextAnswerer } from './topic-text-answers';
import type { TopicTotals } from './topic-totals';
import type { ListEntryAnswers } from './list-entries';
import type { OpeningDays } from './opening-days';
import type { EnglishInclusions } from './english-inclusions';
import type { TopicAddresses } from './topic-addresses';
import type { EnglishAgeRules } from './english-age-rules';
import type { EnglishProhibitions } from './english-prohibitions';
import type { OrdinalTimes } from './ordinal-times';
import type { RoundTrips } from './round-trips';
import type { PaidShares } from './paid-shares';
import type { NamedInTotal } from './named-in-total';
import type { EndTimes } from './end-times';
import { alternativesIn } from './offered-alternatives';
import type { EnglishOrderTotals } from './english-order-totals';
import type { OrderBill } from './order-bill';
import type { EnglishRecommendations } from './english-recommendations';
import type { ServiceAnswerer } from './service-answers';
import type { Difficulty } from '@/contract/conversation';
import type { BilingualLine, TopicKeyword } from '@/server/content/topic-file-schema';
import type { TutorTopic, TutorTurn, TutorTurnRequest } from '@/server/tutor/tutor-engine';
import type { RegisterPhrases, TutorContent } from '@/server/content/tutor-content-schema';
import { loadLexicon } from '@/server/language/correction/builtin/lexicon';
import { conjugation, tensedForms } from '@/server/language/correction/builtin/conjugation';
import { isInfinitive, presentForms } from '@/server/language/correction/builtin/verbs';
import { inflect, nounOfDiminutive } from '@/server/language/spanish';
import { isPerson } from '@/server/language/correction/builtin/mechanisms/personal-a';
import { analysed as analyze } from './analysis-cache';
import type { AddressingReader } from './addressing';
import { learnerSaysUsted, planInUsted } from './usted-plan';
import { withSlotsItSettles } from './answered-slots';
import { presumesDeclined } from './declined-alternatives';
import { isEnglishOnlyWord } from './english-words';
import { lacksItsAccent } from './written-forms';
import { DEFAULT_SPANISH_VARIETY, type SpanishVariety } from '@/contract/settings-constants';
import { readAsAnswerTo } from './bare-answers';
import type { ActReading, DialogueActClassifier } from './dialogue-act-classifier';
import type { createRestrictionReader } from './restrictions';
import type { IndirectQuestionReader } from './indirect-questions';
import type { EnglishRequirements } from './english-requirements';
import type { EnglishRefusals } from './english-refusals';
import type { FollowUpReader } from './follow-up-questions';
import {
  contentLemmas,
  contentLemmasOf,
  type CompiledScene,
  type Ordered,
  type SceneKnowledge,
} from './scene-knowledge';
import type { VarietyAdapter } from './variety-words';
import { nextQuestion, questionsIn, readConversation, type ConversationState } from './conversation-state';
import { countAskedOf } from './counted-nouns';
import { englishWordsInSpanish, suggestSpanish, type EnglishPhrase, type SpanishSuggestion } from './english-input';
import { feedbackFor } from './feedback';
import { inVarietyOf, type Glossary } from './glossary';
import { canGloss, englishParts, helpParts, shownLine } from './help-replies';
import {
  analyseLearnerMessage,
  asksForAWord,
  KEYWORD_NEGATIONS,
  isKnownSpanishWord,
  opensWithGreeting,
  type LearnerMessage,
} from './learner-message-analysis';
import { asksOnlyAndYou, type AskBack, type AskBackFinder, type PersonaFact, withoutLeadIn } from './persona';
import { onlyReportsThePast } from './past-tense';
import { habitAnswer } from './habit-answers';
import { echoSlot, reactionParts, sayable, UNCLEAR_OWNER } from './reactions';
import { clausesOf, JOINERS, recastOf, reflectionOf, type RecastDeps, type VerbReading } from './recast';
import { restatedBy, saidContentOf, type SaidContent } from './restated-questions';
import { withObjectNamed } from './object-pronouns';
import type { LackedRequirements } from './lacked-requirements';
import type { EnglishOnlyRules } from './english-only-rules';
import type { GroupLimits } from './group-limits';
import { withTheModifierAsked } from './modifier-asked';
import { questionHalves } from './joined-questions';
import { choiceAnswer, livedChoice } from './choice-answers';
import { toUsted } from './to-usted';
import { placeAnswer } from './place-answers';
import { phrasesInRegister } from './register';
import {
  BEGINNER_MAX_WORDS,
  composeReply,
  firstSentence,
  linesRepeat,
  saysTheSame,
  type ReplyPart,
} from './reply-composer';
import { fillLine, pickVariant } from './templates';
import { roleNameOf } from './role-name';
import {
  QUESTION_WORD,
  lastQuestionOf,
  namesWrittenIn,
  normaliseText,
  sentencesOf,
  tokenise,
  type MatchableText,
} from './text-normalisation';
import { factsToldIn } from './told-facts';
import { indexQuestions, type PlannedQuestion, type TutorPlan } from './tutor-plan';

/** What the engine prepared once, at construction. */
export interface PartnerDeps {
  content: TutorContent;
  /** What the learner is doing with a turn, learnt from content/tutor/dialogue-acts.json. */
  acts: DialogueActClassifier;
  /** Each topic's scene: persona, prices, facts (content/tutor/scenes.json). */
  scenes: SceneKnowledge;
  inVariety: VarietyAdapter;
  /** The translation in the learner's variety: a price the Spanish says in euros is said in euros in English too. */
  translationInVariety: (english: string, variety: SpanishVariety) => string;
  /** Whether a line names the Latin-American partner's own country (not said to a learner from Spain). */
  latamBound: (spanish: string) => boolean;
  glossary: Glossary;
  englishPhrases: readonly EnglishPhrase[];
  askBack: AskBackFinder;
  /** How the learner addresses the partner: usted or tú, tags, requests (content/tutor/addressing.json). */
  addressing: AddressingReader;
  /** What the learner cannot have ("soy vegana"): no recommendation that leaves it out (scenes.json cues). */
  restrictions: ReturnType<typeof createRestrictionReader>;
  followUps: FollowUpReader;
  /** A question asked inside a verb of asking or knowing ("Quería saber si…"). */
  asksIndirectly: IndirectQuestionReader;
  leaveTaking: LeaveTakingReader;
  news: NewsReader;
  nounPhrases: NounPhraseReader;
  service: ServiceAnswerer;
  /** A learner-written topic's own description and prompt, said when a sentence of it answers the question. */
  topicText: TopicTextAnswerer;
  /** The bill of a stay told, from a learner-written topic's price per night or day. */
  topicTotals: TopicTotals;
  /** A figure of one entry of a list the learner's topic gives ("Cusco, 150 soles (22 horas…)"). */
  listEntries: ListEntryAnswers;
  /** What a learner's topic says of the hours of a day a question names ("¿Abrís el domingo?"). */
  openingDays: OpeningDays;
  /** Whether an English topic includes the thing a question asks of ("¿El casco está incluido?"). */
  englishInclusions: EnglishInclusions;
  addresses: TopicAddresses;
  englishAgeRules: EnglishAgeRules;
  englishProhibitions: EnglishProhibitions;
  /** Where or when an English topic allows a thing only ("Dogs only on Fridays"). */
  englishOnlyRules: EnglishOnlyRules;
  /** The most people a topic's class or group takes ("Maximum 8 students"). */
  groupLimits: GroupLimits;
  /** A doing the topic requires that the learner says they cannot do ("No sé nadar"). */
  lackedRequirements: LackedRequirements;
  /** What an English topic requires or waives ("Antibiotics always need a prescription"). */
  englishRequirements: EnglishRequirements;
  englishRefusals: EnglishRefusals;
  /** "¿A qué hora sale el último bus?" of a topic that lists its departure times. */
  ordinalTimes: OrdinalTimes;
  /** "¿Cuánto cuesta ida y vuelta?" of a topic's price of one way. */
  roundTrips: RoundTrips;
  paidShares: PaidShares;
  /** "¿A qué hora termina el tour de la tarde?": its start time and length added. */
  endTimes: EndTimes;
  /** Whether a total leaves out a priced thing the message names («…con desayuno. ¿Cuánto es en total?»). */
  namedInTotal: NamedInTotal;
  /** "¿Cuánto cuestan las dos cosas juntas?" of things an English topic prices. */
  englishOrderTotals: EnglishOrderTotals;
  orderBill: OrderBill;
  /** "¿Qué tour me recomienda?" of an English topic's "You recommend the Teotihuacán tour". */
  englishRecommendations: EnglishRecommendations;
}

interface Turn {
  topic: TutorTopic;
  plan: TutorPlan;
  state: ConversationState;
  difficulty: Difficulty;
  seed: number;
  deps: PartnerDeps;
  /** The phrases in the topic's register (tú, or usted for the doctor and the job interview). */
  phrases: RegisterPhrases;
  /** The corrected clause said back, when the corrector changed the learner's message. */
  recast?: string;
  scene: CompiledScene;
  variety: SpanishVariety;
  /** Everything the learner ordered so far in this conversation. */
  orders: Ordered[];
  /** What the newest message ordered. */
  ordered: Ordered[];
  /** What the message orders that the scene does not sell ("un bocadillo" at a café with none). */
  unsold: UnsoldPhrase[];
  /** How what the message weighs is sold instead ("un kilo de aguacates": «…se venden por unidad…»). */
  soldByThePiece?: BilingualLine | undefined;
  /** What the learner declined of what the scene sells: no question asks about it. */
  declinedItems: () => readonly SceneItem[];
  /** What the learner told they had for a time ("Me quedé tres noches en la habitación doble"). */
  stayed: () => readonly Ordered[];
  /** The recast is of the corrector's change (not a reflection), and the change was more than accents or spelling. */
  recastOfCorrection?: boolean;
  fixedGrammar?: boolean;
  /** The words of the learner's newest message, normalised: what was just answered. */
  learnerWords: string[];
  /** A learner message asked for a service ("Queríamos una parcela"): what they need is said. */
  askedForAService: boolean;
  /** The learner's message before the newest: what "Dame dos kilos" orders two kilos of. */
  previousLearnerMessage?: string;
  /** Every learner message so far, the newest last, as corrected. */
  learnerMessages: readonly string[];
  /** What each learner message said, by meaning (restated-questions.ts). */
  learnerSaid: readonly SaidContent[];
  /** Bad news with nothing to name, said back from the partner's side ("¿Estás muy cansado?"). */
  newsSaidBack?: string;
  /** The nouns of the newest message when it tells bad news: no question about them comes right after it. */
  badNewsNouns?: ReadonlySet<string>;
}

/** The lemmas of a text's nouns ("mi perro murió" → "perro"). */
function nounLemmasOf(text: string): Set<string> {
  return new Set(
    analyze(text)
      .tokens.filter((token) => token.reading?.pos === 'noun')
      .map((token) => normaliseText(token.reading!.lemma)),
  );
}

/** The partner's own name ("Me llamo Lucía.") replaced by the role's, when the topic gives one. */
function partnerNamed(
  roleName: string | undefined,
  ownName: string,
  words: ReadonlyMap<string, string> = new Map(),
  learnerSaid = '',
): (text: string) => string {
  if (!roleName) return (text) => text;
  // What the learner said is said back as they said it: "la música de Paco de Lucía" is no "Paco de Andrés", and
  // "¿Estás cansada?" keeps the learner's gender
  const said = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(learnerSaid);
  const own = said(ownName) ? undefined : new RegExp(`(?<!\\p{L})${ownName}(?!\\p{L})`, 'gu');
  // a man's role: the partner's words about itself in the masculine, longest first ("la dueña" before "dueña")
  const swaps = [...words].filter(([from]) => !said(from)).sort(([a], [b]) => b.length - a.length);
  const pattern = swaps.length
    ? new RegExp(`(?<!\\p{L})(?:${swaps.map(([from]) => from).join('|')})(?!\\p{L})`, 'gu')
    : undefined;
  return (text) => {
    const renamed = own ? text.replace(own, roleName) : text;
    return pattern ? renamed.replace(pattern, (found) => words.get(found) ?? found) : renamed;
  };
}

/** One reply: the opening, or a reaction to the learner's newest message and, unless they are leaving, the next question. */
export function partnerTurn(request: TutorTurnRequest, basePlan: TutorPlan, deps: PartnerDeps): TutorTurn {
  const turn = turnOf(request, basePlan, deps);
  const { plan, state, variety } = turn;
  const budget = request.difficulty === 'beginner' ? BEGINNER_MAX_WORDS : undefined;
  const named = partnerNamed(plan.partnerName, deps.content.persona.name, plan.partnerWords, state.learnerMessage);
  const learnerWords = new Set((state.learnerMessage ?? '').toLowerCase().split(/[^\p{L}]+/u));
  const toTurn = (reply: BilingualLine, feedback?: string, farewell?: boolean): TutorTurn => ({
    text: named(deps.inVariety(reply.es, variety, learnerWords)),
    translation: named(deps.translationInVariety(reply.en, variety)),
    ...(feedback ? { feedback } : {}),
    ...(farewell ? { farewell } : {}),
  });
  if (state.learnerMessage === undefined) {
    const opening: ReplyPart[] = request.history.length === 0 ? [{ line: plan.opening[request.difficulty] }] : [];
    return toTurn(composeReply([...opening, questionOrClose(turn)], budget));
  }
  const analysisDeps = analysisDepsOf(deps);
  // Everything is read from the corrected message, so no echo carries the learner's mistake
  // (docs/product.md#message-checks).
  const check = request.learnerCheck;
  const corrected = check && check.changes.length > 0 ? check.corrected : state.learnerMessage;
  const analysed = analyseLearnerMessage(corrected, plan, state.learnerTurns === 1, analysisDeps);
  const message = withAct(readAsAnswerTo(analysed, state.last), deps.acts.classify(corrected), {
    praisesOnly: deps.news.praisesOnly(corrected),
    amiss: soundsAmiss(analysed.text, deps.news),
    feltNow: deps.news.feltNow(corrected),
    toldAnEvent: deps.news.toldAnEvent(corrected),
    denies: deps.news.deniesBadNews(corrected),
    plan: deps.leaveTaking.statesAPlan(corrected),
    leaving: deps.leaveTaking.mayBeLeaving(corrected),
    describes: onlyDescribes(corrected),
    judges: deps.news.onlyJudges(corrected),
    wishes: deps.news.wishes(corrected),
    better: deps.news.getsBetter(corrected),
    supposes: deps.news.supposes(corrected),
  });
  readComplaint(turn, message, corrected);
  const hope = deps.news.hopeIn(corrected);
  if (hope) message.hope = hope;
  readOrder(turn, message, corrected);
  // "Quiero devolver esta chaqueta": a service asked of the one serving, when it orders nothing on the menu
  // so is a fault of the learner's own thing told at a service ("Mi bici tiene la rueda pinchada"): what they need
  // is said, and "¿Qué estás buscando exactamente?" would not have listened
  // ("Quería saber si está permitido…" asks to know, and "¡Claro!" would grant what the topic may forbid)
  const asksToKnow = deps.asksIndirectly(corrected);
  if (turn.scene.serves && !message.mood && !message.help && turn.ordered.length === 0 && !asksToKnow)
    message.requestsAService =
      deps.service.requestsAService(corrected, turn.topic) ||
      (!message.isQuestion && !turn.topic.defaultTopicId && deps.news.describesAFault(corrected, true));
  if (message.requestsAService) turn.askedForAService = true;
  sayBack(turn, message, corrected, check, analysisDeps);
  const suggestions = message.english
    ? suggestSpanish(message.text, deps.englishPhrases, deps.glossary, budget ? 3 : 4)
    : [];
  const reply = composeReply(replyParts(turn, message, suggestions), budget);
  const feedback = request.requestFeedback
    ? feedbackFor(
        message,
        state.last,
        suggestions,
        deps.glossary,
        check,
        state.learnerMessage,
        loanwordsIn(turn, message),
      )
    : undefined;
  return toTurn(reply, feedback, message.goodbye);
}

/**
 * "Mi abuela murió la semana pasada." … "Gracias. Tenía noventa años y era muy divertida.": a statement with no news
 * of its own right after grave news, telling in the imperfect how things were, goes on telling it (a passing
 * ailment or a worry is no such news). One at work takes the details of a problem as details: "Es una maleta azul"
 * after a lost suitcase.
 */
function goesOnAfterSadNews(turn: Turn, message: LearnerMessage): boolean {
  const before = turn.previousLearnerMessage;
  if (!before || inRole(turn) || message.mood || message.isQuestion || message.goodbye || message.english) return false;
  if (message.help) return false;
  const { news } = turn.deps;
  if (news.moodOf(before) !== 'bad' || news.toldAsMild(before) || news.toldAsWorry(before)) return false;
  return analyze(message.text.raw).tokens.some((token) => token.reading?.tense === 'imperfect');
}

/** What the turn orders, and what it orders that the scene does not sell. */
function readOrder(turn: Turn, message: LearnerMessage, corrected: string): void {
  // A complaint orders nothing: "Llevamos media hora esperando el café" names the café it is still waiting for.
  if (message.help || message.english || message.mood === 'complaint') return;
  const { scenes } = turn.deps;
  turn.ordered = scenes.orderIn(corrected, turn.scene, turn.previousLearnerMessage);
  // a default topic's scene is all it sells; a learner's topic may sell in its prompt what its frame does not list
  if (turn.topic.defaultTopicId) turn.unsold = scenes.unsoldIn(corrected, turn.scene, turn.ordered);
  turn.soldByThePiece = scenes.soldByThePieceLine(corrected, turn.scene, turn.variety);
}

/** A turn to one who serves that is a complaint to them: about what they serve, what is missing, what they fail to do. */
function readComplaint(turn: Turn, message: LearnerMessage, corrected: string): void {
  // Bad news about something the partner serves ("El café está frío") is a complaint to them: an apology and a fix.
  // So is what the partner did to the learner about it ("me trajiste una concha", "nos cobraste tres cafés").
  // A fault told with the price of its fix asked ("Mi rueda está pinchada. ¿Cuánto cuesta arreglarla?") brings the
  // thing in to be mended: bad news with a question, no complaint of what was served
  if (turn.deps.topicText.asksAPrice(corrected)) {
    if (message.mood === 'complaint') message.mood = 'bad';
    return;
  }
  const aboutAnItem = turn.scene.serves && turn.deps.scenes.namesAnItem(corrected, turn.scene);
  // read only for a turn about an item: most turns name none
  const blames = () =>
    !message.mood && !turn.deps.news.praisesOnly(corrected) && blamesThePartner(corrected, turn.plan.register ?? 'tú');
  // unless the learner did it ("tiré mi café en mi camisa", "se me cayó el té"): then it is their own mishap
  const register = turn.plan.register ?? 'tú';
  const ownMishap = () => turn.deps.news.learnerDidIt(corrected) && !blamesThePartner(corrected, register);
  const faulted = () => !message.mood && turn.deps.news.describesAFault(corrected);
  if (aboutAnItem && ((message.mood === 'bad' && !ownMishap()) || blames() || faulted())) message.mood = 'complaint';
  // "El pastel está muy rico, gracias": praise of what it serves, said as a statement
  if (aboutAnItem && !message.mood && !message.isQuestion && turn.deps.news.praisesOnly(corrected))
    message.praisesServed = true;
  if (turn.scene.serves && !message.mood && saysSomethingIsMissing(corrected)) message.mood = 'complaint';
  // "Mira, tengo una queja: …": said to one at work in a role, whatever the rest tells
  if (inRole(turn) && !message.isQuestion && turn.deps.news.complains(corrected)) message.mood = 'complaint';
  // "El grifo gotea y usted no me contesta": what the partner fails to do for the learner is a complaint to them
  if ((!message.mood || message.mood === 'bad') && saysThePartnerFails(corrected)) {
    message.mood = 'complaint';
    message.blamesPartner = true;
  }
}

/** "no tengo mi wallet": the English words of a Spanish turn, given in Spanish in the learner's variety. */
function loanwordsIn(turn: Turn, message: LearnerMessage): SpanishSuggestion[] {
  // "¿Cómo se dice 'band-aid'?": the word asked is the reply's to give, never a part of it in the feedback
  if (message.english || message.help) return [];
  const { deps, variety } = turn;
  return englishWordsInSpanish(message.text, deps.glossary).map((word) => ({
    ...word,
    spanish: deps.inVariety(inVarietyOf({ es: word.spanish, latam: word.latam }, variety), variety),
  }));
}

/** The scene with the work the prompt gives its role ("Eres Álvaro, ingeniero…") in place of its frame's. */
function withRoleWork(scene: CompiledScene, work: BilingualLine | undefined): CompiledScene {
  if (!work) return scene;
  const { spain, latam } = scene.persona;
  // the frame's own line says it and more ("Soy la dueña del piso" for "Eres Carmen, la dueña…")
  const noun = normaliseText(work.es).split(' ').at(-1) ?? '';
  if (normaliseText(spain.work.es).split(' ').includes(noun)) return scene;
  return { ...scene, persona: { spain: { ...spain, work }, latam: { ...latam, work } } };
}

/** The conversation read so far, in the learner's variety, before the newest message is understood. */
function turnOf(request: TutorTurnRequest, basePlan: TutorPlan, deps: PartnerDeps): Turn {
  const inVariety = request.variety === 'spain' ? planForSpain(basePlan, deps.inVariety, deps.latamBound) : basePlan;
  const scene = withRoleWork(deps.scenes.sceneFor(request.topic), inVariety.roleWork);
  // "¿Usted trabaja aquí?": one who serves answers a customer who says usted in kind
  const formal = (scene.serves || inVariety.playsARole) && learnerSaysUsted(request.history, deps.addressing);
  const plan = formal ? planInUsted(inVariety) : inVariety;
  const state = readConversation(request.history, plan);
  const learnerMessages = request.history
    .filter((message) => message.role === 'user')
    .map((message) => message.corrected ?? message.text);
  return {
    topic: request.topic,
    plan,
    state,
    difficulty: request.difficulty,
    seed: state.learnerTurns,
    deps,
    phrases: phrasesInRegister(deps.content.phrases, plan.register ?? 'tú'),
    scene,
    variety: request.variety ?? DEFAULT_SPANISH_VARIETY,
    // a complaint orders nothing, in the history as in the newest turn ("Llevamos media hora esperando la paella")
    orders: deps.scenes.ordersIn(
      scene.items.length > 0
        ? learnerMessages.map((message) => (deps.news.moodOf(message) === 'complaint' ? '' : message))
        : learnerMessages,
      scene,
    ),
    ordered: [],
    unsold: [],
    // read only when a question is chosen or a bill asked: every turn re-reads the whole history otherwise
    declinedItems: once(() => deps.scenes.declinedIn(learnerMessages, scene)),
    stayed: once(() => deps.scenes.stayedIn(learnerMessages, scene)),
    learnerWords: normaliseText(learnerMessages.at(-1) ?? '').split(' '),
    // the newest message is read with the turn (`requestsAService`), the earlier ones here
    askedForAService: learnerMessages
      .slice(0, -1)
      .some(
        (message) =>
          deps.service.requestsAService(message, request.topic) ||
          (!request.topic.defaultTopicId && !message.includes('?') && deps.news.describesAFault(message, true)),
      ),
    previousLearnerMessage: learnerMessages.at(-2),
    learnerMessages,
    learnerSaid: learnerMessages.map(saidContentOf),
  };
}

type AnalysisDeps = Parameters<typeof analyseLearnerMessage>[3];

/** A value made on first use and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function analysisDepsOf(deps: PartnerDeps): AnalysisDeps {
  const isKnownWord = (word: string) =>
    deps.glossary.isCommonWord(word) ||
    deps.glossary.spanish(word) !== undefined ||
    deps.glossary.verbForm(word) !== undefined ||
    deps.glossary.masculineForm(word) !== undefined;
  return {
    askBack: deps.askBack,
    leaveTaking: deps.leaveTaking,
    news: deps.news,
    nounPhrases: deps.nounPhrases,
    asksIndirectly: deps.asksIndirectly,
    isCommonWord: (word: string) => deps.glossary.isCommonWord(word),
    isKnownWord,
    canGloss: (phrase: string, forPlan: TutorPlan) => canGloss(phrase, forPlan, deps.glossary),
  };
}

/**
 * What the partner says back of the learner's message: the corrected clause when the corrector changed it, else a
 * reflection of a message that only names something or denies doing it.
 */
function sayBack(
  turn: Turn,
  message: LearnerMessage,
  corrected: string,
  check: TutorTurnRequest['learnerCheck'],
  analysisDeps: AnalysisDeps,
): void {
  const { deps, plan } = turn;
  const recastDeps: RecastDeps = {
    register: plan.register ?? 'tú',
    plural: turn.variety === 'spain' ? 'vosotros' : 'ustedes',
    pastContext: setInThePast(corrected, turn.state.last?.question.es, turn.state.previousLearnerMessage),
    // an English word the learner used ("voy al gym") is glossed, never said back as the partner's own Spanish
    isKnown: (word) =>
      !lacksItsAccent(word) &&
      !isEnglishOnlyWord(word) &&
      (isKnownSpanishWord(word, analysisDeps) || knownForEcho(normaliseText(word), deps, plan)),
    verbForms: (word) => tensedForms(word, true),
    isNoun: (word) => {
      const readings = analyze(word).tokens[0]?.readings ?? [];
      return readings.some((reading) => reading.pos === 'noun') && readings.every((reading) => reading.pos !== 'verb');
    },
    verbLemmasOf: (word) =>
      (analyze(word).tokens[0]?.readings ?? []).filter((reading) => reading.pos === 'verb').map((r) => r.lemma),
    // (one the core can turn round itself, "fumo", "me mudé", is no such verb)
    mayBeSpeakersVerb: (word) =>
      (analyze(word).tokens[0]?.readings ?? []).some((reading) => reading.pos === 'verb' && reading.person === 1) &&
      coreVerbForms(word).length === 0,
    surelyNotVerb: (word) => {
      const readings = analyze(word).tokens[0]?.readings ?? [];
      return readings.length > 0 && readings.every((reading) => reading.pos !== 'verb');
    },
    conjugate: (lemma, tense, person) => conjugation(lemma)?.[tense][person] ?? '',
    endsOnAnOpener: (words) => {
      const last = analyze(words.join(' ')).tokens.findLast((token) => token.kind === 'word');
      return last?.reading !== undefined && PHRASE_OPENERS.has(last.reading.pos);
    },
    verbsInContext: (words) => {
      const tokens = analyze(words.join(' ')).tokens.filter(
        (token) => token.kind === 'word' || token.kind === 'number',
      );
      if (tokens.length !== words.length) return [];
      // Right after an infinitive comes its object, not a finite verb: "perder peso" is no "(yo) peso"
      const afterInfinitive = (at: number) =>
        at > 0 && tokens[at - 1]!.reading?.verbForm === 'infinitive' && tokens[at]!.readings.some(isNoun);
      return tokens.map((token, at) =>
        afterInfinitive(at) ? false : token.reading ? token.reading.pos === 'verb' : undefined,
      );
    },
  };
  // A reflection says back words the corrector already passed; the language core's lexicon vouches for them too.
  // Its verbs too: a verb the corrector's tables lack ("fumo") is read and conjugated by the core's lexicon.
  const reflectionDeps: RecastDeps = {
    ...recastDeps,
    isKnown: (word) => recastDeps.isKnown(word) || analyze(word).tokens.some((token) => token.readings.length > 0),
    verbForms: (word) => {
      const known = recastDeps.verbForms(word);
      return known.length > 0 ? known : coreVerbForms(word);
    },
    conjugate: (lemma, tense, person) =>
      recastDeps.conjugate(lemma, tense, person) || coreConjugate(lemma, tense, person),
  };
  const fixedGrammar = check?.changes.some((change) => !SPELLING.has(change.category)) ?? false;
  // A question whose only fix was an accent is answered, not said back ("¿Cuánto cuesta…?").
  // Nor is a greeting or thanks: "¿Buenos días, doctora? Ya veo." says a greeting back as if it were news.
  const formula = message.greeting || message.thanks || message.goodbye;
  let recast =
    ((message.isQuestion || formula) && !fixedGrammar) || fixedInAQuestion(check)
      ? undefined
      : recastOf(check, recastDeps);
  if (recast && message.apology && deps.news.apologises(recast)) recast = undefined;
  turn.recastOfCorrection = recast !== undefined;
  turn.fixedGrammar = fixedGrammar;
  // Bad news is said back by the clause that tells it ("…para un entierro: mi tío falleció ayer" is "¿Tu tío
  // falleció ayer?", not the trip), below
  const told = toldBesideApology(message, corrected, deps);
  const reflection =
    told && saysNothingElse(message) && (namesSomething(told) || deniesADoing(told)) && message.mood !== 'bad'
      ? reflectionOf(told, reflectionDeps)
      : undefined;
  turn.recast = recast ?? (keepsTheNumber(message, reflection) ? reflection : undefined);
  if (message.mood === 'bad') sayBackTheNews(turn, message, corrected, reflectionDeps);
}

/**
 * A number with what it counts is said back by a reflection that holds it ("Corro cuatro veces por semana":
 * "¿Corres cuatro veces por semana?"), else by its own line ("Tres hermanos, ¡qué bien!"); a count with nothing of
 * its own to say ("cinco") leaves the reflection free, and so does a span of time, whose own line comes only after a
 * topic word's ("El verano pasado trabajé de monitor con niños de ocho años" is better said back without the
 * children's age than as "¿El verano?").
 */
function keepsTheNumber(message: LearnerMessage, reflection: string | undefined): boolean {
  const numberEcho = message.number?.echo?.es;
  return !numberEcho || message.timeSpan || normaliseText(reflection ?? '').includes(normaliseText(numberEcho));
}

/**
 * Bad news is said back beside the sympathy by the clause that tells it: "No tengo fiebre, pero estoy muy cansado"
 * is "¿Estás muy cansado?", "Mi profesor es simpático, pero me duele la espalda" is "¿Te duele la espalda?".
 */
/**
 * "Perdón por el ruido de anoche, era mi cumpleaños": the apology is accepted, never asked back ("¿Perdón por el
 * ruido?"); what the learner tells beside it is ("¿Era tu cumpleaños?").
 */
function toldBesideApology(message: LearnerMessage, corrected: string, deps: PartnerDeps): string {
  if (!message.apology) return corrected;
  return clausesOf(corrected)
    .filter((clause) => !deps.news.apologises(clause))
    .join(', ');
}

/**
 * A clause of bad news said back, which our own corrector finds nothing to mend in: a mistake it missed in the
 * learner's longer sentence ("Hoy me duele mucho los dedos y no puedo…") is never said back as the partner's Spanish
 * ("¿Hoy te duele mucho los dedos?"). (Only here, where a clause is cut from several: a whole turn said back was
 * checked as the learner wrote it, and the check costs a corrector's pass.)
 */
function cleanReflectionOf(text: string, deps: RecastDeps): string | undefined {
  const said = reflectionOf(text, deps);
  return said && correctSpanish(`¿${capitalise(said)}?`).changes.length === 0 ? said : undefined;
}

/** "Estoy muy triste", "me siento fatal": a clause that tells how the learner feels, not what happened. */
const FEELING_TOLD =
  /^(?:y\s+|pero\s+|ahora\s+)?(?:(?:yo\s+)?(?:estoy|me siento|ando)|(?:yo\s+)?(?:me|nos)\s+(?:siento|sentimos))(?!\p{L})/iu;

/** "Tengo una mala noticia", "Malas noticias": a clause whose only thing is the news it announces. */
function announcesNews(clause: string): boolean {
  const words = analyze(clause).tokens.filter((token) => token.kind === 'word');
  const nouns = words.filter((token) => token.reading?.pos === 'noun').map((token) => token.reading!.lemma);
  const doings = words.filter(
    (token) => token.reading?.pos === 'verb' && !['tener', 'haber', 'ser', 'traer'].includes(token.reading.lemma),
  );
  return nouns.length === 1 && nouns[0] === 'noticia' && doings.length === 0;
}

function sayBackTheNews(turn: Turn, message: LearnerMessage, corrected: string, reflectionDeps: RecastDeps): void {
  // "mi perro murió": the next question is not about dogs ("¿Te gustan más los perros o los gatos?")
  turn.badNewsNouns = nounLemmasOf(corrected);
  const clauses = clausesOf(corrected);
  // the last clause that tells bad news: what came before it leads up to it ("…para un entierro: mi tío falleció")
  // ("Ayer me robaron la bici, estoy muy triste": how the learner feels about it is not the news, what happened is)
  const bad = clauses.filter((clause) => turn.deps.news.moodOf(clause) === 'bad');
  const events = bad.filter((clause) => !FEELING_TOLD.test(clause.trim()));
  const found = clauses.length > 1 ? (events.at(-1) ?? bad.at(-1)) : corrected;
  // "Tengo una mala noticia: no tengo efectivo": the lead that announces news is never said back as the news, nor is
  // a thing named in what follows it ("…solo tengo mi tarjeta") taken for what the news is about
  const announced = found !== undefined && announcesNews(found);
  if (announced) delete message.newsAbout;
  const telling = announced ? undefined : found;
  // "Estoy cansado y miro la tele. Me gustan las series": a fix said back of another clause than the news, beside
  // the sympathy, reads as pity for it ("¿Te gustan las series? ¡Uy, qué mal!"); the fix is in the feedback
  if (turn.recast && telling && clauses.length > 1 && !sharesAContentLemma(turn.recast, telling))
    turn.recast = undefined;
  if (!turn.recast) turn.newsSaidBack = telling ? cleanReflectionOf(telling, reflectionDeps) : undefined;
}

/**
 * "¿Tengo que pagar un deposit? ¿Cómo se dice deposit en español?": the one question put beside a word asked for is
 * answered too, after the word, before what the help asks next.
 */
function withTheOtherQuestion(turn: Turn, message: LearnerMessage, help: ReplyPart[]): ReplyPart[] {
  const others = sentencesOf(message.text.raw).filter(
    (sentence) => sentence.endsWith('?') && sentence.split(/\s+/u).length >= 2 && !asksForAWord(sentence),
  );
  if (others.length !== 1 || help.length === 0) return help;
  const line = answerTo(message, turn, { raw: others[0]!, whole: false });
  // ("¿Un depósito? Son 50 euros.": what it answers is named, after the word's help)
  return line ? [help[0]!, { line: namingWhatWasAsked({ line, question: others[0]! }, turn) }, ...help.slice(1)] : help;
}

/** "¿Tienes un tostada…?": every fix inside a question put to the partner, which is not said back ("¿tengo una…?"). */
function fixedInAQuestion(check: TutorTurnRequest['learnerCheck']): boolean {
  if (!check || check.changes.length === 0) return false;
  const questions = [...check.corrected.matchAll(/¿[^?]*\?/gu)].map((match) => match[0]);
  return check.changes.every((change) => questions.some((question) => question.includes(change.corrected)));
}

/** Whether two clauses share a content lemma (scene-knowledge's `contentLemmas`: no copula, no "muy"). */
function sharesAContentLemma(one: string, other: string): boolean {
  const mine = new Set(contentLemmas(one));
  return contentLemmas(other).some((lemma) => mine.has(lemma));
}

/** "¿A qué hora abrís? Gracias y hasta el sábado.": a question asked before the goodbye is answered, then goodbye. */
function answeredThenGoodbye(turn: Turn, message: LearnerMessage): ReplyPart[] {
  const answers = asksPartner(message) ? answersTo(message, turn) : [];
  const said = answers.map(({ line }): ReplyPart => ({
    line: turn.plan.register === 'usted' ? { ...line, es: toUsted(line.es) ?? line.es } : line,
  }));
  return [...said, ...goodbyeParts(turn)];
}

function replyParts(turn: Turn, message: LearnerMessage, suggestions: ReturnType<typeof suggestSpanish>): ReplyPart[] {
  const { plan, difficulty, seed, deps, state, phrases } = turn;
  if (message.goodbye) return answeredThenGoodbye(turn, message);
  if (message.help) {
    const help = helpParts(message.help, {
      difficulty,
      seed,
      phrases,
      glossary: deps.glossary,
      plan,
      variety: turn.variety,
      last: state.last,
      lastPartnerMessage: state.partnerSaid.at(-1),
    });
    if (help === 'moveOn') return [{ line: pickVariant(phrases.help.moveOn[difficulty], seed) }, questionOrClose(turn)];
    if (help) return withTheOtherQuestion(turn, message, help);
  }
  if (message.english) return englishParts(suggestions, { difficulty, seed, phrases, variety: turn.variety });
  if (!message.understood && state.last) {
    // Nothing in it is Spanish the partner knows: saying "¡Qué interesante!" would be a lie, so it asks again.
    return [{ line: pickVariant(phrases.help.notUnderstood[difficulty], seed) }, { line: shownLine(state.last) }];
  }
  // "El café está frío. ¿Me traes otro?": a complaint to one who serves is met with an apology and a fix, never the
  // price of what it asked again
  const complaint = message.mood === 'complaint' && turn.scene.serves;
  const asked = questionsAnswered(turn, message, complaint);
  const answers = asked.length > 0 || complaint ? asked : toldFromTopicText(message, turn);
  // "Gracias. Ella tiene ochenta años…" after sympathy thanks for it: no "¡De nada!" before what it goes on to tell
  const thanksForSympathy =
    message.thanks &&
    THANKS_THEN_MORE.test(message.text.raw) &&
    !saidToThePartner(message.text.raw.replace(THANKS_LEAD, '')) &&
    turn.previousLearnerMessage !== undefined &&
    deps.news.moodOf(turn.previousLearnerMessage) === 'bad';
  const reaction = reactionParts(thanksForSympathy ? { ...message, thanks: false } : message, {
    difficulty,
    seed,
    phrases,
    register: plan.register ?? 'tú',
    glossary: deps.glossary,
    partnerSaid: state.partnerSaid,
    heard: (spanish) => deps.inVariety(spanish, turn.variety),
    ...(turn.recast ? { recast: turn.recast } : {}),
    // The word lists are read without accents: "frio" would pass for "frío" and be said back misspelt.
    canEcho: (phrase) => canEcho(phrase, turn),
    serves: turn.scene.serves,
    inRole: inRole(turn),
    answered: answers.length > 0,
    afterSadNews: goesOnAfterSadNews(turn, message),
    ...(turn.newsSaidBack ? { newsSaidBack: turn.newsSaidBack } : {}),
    namesTheSetting: (phrase) => namesTheSetting(phrase, turn.topic.title),
    asksToKnow: deps.addressing.asksToKnow,
    ruledOut: (line) => leavesOutWhatIsRuledOut(turn, message, message.text.raw, line),
  });
  const unanswered = message.isQuestion && answers.length === 0 ? message.text.raw : undefined;
  if (turn.ordered.length > 0 || ((turn.unsold.length > 0 || turn.soldByThePiece) && !answers.length))
    return orderParts(turn, reaction, answers, unanswered);
  if (answers.length > 0) return answerParts(turn, message, reaction, answers);
  // "El calentador no funciona": one who serves says they will look at it and waits; asking next what the learner
  // is looking for, or how they heard of the place, would not have listened
  if (message.mood === 'complaint' && turn.scene.serves && reaction.length > 0) return reaction;
  const followUp = followUpOnNews(turn, message);
  const tail = followUp ? [followUp] : nextOrNothing(turn);
  // a reply says something: with no reaction, the question stays ("¿Algo más?")
  return reaction.length > 0 || tail.length > 0 ? [...reaction, ...tail] : [questionOrClose(turn)];
}

/**
 * After news of someone (one whose sympathy names them: "lo de tu abuela", "lo de tu perro"), a friend asks how the
 * learner is now rather than moving on to the next question of the topic; each wording once. News of how the learner
 * is now ("Estoy muy cansada", "Me duele la rodilla") is not asked about again. A scene that serves, a role the
 * partner keeps to (but after a death, unless in usted), one that serves (a waiter, a landlord) and a formal one (the
 * doctor, the interviewer: no such phrases) go on with their own business.
 */
function followUpOnNews(turn: Turn, message: LearnerMessage): ReplyPart | undefined {
  const { scene, plan } = turn;
  if (message.mood !== 'bad' || !message.newsAbout || message.blamesPartner) return undefined;
  // news of someone ("Mi abuela está en el hospital", "Mi perro se murió"); a thing lost, burnt or broken ("Se me
  // quemó el arroz", "Mis tomates no crecen bien") is a mishap to be sorry for, not to ask how one is after
  if (!namesABeing(message.newsAbout)) return undefined;
  // (a role asks too after a death, "¿Y cómo lo llevas?", never its next question about the building, and a neighbour
  // after any bad news; a sick pet at the vet's is its business, asked about in its own questions)
  const roleGoesOn = plan.playsARole && !plan.asksAfterNews && (plan.register === 'usted' || !message.newsDeath);
  if (scene.serves || roleGoesOn || turn.deps.news.feltNow(message.text.raw)) return undefined;
  const fresh = (turn.phrases.newsFollowUp?.[turn.difficulty] ?? []).filter(
    (line) => !turn.state.partnerSaid.some((said) => said.includes(normaliseText(line.es))),
  );
  return fresh.length > 0 ? { line: pickVariant(fresh, turn.seed) } : undefined;
}

const QUESTION_END = /(?<=\?)\s+/u;
/** "¿Te gusta?", "¿Y a usted le gusta?": a liking asked with nothing named. */
const LIKES_IT = /^¿\s*(?:y\s+)?(?:a\s+(?:ti|usted)\s+)?(?:te|le)\s+(gusta|gustan|encanta|encantan)\s*\?$/iu;
/** "¿Te gusta tu trabajo?", "¿Le gustan sus vecinos?": a liking of the partner's own. */
const LIKES_ITS_OWN = /(?<!\p{L})(?:te|le)\s+(?:gusta|gustan|encanta|encantan)\s+(?:tu|tus|su|sus)\s/iu;

/**
 * "¿A qué hora abre? ¿Hay clases de yoga?": each of the first two questions is answered on its own, the first also
 * from what the whole message says (its topic answer, the question it asks back); one answer when they are the same.
 */
function answersTo(message: LearnerMessage, turn: Turn): Answer[] {
  const asked = message.text.raw
    .split(QUESTION_END)
    .flatMap(twoAskedInOne)
    .filter((part) => part.trim().endsWith('?') && part.split(/\s+/u).length >= 2);
  // "¿Y tú? ¿De dónde eres?": the "¿Y tú?" leads in to the question after it, asked once
  const leading = asked.filter((question, index) => index === asked.length - 1 || !asksOnlyAndYou(question));
  const questions = thingThenItsQuestion(leading);
  // "¿Tú qué opinas? ¿Deberían prohibir los móviles?": one view asked, in two questions
  if (questions.length < 2 || !asksPartner(message) || opinionAsked(message.text.raw, turn)) {
    // two questions joined into one ("¿Y las botas? ¿Cuánto valen?") are asked as joined
    const joined = questions.length < leading.length ? { raw: questions[0]!, whole: true } : undefined;
    // "Y una tostada. ¿Tenéis wifi?": a question that names its own thing is asked of that thing, not of what the
    // turn told before it; "Mi gato necesita la vacuna. ¿Cuánto cuesta?" asks of the vaccine
    // (beside an order only: "Soy estudiante. ¿Tengo que pagar la entrada?" is asked with what it told)
    const opened = questions.length === 1 ? lastQuestionOf(questions[0]!) : '';
    const ownThing =
      turn.ordered.length > 0 &&
      opened.trim() !== message.text.raw.trim() &&
      analyze(opened).tokens.some((token) => token.reading?.pos === 'noun');
    const answer =
      (ownThing && !joined ? answerTo(message, turn, { raw: opened, whole: false }) : undefined) ??
      answerTo(message, turn, joined);
    return answer ? [{ line: answer, question: questions[0] ?? message.text.raw }] : [];
  }
  const answers: (Answer | string)[] = [];
  for (const [index, question] of questions.slice(0, 2).entries()) {
    // "¿Puedo encargar un pastel de tres leches? ¿Cuánto cuesta?": the second asks the price of the first one's cake
    const ofTheFirst = index === 1 && turn.deps.topicText.asksAFigureOfNothingNamed(question);
    const raw = ofTheFirst ? `${questions[0]!} ${question}` : question;
    const answer = answerTo(message, turn, { raw, whole: index === 0 });
    // …and its figure answers that there is one: no "eso lo tengo que revisar" of the first beside it
    if (answer && ofTheFirst && answers[0] === questions[0]) answers.shift();
    if (!answer) answers.push(question);
    else if (!answers.some((said) => typeof said !== 'string' && saysTheSame(said.line.es, answer.es)))
      answers.push({ line: answer, question });
  }
  if (answers.every((said) => typeof said === 'string')) return [];
  // "¿A qué hora es el desayuno? ¿Y la contraseña del wifi?": the one it cannot answer is said so, not passed over,
  // unless another answer already speaks of its thing ("No tengo hijos; el puesto es de mi familia" has said what
  // it knows of "¿Trabajan en el puesto?")
  const answered = answers.flatMap((said) => (typeof said === 'string' ? [] : [normaliseText(said.line.es)]));
  // "¿Tienes un hobby? ¿Qué te gusta hacer?": the partner knows its own life, and what it answered of it says it; a
  // "no lo sé" of itself beside that answer contradicts it (one at work may well have to check: "¿Tienes cajas?")
  // in a role too, what it is or was ("¿Fuiste bailarina profesional?"): never "tendría que revisarlo" of itself
  const ofItself = (question: string) =>
    analyze(question).tokens.some((token) => {
      const reading = token.reading;
      if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.person !== 2) return false;
      return !inRole(turn) || reading.lemma === 'ser' || ['preterite', 'imperfect'].includes(reading.tense ?? '');
    });
  return answers
    .map((said) => (typeof said !== 'string' ? said : ofItself(said) ? undefined : notKnownAbout(said, turn, answered)))
    .filter((said): said is Answer => said !== undefined);
}

/**
 * "¿Y las botas de piel? ¿Cuánto valen?": a thing named with no verb, then a question that names none, is one
 * question ("¿Cuánto valen las botas de piel?"), answered once, never the second with any thing's price.
 */
function thingThenItsQuestion(questions: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < questions.length; index++) {
    const thing = questions[index]!;
    const next = questions[index + 1];
    const verbless = !analyze(thing).tokens.some((token) => token.reading?.pos === 'verb');
    if (next && verbless && nounLemmasOf(thing).size > 0 && nounLemmasOf(next).size === 0) {
      const named = thing.replace(/^\s*¿\s*(?:y\s+)?/iu, '').replace(/\?\s*$/u, '');
      joined.push(`${next.trim().replace(/\?\s*$/u, '')} ${named}?`);
      index++;
    } else joined.push(thing);
  }
  return joined;
}

/** "y" and a question word inside one question ("¿De dónde eres y cuántos años tienes?"). */
const AND_ASKED =
  /,?\s+y\s+(?=(?:qué|cuánt\p{L}*|dónde|adónde|cómo|cuándo|quién(?:es)?|cuál(?:es)?|por qué)(?!\p{L}))/iu;

/** "¿De dónde eres y cuántos años tienes?" is two questions, each answered: "¿De dónde eres?", "¿Cuántos años tienes?". */
function twoAskedInOne(question: string): string[] {
  const trimmed = question.trim();
  if (!trimmed.endsWith('?')) return [question];
  const parts = trimmed.split(AND_ASKED);
  if (parts.length !== 2) return [question];
  const [first, second] = parts as [string, string];
  return [`${first}?`, `¿${second}`];
}

/** "¿La contraseña del wifi? Pues no estoy segura.": a question of two it has no answer for, named. */
function notKnownAbout(question: string, turn: Turn, answered: readonly string[] = []): Answer | undefined {
  const phrase = askedThing(question, turn);
  // ("¿Y cuánto cuesta ida y vuelta?" asks of no "¿La ida?")
  if (!phrase || goesOnWithAnother(phrase, question)) return undefined;
  const noun = normaliseText(phrase).split(' ').at(-1)!;
  if (answered.some((line) => ` ${line} `.includes(` ${noun} `))) return undefined;
  const kind = inRole(turn) ? 'questionAboutInRole' : 'questionAbout';
  const line = pickVariant(turn.phrases.reactions[kind][turn.difficulty], turn.seed);
  return { line: fillLine(line, { x: echoSlot(phrase, turn.deps.glossary) }), question: '' };
}

/** Whether the partner plays someone at work: a role of the learner's topic, or a scene that serves or advises. */
function inRole(turn: Turn): boolean {
  return turn.plan.playsARole === true || turn.scene.serves === true || turn.scene.advises === true;
}

const THING_WORDS = new Set(['noun', 'adjective', 'determiner', 'proper-noun']);

/** An answer and the question it answers, whose thing it may name first. */
interface Answer {
  line: BilingualLine;
  question: string;
}

/** What a question asks about, as far as the partner can say it back ("¿Qué barrio…?" → "el barrio"). */
function askedThing(question: string, turn: Turn): string | undefined {
  // "¿Y tú, Marco, …?": the partner's name is whom it asks, not what
  // "¿Cómo llego desde el Zócalo?": where the learner starts from is not what they ask about
  const padded = ` ${normaliseText(question)} `;
  // one question of a turn that asks two ("¿…este puesto? ¿Es un negocio familiar?"): its own words only, never a
  // phrase joined across them ("¿Este puesto y un negocio familiar?"); a pronoun as the noun the turn told for it
  // ("Tengo un perro, ¿es posible vivir con él?" asks of the dog)
  const opened = /¿[^¿?]*\?/u.exec(question);
  const own = opened ? (withObjectNamed(opened[0], question.slice(0, opened.index)) ?? opened[0]) : question;
  const asked = turn.deps.nounPhrases
    .thingsNamed(withoutLeadIn(own), turn.plan.register ?? 'tú', true)
    .find((phrase) => !padded.includes(` desde ${normaliseText(phrase)} `));
  // "¿Conoces su música?": "su" may be the partner's (usted) or another's, so "¿Su música?" may say the wrong one
  if (!asked || UNCLEAR_OWNER.test(asked)) return undefined;
  return sayable(asked, { canEcho: (said) => canEcho(said, turn) });
}

/**
 * "¿…el billete de ida y vuelta?": a phrase the question goes on with "y" or "o" and another thing is not all it asks
 * about ("¿Cuál es tu comida favorita y por qué?" still is); the phrase as the question says it ("tu comida" is said
 * back "mi comida").
 */
function goesOnWithAnother(phrase: string, question: string): boolean {
  const asWritten = normaliseText(phrase).split(' ').slice(1).join(' ');
  const rest = ` ${normaliseText(question)} `.split(` ${asWritten} `)[1] ?? '';
  const [joiner, joined] = rest.trim().split(' ');
  const goesOn = joined ? analyze(joined).tokens[0]?.reading?.pos : undefined;
  return JOINERS.has(joiner ?? '') && goesOn !== undefined && THING_WORDS.has(goesOn);
}

/** Whether every noun of a phrase is a word of the topic's title: the scene itself, not news of the learner's. */
function namesTheSetting(phrase: string, title: string): boolean {
  const titled = new Set(normaliseText(title).split(' '));
  const nouns = analyze(phrase).tokens.filter((token) => token.reading?.pos === 'noun');
  return nouns.length > 0 && nouns.every((noun) => titled.has(normaliseText(noun.text)));
}

/** Whether every word of a phrase is one the partner can say back as written (known, with its accents). */
function canEcho(phrase: string, { deps, plan }: Pick<Turn, 'deps' | 'plan'>): boolean {
  return phrase.split(' ').every((word) => !lacksItsAccent(word) && knownForEcho(word, deps, plan));
}

/** Prepositions whose phrase says where or with what a thing is done, not what is asked of ("a" may mark a person). */
const PLACE_PREPOSITIONS = new Set(['en', 'de', 'del', 'con', 'para', 'por', 'desde', 'hasta', 'sin', 'sobre']);

/** Whether the question writes the phrase's noun after a preposition ("fumar en la habitación"). */
function afterAPlace(phrase: string, question: string): boolean {
  const noun = normaliseText(phrase).split(' ').at(-1)!;
  const words = normaliseText(question).split(' ');
  const at = words.indexOf(noun);
  return words.slice(Math.max(0, at - 3), at).some((word) => PLACE_PREPOSITIONS.has(word));
}

/**
 * "¿A qué hora es el desayuno?" → "¿El desayuno? A las ocho.": an answer that does not name what the question asks
 * about says it first, as people do, so each of two answers is heard as the answer to its own question.
 */
function namingWhatWasAsked(answer: Answer, turn: Turn): BilingualLine {
  const phrase = askedThing(answer.question, turn);
  if (!phrase || goesOnWithAnother(phrase, answer.question)) return answer.line;
  // "¿Se puede fumar en la habitación?" → "No, lo siento: no está permitido.": a yes or a no answers a question of
  // yes or no as a whole; "¿La habitación? No…" would deny the room, which only says where (a thing asked of,
  // "¿El seguro está incluido?", is still named first)
  if (
    /^(?:sí|no)\b/iu.test(answer.line.es) &&
    !QUESTION_WORD.test(answer.question) &&
    afterAPlace(phrase, answer.question)
  )
    return answer.line;
  // by its lemma too: "Tengo un hermano" names what "¿Tienes hermanos?" asks ("¿Los hermanos? Tengo un hermano…")
  const answerWords = new Set([
    ...normaliseText(answer.line.es).split(' '),
    ...wordTokens(answer.line.es).map((token) => normaliseText(token.reading?.lemma ?? token.text)),
  ]);
  const nounsOf = (named: string) =>
    wordTokens(named).filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun');
  const named = (noun: ReturnType<typeof nounsOf>[number]) =>
    answerWords.has(normaliseText(noun.text)) || answerWords.has(normaliseText(noun.reading?.lemma ?? ''));
  // "¿Tenéis servicio de lavandería o hay alguna por el barrio?" answered "Tenemos servicio de lavandería…": an answer
  // that names any thing the question asks of is heard as its answer, with no "¿El barrio?" before it
  const own = /¿[^¿?]*\?/u.exec(answer.question)?.[0] ?? answer.question;
  const asked = turn.deps.nounPhrases.thingsNamed(withoutLeadIn(own), turn.plan.register ?? 'tú', true);
  if (nounsOf(phrase).length === 0 || [phrase, ...asked].some((thing) => nounsOf(thing).some(named)))
    return answer.line;
  // "¿Lees mucho o prefieres ver películas?" answered «Ahora leo una novela»: a choice whose doing the answer says it
  // does is answered by it ("¿Las películas? Ahora leo…" would take it for one of the films)
  const doingsAsked = new Set(contentLemmasOf(wordTokens(own).filter((token) => token.reading?.pos === 'verb')));
  const saysItDoes = wordTokens(answer.line.es).some(
    ({ reading }) => reading?.pos === 'verb' && reading.person === 1 && doingsAsked.has(normaliseText(reading.lemma)),
  );
  if (/\s[ou]\s/u.test(own) && saysItDoes) return answer.line;
  const echo = echoSlot(phrase, turn.deps.glossary);
  return {
    es: `¿${capitalise(echo.es)}? ${answer.line.es}`,
    en: `${echo.en.startsWith('"') ? echo.en : capitalise(echo.en)}? ${answer.line.en}`,
  };
}

/** The topic's closing line and a goodbye; the screen, not the character, offers to end the conversation. */
function goodbyeParts({ plan, difficulty, seed, deps, phrases, state }: Turn): ReplyPart[] {
  const farewell = { line: pickVariant(phrases.farewell[difficulty], seed) };
  // a second goodbye ("Gracias por todo, doctora." then "¡Hasta luego!") gets a short one, not the closing again
  const closing = normaliseText(plan.closing.es);
  if (state.partnerSaid.some((said) => said.includes(closing))) return [farewell];
  return [{ line: plan.closing }, ...(deps.leaveTaking.saysGoodbye(plan.closing.es) ? [] : [farewell])];
}

/**
 * An order is taken up item by item ("Muy bien: dos cafés y una tostada"), never as "Dos, ¡qué interesante!".
 * A corrected order keeps its recast first ("¿Las manzanas rojas?"), then the order taken; a fixed accent or
 * spelling needs none, the order line says the word right.
 */
function orderParts(
  turn: Turn,
  reaction: ReplyPart[],
  answers: readonly Answer[] = [],
  /** The turn, when it asks a question beside its order that nothing answers: the reaction says so, and is kept. */
  unanswered?: string,
): ReplyPart[] {
  const unsold = turn.deps.scenes.unsoldLine(turn.unsold);
  const taken = turn.ordered.length > 0 ? [{ line: turn.deps.scenes.orderLine(turn.ordered, turn.variety) }] : [];
  // (a question of the very thing ordered, "Quiero un carro pequeño, ¿es posible?", the order line answers)
  const askedOfAnother =
    unanswered !== undefined && !taken.some((order) => namesAll(order.line.es, lastQuestionOf(unanswered)));
  const grammarFixed = (turn.recastOfCorrection && turn.fixedGrammar) || askedOfAnother;
  // the answer to a question asked with the order ("¿Cuánto es?") after the order is taken; one that says the
  // order again with its price says all the order line would
  const answered = answers.map(({ line }) => ({ line }));
  if (answered.some((part) => taken.some((order) => namesAll(part.line.es, order.line.es)))) taken.length = 0;
  // "Ah, ¿también quieres tres mangos y una piña? Entiendo." says no more than "Muy bien: tres mangos y una piña.",
  // which says the corrected words too: the order is taken, not asked back
  const recast = reaction.filter((part) => !taken.some((order) => linesRepeat(part.line.es, order.line.es)));
  return [
    ...(grammarFixed ? recast : []),
    ...taken,
    ...answered,
    ...(unsold ? [{ line: unsold }] : []),
    ...(turn.soldByThePiece ? [{ line: turn.soldByThePiece }] : []),
    ...nextOrNothing(turn),
  ];
}

/**
 * The answers to what the turn asks: none to a complaint to one who serves (an apology and a fix instead), nor to an
 * order that asks nothing; an order with a question ("Quiero un café con leche. ¿Cuánto es?") has it answered too.
 */
function questionsAnswered(turn: Turn, message: LearnerMessage, complaint: boolean): Answer[] {
  return (turn.ordered.length > 0 && !message.isQuestion) || complaint ? [] : answersTo(message, turn);
}

/** Whether `text` names every noun `other` names, by word or lemma ("Un café con leche: 1,80 euros" of the order). */
function namesAll(text: string, other: string): boolean {
  const named = new Set(
    analyze(text).tokens.flatMap((token) => [token.text, token.reading?.lemma ?? ''].map(normaliseText)),
  );
  return analyze(other)
    .tokens.filter((token) => token.reading?.pos === 'noun')
    .every((token) => named.has(normaliseText(token.reading!.lemma)) || named.has(normaliseText(token.text)));
}

/**
 * The answer comes first; a reaction stays only when the learner also told us something ("Soy Ana, ¿y tú?").
 * So does sympathy for a complaint the answer is advice for ("Me duele la cabeza": "¡Oh, lo siento! Tome…").
 */
function answerParts(
  turn: Turn,
  message: LearnerMessage,
  reaction: ReplyPart[],
  answers: readonly Answer[],
): ReplyPart[] {
  const told =
    message.name ||
    message.places.length > 0 ||
    message.like ||
    message.number ||
    turn.recast ||
    message.mood === 'bad';
  // a scene's facts are written for tú: said to usted where the plan asks for it and the core can turn them
  const lines = answers.map(({ line, question }): ReplyPart => {
    const said = turn.plan.register === 'usted' ? { ...line, es: toUsted(line.es) ?? line.es } : line;
    const named = (answer: BilingualLine) => namingWhatWasAsked({ line: answer, question }, turn);
    const shorterAnswer = firstSentence(said);
    return { line: named(said), shorter: shorterAnswer ? [named(shorterAnswer), shorterAnswer] : [] };
  });
  return [...(told ? reaction : []), ...lines, ...nextOrNothing(turn)];
}

/**
 * What follows the reaction: the next question, or, in a role whose questions are used up, "¿Algo más?" once; a
 * customer who goes on after it is not asked it again every turn.
 */
function nextOrNothing(turn: Turn): ReplyPart[] {
  const next = questionOrClose(turn);
  if (!turn.plan.playsARole) return [next];
  const listening = turn.phrases.stillListening[turn.difficulty];
  const last = turn.state.partnerSaid.at(-1) ?? '';
  const saidLast = listening.some((line) => last.includes(normaliseText(turn.deps.inVariety(line.es, turn.variety))));
  return saidLast && listening.some((line) => line.es === next.line.es) ? [] : [next];
}

/**
 * "¿Dónde está la clínica?": the street the topic gives; "¿Se puede fumar?" of "No smoking anywhere in the
 * building"; "¿Qué me recomienda?" of an English topic's recommendation, by the names it gives; "Mi hija tiene seis
 * años. ¿Puede remar sola?" of "Kids can paddle from age 8", by the ages the turn tells before its question.
 */
function topicReaderAnswer(turnText: string, turn: Turn): string | undefined {
  const { addresses, englishAgeRules, englishProhibitions, englishRequirements, englishRecommendations } = turn.deps;
  const question = lastQuestionOf(turnText);
  return (
    englishAgeRules.answerFor(turnText, turn.topic) ??
    turn.deps.lackedRequirements.answerFor(turnText, turn.topic) ??
    addresses.answer(question, turn.topic) ??
    englishProhibitions.answerFor(question, turn.topic) ??
    turn.deps.englishOnlyRules.answerFor(question, turn.topic) ??
    turn.deps.groupLimits.answerFor(question, turn.topic) ??
    englishRequirements.answerFor(question, turn.topic) ??
    turn.deps.englishRefusals.answerFor(turnText, turn.topic) ??
    englishRecommendations.answerFor(question, turn.topic)
  );
}

/** A sum of the topic's own prices the turn asks for: a discount, people, extras, a stay, an order, the cheapest. */
function topicTotalFor(message: LearnerMessage, raw: string, turn: Turn): string | undefined {
  const totals = turn.deps.topicTotals;
  const told = [turn.state.earlierLearnerText, message.text.raw];
  // "¿Y un kayak individual por tres horas?" after a price asked: the price asked again, of the thing and length now
  const previous = previousAsked(turn);
  const asked = (previous && turn.deps.topicText.askedAgainOf(raw, previous)) ?? raw;
  const line =
    turn.deps.roundTrips.answer(raw, turn.learnerMessages, turn.topic) ??
    // "¿Cuánto pago hoy al dejarlo?" of "Se paga la mitad al dejar el equipo…": that share of the chosen thing
    turn.deps.paidShares.answer(message.text.raw, turn.learnerMessages, turn.topic) ??
    totals.discountedFor(message.text.raw, told, turn.topic) ??
    totals.peopleTotalFor(message.text.raw, told, turn.topic) ??
    totals.addedTotalFor(message.text.raw, turn.learnerMessages, turn.topic) ??
    totals.totalFor(asked, told, turn.topic) ??
    totals.orderTotalFor(raw, turn.learnerMessages, turn.topic) ??
    totals.cheapestFor(raw, turn.topic) ??
    turn.deps.englishOrderTotals.totalFor(message.text.raw, turn.topic) ??
    turn.deps.orderBill.totalFor(message.text.raw, turn.learnerMessages, turn.topic);
  // a sum that leaves out a thing the message names is not the sum asked for: better none than a wrong one
  return line && !turn.deps.namedInTotal.leavesOut(message.text.raw, line, turn.topic) ? line : undefined;
}

/**
 * The partner's answer to a question put to it: its scene (prices, the bill, its persona, the scene's facts) in the
 * learner's variety, then the topic's answer bank, then the persona. A question nothing answers gets an honest
 * "no lo sé" from the reactions, never an invented fact.
 */
function answerTo(
  message: LearnerMessage,
  turn: Turn,
  asked: { raw: string; whole: boolean } = { raw: message.text.raw, whole: true },
): BilingualLine | undefined {
  // "Tengo un perro pequeño, ¿es posible vivir con él?": a pronoun whose noun the same turn told is read as that noun
  // first (what the turn itself says, no guess): the readers find a topic's facts by the nouns a question names
  const toldInTurn = message.text.raw.slice(0, Math.max(0, message.text.raw.indexOf(asked.raw)));
  const resolved = withObjectNamed(asked.raw, toldInTurn);
  const answer =
    (resolved ? answerAsWritten(message, turn, { ...asked, raw: resolved }) : undefined) ??
    answerAsWritten(message, turn, asked);
  if (answer) return answer;
  // "¿Dónde nos vemos y a qué hora?": each ask apart, what each finds said in turn
  const halves = questionHalves(asked.raw);
  const answers = (halves ?? []).flatMap((raw) => answerAsWritten(message, turn, { ...asked, raw }) ?? []);
  if (answers.length > 0 && new Set(answers.map((line) => line.es)).size === answers.length)
    return { es: answers.map((line) => line.es).join(' '), en: answers.map((line) => line.en).join(' ') };
  // Asked again in other words, when as written it finds nothing (each a guess of what the learner meant, so never
  // before their own words):
  const rewrites = [
    // "Mi rueda está pinchada. ¿Cuánto cuesta arreglarla?": of the thing its pronoun stands for, told before this turn
    () => (resolved ? undefined : withObjectNamed(asked.raw, `${turn.previousLearnerMessage ?? ''} ${toldInTurn}`)),
    // "¿Ponéis alguna película en versión original?" of a cinema that names the kind, never its films
    () => withTheModifierAsked(asked.raw),
    // "¿Cuánto cuesta un kayak para dos personas?" of a topic that prices a "double kayak"
    () => turn.deps.topicText.inOneWord(asked.raw),
  ];
  for (const rewrite of rewrites) {
    const raw = rewrite();
    const again = raw ? answerAsWritten(message, turn, { ...asked, raw }) : undefined;
    if (again) return again;
  }
  return undefined;
}

function answerAsWritten(
  message: LearnerMessage,
  turn: Turn,
  { raw, whole }: { raw: string; whole: boolean },
): BilingualLine | undefined {
  const { scenes } = turn.deps;
  const asks = asksPartner(message) && message.askBack?.kind !== 'andYou';
  // one question of several: what the message as a whole says (its topic answer, what it asks back) is the first's
  // of several questions, each asks back what it itself asks ("¿Tienes tarta? ¿Y de dónde eres?": only the second)
  const ownAskBack = raw === message.text.raw ? message.askBack : turn.deps.askBack.find(tokenise(raw));
  const ofMessage = { ...message, askBack: ownAskBack, topicAnswer: whole ? message.topicAnswer : undefined };
  // Prices and the bill come from the scene first: the answer bank's fixed sums cannot know what was ordered.
  // at a check-out nothing is ordered: the bill is for the stay the learner told of ("Me quedé tres noches…")
  const commerce = asks
    ? scenes.commerce(raw, turn.scene, turn.variety, turn.orders.length > 0 ? turn.orders : turn.stayed())
    : undefined;
  // A topic's own scene speaks for its persona (the waitress from Valencia); the general persona answers elsewhere.
  const persona = asks && turn.scene.own ? scenes.persona(raw, turn.scene, turn.variety) : undefined;
  // The answer bank is written for Latin America: a learner from Spain hears the own scene's Spain answer first
  const ownSceneFact =
    asks && turn.scene.own && turn.variety === 'spain'
      ? scenes.knowledge(raw, turn.scene, turn.variety, turn.state.earlierLearnerText, message.text.raw)
      : undefined;
  const advice = asks ? undefined : unaskedAdvice(message, turn, raw);
  // What the learner wrote their topic to be about answers before any role's made-up facts and figures.
  const topicText = asks ? topicTextAnswer(raw, turn) : undefined;
  // a figure the topic gives but the partner cannot say (a word it cannot vouch for) is never made up instead
  const madeUpFigure = asks && !topicText && turn.deps.topicText.holdsFigureAsked(raw, turn.topic);
  const withoutMadeUpFigure = (line: BilingualLine | undefined) =>
    line && roleFactFits(line, raw, turn, madeUpFigure) ? line : undefined;
  const candidates: (() => BilingualLine | undefined)[] = [
    () => advice,
    // "¿Cuánto le debo?" after "tres noches": the topic's price per night times the nights, before the price alone
    () => (asks && !turn.topic.defaultTopicId ? sameInBothIfAny(topicTotalFor(message, raw, turn)) : undefined),
    // "¿Cuánto tiempo lleva usted trabajando aquí?", "¿Cada cuánto vas al cine?": asked of the partner's doing, which
    // no fact of the scene or the topic answers ("trabajar" cues the doctor's advice to rest; "una semana de
    // antelación" is no time the partner has worked)
    () => (asks ? habitOf(withoutLeadIn(raw), turn, 'when') : undefined),
    // the street, a prohibition, an English recommendation: before any fact that names the place or the thing
    () => (asks ? sameInBothIfAny(topicReaderAnswer(raw, turn)) : undefined),
    () => topicText,
    // "¿A qué hora sale el último bus?": the latest of the times the topic lists, where no sentence says which it is
    () => (asks ? sameInBothIfAny(turn.deps.ordinalTimes.answer(raw, turn.learnerMessages, turn.topic)) : undefined),
    // a frame's prices are made up: where the learner's topic gives prices of its own they would contradict it
    // (and a frame's price said to a question of no figure, "¿Puedo fumar en el dormitorio?", contradicts it too)
    () => {
      if (turn.topic.defaultTopicId || !commerce) return commerce;
      return madeUpFigure || turn.deps.topicText.contradictsItsFigures(commerce.es, turn.topic) ? undefined : commerce;
    },
    // "¿Conoces Granada?": whether it knows that place, before what its scene says of places in general
    () =>
      asks ? placeAnswer(raw, turn.deps.content.persona.places, turn.variety, () => placesKnown(turn)) : undefined,
    // "¿Qué opinas del turismo masivo?": a view, weighed, before any fact of the topic that names its words (a choice
    // it can pick comes first: "¿Crees que es mejor el tren o el avión?")
    () => (asks && opinionAsked(raw, turn) ? opinionOf(raw, turn) : undefined),
    // "¿Vas mucho al cine o…?": the persona's own line that says which, before a fact that only names its words
    // (a frame's own facts for Spain hold made-up figures too: "El alquiler es de setecientos euros" of a flat whose
    // topic gives its own bills)
    () => (asks ? livedChoiceOf(raw, turn) : undefined) ?? withoutMadeUpFigure(ownSceneFact),
    () => ofMessage.topicAnswer,
    // at the doctor's, advice ("¿Estaré mejor para el fin de semana?") before any taste of the persona
    () =>
      asks && turn.scene.own && turn.scene.advises && turn.variety !== 'spain'
        ? withoutMadeUpFigure(
            scenes.knowledge(raw, turn.scene, turn.variety, turn.state.earlierLearnerText, message.text.raw),
          )
        : undefined,
    // "¿Cuánto tiempo llevas trabajando aquí? ¿Te gusta?": a liking asked with nothing named is of what came before
    () => {
      const bare = asks ? LIKES_IT.exec(raw.trim()) : null;
      if (!bare) return undefined;
      const { likeIt, likeThem } = turn.deps.content.persona.tastes.answers;
      return bare[1]!.toLowerCase().endsWith('n') ? likeThem : likeIt;
    },
    // "¿Te gusta tu trabajo?" asks whether it likes it, not what it is
    () =>
      asks && LIKES_ITS_OWN.test(raw)
        ? tasteAnswer(turn.deps.content.persona.tastes, raw, message.named[0])
        : undefined,
    () => persona,
    // "¿Prefieres el mar o la montaña?": the partner picks one and says it ("Prefiero la montaña.")
    () => (asks ? choiceOf(raw, turn) : undefined),
    () => (ofMessage.askBack?.kind === 'fact' ? askBackAnswer(message, ofMessage.askBack, turn) : undefined),
    () => (asks ? tasteAnswer(turn.deps.content.persona.tastes, raw, message.named[0]) : undefined),
    () => (ofMessage.askBack ? askBackAnswer(message, ofMessage.askBack, turn) : undefined),
    // what a learner's role's own scene knows ("el desayuno se sirve de siete a diez") before a service's general times
    () =>
      asks && !turn.topic.defaultTopicId
        ? withoutMadeUpFigure(
            scenes.knowledge(raw, turn.scene, turn.variety, turn.state.earlierLearnerText, message.text.raw),
          )
        : undefined,
    // A learner's topic where the partner serves them: the price, when it is ready, how long it takes, in role.
    () =>
      asks && !madeUpFigure
        ? inventingNothing(turn.deps.service.answer(raw, turn.topic, turn.variety), raw, turn)
        : undefined,
    // "¿Viajas mucho?" is a question of the plan: the partner answers it as it answers its own.
    () => (asks ? questionsIn(raw, normaliseText(raw), turn.plan)[0]?.question.answer : undefined),
    () =>
      asks
        ? withoutMadeUpFigure(
            scenes.knowledge(raw, turn.scene, turn.variety, turn.state.earlierLearnerText, message.text.raw),
          )
        : undefined,
    () => (asks ? turn.deps.service.offers(raw, turn.topic, (phrase) => canEcho(phrase, turn)) : undefined),
    // "¿Tú cocinas mucho?": what the partner does, yes or no from its tastes; what one of the persona's other topics
    // says of that doing first ("¿Tocas algún instrumento?" with technology: «No, pero quiero aprender a tocar la
    // guitarra», never a "Sí, de vez en cuando…" that the hobbies topic contradicts)
    () => {
      const habit = asks ? habitOf(raw, turn, 'yesNo') : undefined;
      const { earlierLearnerText } = turn.state;
      return habit
        ? (scenes.ownLifeElsewhere(raw, turn.scene, turn.variety, earlierLearnerText, message.text.raw) ?? habit)
        : undefined;
    },
    // "¿Hace cuánto tiempo trabajas aquí?": since when, of the partner's own work, when no fact says it
    () => (asks ? habitOf(raw, turn, 'sinceOwnLife') : undefined),
    // "¿Crees que la energía nuclear debería…?": a view, when nothing else answers
    () => (asks && opinionAsked(raw, turn, true) ? opinionOf(raw, turn) : undefined),
    // "¿Te gusta el fútbol?" about a thing no taste names: a mild view, never "no lo sé" nor an invented taste.
    () => (asks ? tasteAnswer(turn.deps.content.persona.tastes, raw, message.named[0], true) : undefined),
    () => (asks ? followUpAnswer(raw, turn, madeUpFigure) : undefined),
  ];
  return firstFitting(candidates, { raw, asks, fromTopic: topicText }, message, turn);
}

/**
 * "¿Qué me recomiendas? Soy intolerante a la lactosa": whether a line may offer what the learner ruled out, in this
 * turn or any before ("Soy celíaca" holds all conversation), where the question asks what to have.
 */
function leavesOutWhatIsRuledOut(turn: Turn, message: LearnerMessage, question: string, line: string): boolean {
  return turn.deps.restrictions.unmet(`${turn.state.earlierLearnerText} ${message.text.raw}`, question, line);
}

/** The first candidate answer that fits the question, or none where the first says what may be ruled out. */
function firstFitting(
  candidates: readonly (() => BilingualLine | undefined)[],
  { raw, asks, fromTopic }: { raw: string; asks: boolean; fromTopic: BilingualLine | undefined },
  message: LearnerMessage,
  turn: Turn,
): BilingualLine | undefined {
  // "¿Qué te gusta cocinar a ti?" asks what, not whether: an answer that opens with "sí" or "no" is for another question
  const asksWhat = ASKS_WHAT.test(raw);
  for (const candidate of candidates) {
    const answer = candidate();
    if (!answer || (asksWhat && YES_OR_NO_FIRST.test(answer.es))) continue;
    // (the learner's own topic text was found by what the question names, its label too: "Sabores sin lactosa: …")
    if (asks && answer !== fromTopic && leavesOutWhatIsRuledOut(turn, message, raw, answer.es)) return undefined;
    return answer;
  }
  return undefined;
}

/** Thanks said on their own, then something more: "Gracias. Ella tiene ochenta años…", "Gracias, ya estoy mejor". */
// "Gracias, doctora." is thanks said to someone; only a sentence after the thanks goes on with the story.
const THANKS_THEN_MORE = /^[\s¡]*(?:muchas\s+)?gracias\s*[.,!;]\s*(?!\p{L}+[\s.!]*$)\p{L}/iu;
const THANKS_LEAD = /^[\s¡]*(?:muchas\s+)?gracias\s*[.,!;]\s*/iu;

/** "…eres muy amable", "es usted un sol": what follows the thanks is said of the partner, and thanks them too. */
function saidToThePartner(text: string): boolean {
  const verbs = analyze(text).tokens.filter(
    (token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite',
  );
  const usted = /(?<!\p{L})usted(?!\p{L})/iu.test(text);
  return verbs.length > 0 && verbs.every((verb) => verb.reading!.person === 2 || (usted && verb.reading!.person === 3));
}

/** A question word that asks for a thing, a place, a time, a way or an amount, not for yes or no. */
const ASKS_WHAT =
  /(?<!\p{L})(?:qué|cuál|cuáles|dónde|adónde|cuándo|cómo|quién|quiénes|cuánto|cuánta|cuántos|cuántas)(?!\p{L})/iu;
// a "no" that negates the verb after it ("No se puede pasar de las boyas") answers what as well as whether
const YES_OR_NO_FIRST =
  /^[¡\s]*(?:sí|no)(?!\p{L})(?!\s+(?:se|me|te|le|lo|la|les|los|las|hay|es|está|puede|pueden)\s)/iu;

const isNoun = (reading: { pos: string }) => reading.pos === 'noun';

/** What the partner has to say of places: its scene's lines and opening, and the learner's topic as written. */
function placesKnown({ scene, variety, plan, difficulty, topic }: Turn): string {
  const persona = Object.values(scene.persona[variety]).map((line) => line.es);
  const facts = scene.facts.map((fact) => fact.answer[variety].es);
  const setting = topic.defaultTopicId ? [] : [topic.title, topic.description, topic.prompt];
  return [...persona, ...facts, plan.opening[difficulty].es, ...setting].join(' ');
}

/** Whether the news is about a person or an animal ("de tu abuela", "de tu perro"), as the corrector reads beings. */
function namesABeing(about: string): boolean {
  const noun = analyze(about).tokens.findLast((token) => token.reading?.pos === 'noun');
  return isPerson(noun, false);
}

/** The verbs of a text that are conjugated, as the language core reads them in context. */
const finiteVerbs = (text: string) =>
  analyze(text).tokens.filter((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');

/** Whether every verb of the turn is "ser": it says what someone or something is, and tells no news. */
function onlyDescribes(text: string): boolean {
  const verbs = finiteVerbs(text);
  return (verbs.length > 0 && verbs.every((token) => token.reading!.lemma === 'ser')) || RANKS_A_FAVOURITE.test(text);
}

/**
 * A turn that opens by ranking something ("El libro que más me ha marcado fue…", "Lo que más me gusta es…") tells a
 * favourite, whatever its story sounds like to the classifier: no news.
 */
const RANKS_A_FAVOURITE = /^\s*(?:(?:el|la|los|las|mi|mis)\s+\p{L}+(?:\s+\p{L}+)?|lo)\s+que\s+m[aá]s\s/iu;

/**
 * Whether the turn is set in the past: another of its verbs is surely a preterite ("Visitamos Lima, fue increíble"),
 * or it answers the partner's question in the preterite with the same verb ("¿Cómo viajaste?" → "Viajamos en
 * avión"). A question about something else ("¿El clima cambió?" → "En mi casa reciclamos…") says nothing of when.
 */
function setInThePast(turnText: string, question: string | undefined, before?: string): boolean {
  const told = finiteVerbs(turnText);
  const surelyPreterite = (token: (typeof told)[number]) =>
    token.readings.every((reading) => reading.pos !== 'verb' || reading.tense === 'preterite');
  if (told.some(surelyPreterite)) return true;
  // "El verano pasado fui a Portugal." … "Compramos tres billetes": the story the learner's last turn told in the
  // preterite goes on in it, when this turn says nothing of the present
  // ("vamos" may be a command too: a verb with no reading in the past says the present)
  const PAST = ['preterite', 'imperfect'];
  const present = told.some(
    (token) =>
      token.readings.some((reading) => reading.tense === 'present') &&
      token.readings.every((reading) => !PAST.includes(reading.tense ?? '')),
  );
  if (before && !present && finiteVerbs(before).some(surelyPreterite)) return true;
  const lemmas = new Set(told.map((token) => token.reading!.lemma));
  return finiteVerbs(question ?? '').some(
    (token) => token.reading!.tense === 'preterite' && lemmas.has(token.reading!.lemma),
  );
}

/** "¿Vas mucho al cine o prefieres ver series?": the persona's own line that says which («Voy al cine una vez al mes»). */
function livedChoiceOf(raw: string, turn: Turn): BilingualLine | undefined {
  if (turn.deps.asksIndirectly(raw)) return undefined;
  return sameInBothIfAny(livedChoice(raw, turn.deps.scenes.lifeOf(turn.scene, turn.variety)));
}

/**
 * "¿Prefieres el mar o la montaña?": the partner's pick, or its own line that says which ("Voy al cine una vez al
 * mes"), never one its own lines deny ("No tengo carro"); and no pick
 * at all of whether it knows a fact of the world ("¿Sabes si es fácil aparcar, o me recomiendas un parking?").
 */
function choiceOf(raw: string, turn: Turn): BilingualLine | undefined {
  if (turn.deps.asksIndirectly(raw)) return undefined;
  return sameInBothIfAny(
    choiceAnswer(raw, turn.plan.register ?? 'tú', turn.deps.scenes.lifeOf(turn.scene, turn.variety)),
  );
}

function habitOf(question: string, turn: Turn, asked: 'when' | 'yesNo' | 'sinceOwnLife'): BilingualLine | undefined {
  const { habits, tastes } = turn.deps.content.persona;
  // "¿Acepta usted tarjeta?" to one at work: the business's rule, never "Sí, de vez en cuando acepto tarjeta"
  const asksTheBusiness = () =>
    analyze(question).tokens.some(
      (token) => token.reading?.pos === 'verb' && habits.businessInRole.includes(token.reading.lemma),
    );
  if (asked === 'yesNo' && inRole(turn) && asksTheBusiness()) return undefined;
  return habitAnswer(question, turn.plan.register ?? 'tú', habits, tastes, asked);
}

/**
 * "Me duele mucho la garganta" to the doctor: her advice for it, asked or not; only for what the learner has, so a
 * clause they deny ("No tengo fiebre, pero…") brings no advice for it. Given once ("tengo tos" after "me duele la
 * garganta" does not hear the same again), and an answer to a question ("Sí, puede tomar ibuprofeno…") is no advice
 * for "tomé un ibuprofeno pero no me ayudó".
 */
function unaskedAdvice(message: LearnerMessage, turn: Turn, raw: string): BilingualLine | undefined {
  const affirmed = affirmedClauses(raw);
  if (!turn.scene.advises || message.mood !== 'bad' || !affirmed) return undefined;
  const unasked = turn.deps.scenes.knowledge(affirmed, turn.scene, turn.variety, turn.state.earlierLearnerText);
  if (!unasked || YES_OR_NO_FIRST.test(unasked.es)) return undefined;
  return turn.state.partnerSaid.some((said) => said.includes(normaliseText(unasked.es))) ? undefined : unasked;
}

/**
 * Whether the turn asks the partner's view (tutor phrases `opinionAsked.cues`; `belief` for the weaker "¿Crees
 * que…?", which may ask a fact). A partner at work (the doctor, the shop, a role) answers as its role, not with a view.
 */
function opinionAsked(raw: string, turn: Turn, belief = false): boolean {
  if (!raw.includes('?') || turn.scene.advises || turn.scene.serves || turn.plan.playsARole) return false;
  const padded = ` ${normaliseText(raw)} `;
  const { cues, beliefCues } = turn.phrases.opinionAsked;
  return (belief ? beliefCues : cues).some((cue) => padded.includes(` ${normaliseText(cue)} `));
}

/**
 * "Quiero mandar este paquete a Estados Unidos", said to one the learner's topic makes serve them: what the topic's
 * own text says of the thing needed is the answer the learner is waiting for ("Un paquete de hasta 2 kg a Estados
 * Unidos cuesta 28 euros…"), read as a question would be; a role that knows nothing of it answers as before.
 */
function toldFromTopicText(message: LearnerMessage, turn: Turn): Answer[] {
  // a loss told to one who serves ("Perdí mi cartera en el tren") is a need too; a death, praise, a complaint to one
  // who serves (met with an apology and a fix) or thanks are not; a complaint told to a neighbour of what they share
  // ("el ascensor está roto") is met with what the topic says of it
  const complaintShared = message.mood === 'complaint' && !turn.scene.serves;
  const need = !message.mood || (message.mood === 'bad' && !message.newsDeath) || complaintShared;
  if (turn.topic.defaultTopicId || asksPartner(message) || !need || message.help || message.thanks) return [];
  // a role that does not serve (a neighbour, a flatmate, a guide) answers a statement from the topic only where the
  // fact speaks of it twice over: "Yo limpio la cocina, pero el baño está sucio" of the turns for the bathroom
  const serves = turn.scene.serves;
  if (!serves && !turn.plan.playsARole) return [];
  const titled = new Set(contentWords(turn.topic.title));
  const aboutIt = (line: BilingualLine, sentence: string) => {
    const said = new Set(contentWords(sentence).filter((word) => !titled.has(word)));
    return new Set(contentWords(line.es).filter((word) => said.has(word))).size >= 2;
  };
  // "Quiero cuatro conchas y seis bolillos": what the order comes to, at the topic's own prices
  // (never a sum that leaves out a thing the message names: "…y una jarra de chicha" of a drink priced two ways)
  const summed = turn.deps.topicTotals.orderTotalFor(message.text.raw, turn.learnerMessages, turn.topic);
  const total = sameInBothIfAny(
    summed && !turn.deps.namedInTotal.leavesOut(message.text.raw, summed, turn.topic) ? summed : undefined,
  );
  if (total) return [{ line: total, question: message.text.raw }];
  // each sentence on its own: "Hola. Quiero limpiar este traje. Es para la boda." needs the cleaning of the suit
  for (const sentence of message.text.raw.split(/(?<=[.!])\s+/u)) {
    if (sentence.trim().split(/\s+/u).length < 3) continue;
    const line = topicTextAnswer(sentence, turn);
    // "Soy alérgico al ibuprofeno" needs no price of it: only a turn that asks for a thing is told what it costs
    const priceUnasked =
      line !== undefined && turn.deps.topicText.isAPriceItem(line.es) && !turn.deps.scenes.wants(sentence);
    // a fact told already is not told again unasked ("Ayer me corté el pelo yo solo" after the length of a cut)
    const toldAlready =
      line !== undefined && turn.state.partnerSaid.some((said) => said.includes(normaliseText(line.es)));
    if (line && !priceUnasked && !toldAlready && (serves || aboutIt(line, sentence)))
      return [{ line, question: sentence }];
  }
  return [];
}

/**
 * A text's content words, each by its lemma and as written: "está roto" and "el ascensor roto" share "roto" though
 * the tagger reads one as romper's participle and the other as an adjective.
 */
function contentWords(text: string): string[] {
  const lemmas = new Set(contentLemmas(text));
  return analyze(text).tokens.flatMap((token) => {
    const lemma = token.reading ? normaliseText(token.reading.lemma) : undefined;
    return lemma !== undefined && lemmas.has(lemma) ? [lemma, normaliseText(token.text)] : [];
  });
}

/** The partner's view: a choice it can pick, else one weighed line at the turn's level. */
function opinionOf(raw: string, turn: Turn): BilingualLine {
  const choice = choiceOf(raw, turn);
  return choice ?? pickVariant(turn.phrases.opinionAsked.answer[turn.difficulty], turn.seed);
}

/** A Spanish line the partner says without an English of its own: the app shows it quoted. */
function sameInBothIfAny(said: string | undefined): BilingualLine | undefined {
  return said ? { es: said, en: `"${said}"` } : undefined;
}

/**
 * "¿Puedo tomar ibuprofeno?" … "¿Cuántas veces al día?": a question with no verb that asks only a figure or a place
 * of what the learner's question before it asked (follow-up-questions.ts) is read with that one, and answered from
 * what the topic or the scene knows of it when the answer says that figure or place.
 */
function followUpAnswer(question: string, turn: Turn, madeUpFigure: boolean): BilingualLine | undefined {
  const before = turn.previousLearnerMessage;
  const aspect = before?.includes('?') ? turn.deps.followUps.aspectAsked(question) : undefined;
  if (!aspect || analyze(question).tokens.some((token) => token.reading?.pos === 'verb')) return undefined;
  const joined = `${before} ${question}`;
  const { scenes } = turn.deps;
  const answer =
    topicTextAnswer(joined, turn) ??
    (madeUpFigure ? undefined : scenes.knowledge(joined, turn.scene, turn.variety, turn.state.earlierLearnerText));
  if (!answer || !turn.deps.followUps.says(aspect, answer.es)) return undefined;
  // the «Sí» that answered the first question answers no «¿Cuántas…?»: the rest of the line does
  const yes = /^sí, /iu.test(answer.es) && /^yes, /iu.test(answer.en);
  return yes ? { es: capitalise(answer.es.slice(4)), en: capitalise(answer.en.slice(5)) } : answer;
}

/**
 * The learner's message before the newest, a "¿Y …?" in it read as the figure asked before it: "¿Y el kayak doble?"
 * after "¿Y un kayak individual por tres horas?" after "¿Cuánto cuesta…?" still asks a price.
 */
function previousAsked(turn: Turn): string | undefined {
  let asked: string | undefined;
  for (const message of turn.learnerMessages.slice(0, -1))
    asked = (asked && turn.deps.topicText.askedAgainOf(message, asked)) ?? message;
  return asked;
}

function topicTextAnswer(asWritten: string, turn: Turn): BilingualLine | undefined {
  const { deps, plan } = turn;
  // "¿Cuánto cuesta el plan mensual?" "¿Y el plan anual?": the figure asked before, asked of the thing now named
  const previous = previousAsked(turn);
  // "¿Me da una caja de antibióticos?" asks of the antibiotics, not of the box another thing is priced by
  const question = withoutAMeasure(
    (previous && deps.topicText.askedAgainOf(asWritten, previous)) ?? asWritten,
    turn.scene.measures,
  );
  // Every word must be one the partner or the language core's lexicon can vouch for ("amueblado" is a participle
  // only the core knows): a topic's own misspelling is never said back.
  const units = deps.topicText.unitAbbreviations;
  // a word the learner writes as the topic does ("ibuprofeno"): two writers spelled it alike
  const askedWords = new Set(
    `${turn.state.earlierLearnerText} ${question}`
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4),
  );
  // "almojabana" asked of the topic's "almojábana": the accent the learner left out is the topic's to give
  const askedFolded = new Set([...askedWords].map(normaliseText));
  const known = (word: string) =>
    /^\p{N}+$/u.test(word) ||
    // "el ibuprofeno de 600 mg": a unit's abbreviation after a figure is written as the topic writes it
    units.has(word) ||
    askedWords.has(word) ||
    (/[áéíóú]/u.test(word) && askedFolded.has(normaliseText(word))) ||
    (!lacksItsAccent(word) && (knownForEcho(word, deps, plan) || analyze(word).tokens[0]!.readings.length > 0)) ||
    // "sillita": a diminutive of a noun the lexicon has, as the topic writes it
    nounOfDiminutive(word) !== undefined;
  const names = namesWrittenIn(`${turn.topic.description}\n${turn.topic.prompt}`);
  const canSay = (sentence: string) =>
    sentence
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      // a name the topic capitalises ("Europa", or "Valentina" inside a sentence) is vouched for as written
      .every(
        (word) =>
          known(word.toLowerCase()) ||
          (/^\p{Lu}/u.test(word) && (names.has(word) || analyze(word).tokens[0]!.readings.length > 0)),
      );
  // "Vuelvo en agosto y quiero traer mi bici", "¿Abrís en agosto?": a day or month the topic closes, before its hours
  const closed = deps.openingDays.closedWhen(question, turn.topic);
  if (closed) return sameInBothIfAny(closed);
  // "Mi hijo tiene catorce años. ¿Puede ir solo?": the topic's rule for ages, told by the turn before its question
  const ageRule = deps.topicText.ageRule(question, turn.topic, canSay, turn.learnerMessages.slice(0, -1));
  // (a rule whose clause for the age cannot be said is said by no other clause: «desde los 3 años pagan» of a child of 2)
  if (ageRule === null) return undefined;
  if (ageRule) return sameInBothIfAny(ageRule);
  // "¿Cuánto dura el viaje?" after "Quiero viajar a Cusco": that entry's own figure, never another's
  // "¿Puedo ir el lunes por la mañana?": what the topic's hours say of that day
  // (the question alone, to its "?": "Es que el médico no me da cita hasta el lunes" after it asks no hours)
  const ownQuestion = /[^¿?]*\?/u.exec(lastQuestionOf(question))?.[0];
  // "¿A qué hora termina el tour de la tarde?": the start and the length the topic gives, before its hours
  const ends = deps.endTimes.answerFor(question, turn.learnerMessages.slice(0, -1), turn.topic);
  if (ends && canSay(ends)) return sameInBothIfAny(ends);
  const hours = ownQuestion ? deps.openingDays.answerFor(ownQuestion, turn.topic) : undefined;
  if (hours && canSay(hours)) return sameInBothIfAny(hours);
  const included = ownQuestion ? deps.englishInclusions.answerFor(ownQuestion, turn.topic) : undefined;
  if (included && canSay(included)) return sameInBothIfAny(included);
  const toldFirst = question.slice(0, Math.max(0, question.lastIndexOf('¿')));
  const earlier = turn.learnerMessages.slice(0, -1);
  const entry = deps.listEntries.figureOf(lastQuestionOf(question), toldFirst, earlier, turn.topic);
  if (entry && canSay(entry)) return sameInBothIfAny(entry);
  // "Vale, el sábado a las once. ¿Tengo que traer su cartilla?": the question asked first; the whole turn only when
  // the question names no thing of its own ("Es muy caro… ¿hay algo más barato?")
  const start = question.lastIndexOf('¿');
  const end = question.indexOf('?', start);
  const asked = start >= 0 ? question.slice(start, end < 0 ? undefined : end + 1) : undefined;
  // (a turn that is only its question asks nothing more of it)
  const clause = asked !== undefined && asked.trim() !== question.trim() ? asked : undefined;
  if (clause) {
    // "Necesito antibióticos, ¿me da una caja?": what the topic denies of the thing told comes before the question's
    const denied = deps.topicText.deniedOf(question.replace(clause, ' '), turn.topic, canSay);
    if (denied) return sameInBothIfAny(denied);
    // "Mi amiga es vegana. ¿Hay algún sabor que pueda tomar?": a quality the turn told before its question is asked
    const answer = deps.topicText.answer(clause, turn.topic, canSay, question.replace(clause, ' '));
    if (answer) return sameInBothIfAny(answer);
    // ("¿Tienen clases de yoga? ¿A qué horas son?": a figure asked of nothing named is asked of the turn's thing)
    const namesAThing = analyze(clause).tokens.some((token) => token.reading?.pos === 'noun');
    if (namesAThing && !deps.topicText.asksAFigureOfNothingNamed(clause)) return undefined;
  }
  // "¿A qué hora sale?" after "Necesito ir a La Serena mañana": a figure asked of nothing named is of the place or
  // name the learner told last that the topic names, before any figure of the topic's own of other things
  const told = deps.topicText.asksAFigureOfNothingNamed(question)
    ? nameToldBefore(turn.learnerMessages.slice(0, -1), `${turn.topic.description}\n${turn.topic.prompt}`)
    : undefined;
  const ofTheName = told
    ? deps.topicText.answer(`${question.replace(/\?\s*$/u, '')} a ${told}?`, turn.topic, canSay)
    : undefined;
  return sameInBothIfAny(ofTheName ?? deps.topicText.answer(question, turn.topic, canSay));
}

/**
 * A question without the measure its thing is counted in: "una caja de antibióticos" → "antibióticos" (counted only:
 * "¿Qué plato de la carta…?" keeps its noun).
 */
function withoutAMeasure(question: string, measures: ReadonlySet<string>): string {
  return question.replace(
    /(?<![\p{L}\d])([\p{L}\d]+)\s+(\p{L}+)\s+de\s+(?=\p{L})/giu,
    (whole: string, count: string, noun: string) => {
      const counted = /^(?:un|una|\d+)$/iu.test(count) || isNumberWord(count.toLowerCase());
      return counted && measures.has(normaliseText(noun)) ? '' : whole;
    },
  );
}

/** The one name (capitalised inside its sentence: "La Serena", "Valparaíso") the learner's last message naming any of the topic's names gave. */
function nameToldBefore(messages: readonly string[], topicText: string): string | undefined {
  for (const message of [...messages].reverse()) {
    const names = [...message.matchAll(/(?<=[\p{L}\p{N},]\s+)\p{Lu}[\p{L}]+(?:\s+(?:de\s+|del\s+)?\p{Lu}[\p{L}]+)*/gu)]
      .map((match) => match[0])
      .filter((name) => topicText.includes(name));
    if (names.length > 0) return new Set(names).size === 1 ? names[0] : undefined;
  }
  return undefined;
}

/** A question put to the partner: written as one, or read as one by the classifier with confidence. */
function asksPartner(message: LearnerMessage): boolean {
  if (message.isQuestion) return true;
  // A bare word ("leer") is no question, whatever the classifier leans to.
  return message.act === 'question' && (message.actConfidence ?? 0) >= 0.9 && message.text.tokens.length >= 3;
}

/**
 * A statement with nothing more specific to react to (no like, name, place, number, mood, order, question or
 * request): said back with the person shifted, it is taken up rather than met with "¡Ah, ya veo!". A topic word's
 * own line ("¡Viajar es mi pasión!") is about the topic, not about what the learner said ("Fuimos en tren"): the
 * reflection wins over it.
 */
function saysNothingElse(message: LearnerMessage): boolean {
  return (
    !message.isQuestion &&
    !message.help &&
    !message.english &&
    !message.goodbye &&
    // "Gracias, eres muy amable" is thanked, not asked back ("¿Soy muy amable?")
    !message.thanks &&
    !message.mood &&
    !message.like &&
    !message.name &&
    message.places.length === 0 &&
    !message.askBack &&
    !message.refusal &&
    message.answer !== 'dontKnow' &&
    message.text.tokens.length >= 3
  );
}

/** Whether the message names a thing: "Me gusta mucho" has nothing to take up; "Tengo tomates en el balcón" has. */
/** First-person singular present or preterite readings of a verb form, as the recast tables give them. */
function coreVerbForms(word: string): VerbReading[] {
  const forms: VerbReading[] = [];
  for (const reading of analyze(word).tokens[0]?.readings ?? []) {
    const { pos, person, number, mood, tense, lemma } = reading;
    if (pos !== 'verb' || person !== 1 || number !== 'singular' || mood !== 'indicative') continue;
    if (tense === 'present' || tense === 'preterite') forms.push({ lemma, tense, person: 0 });
  }
  return forms;
}

/** The second (tú) or third (usted) person singular, present or preterite indicative, from the core's lexicon. */
function coreConjugate(lemma: string, tense: VerbReading['tense'], person: number): string {
  if ((tense !== 'present' && tense !== 'preterite') || (person !== 1 && person !== 2)) return '';
  const forms = inflect(lemma, {
    pos: 'verb',
    person: person === 1 ? 2 : 3,
    number: 'singular',
    mood: 'indicative',
    tense,
  });
  return forms.length === 1 ? forms[0]! : '';
}

/** "No fumo", "no como carne": a first-person verb negated says something of its own to take up. */
function deniesADoing(text: string): boolean {
  const tokens = analyze(text).tokens.filter((token) => token.kind === 'word');
  return tokens.some(
    (token, index) =>
      token.reading?.pos === 'verb' && token.reading.person === 1 && tokens[index - 1]?.text.toLowerCase() === 'no',
  );
}

function namesSomething(text: string): boolean {
  return analyze(text).tokens.some((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun');
}

/** How sure the classifier must be before its reading overrides the phrase lists. */
const ACT_CONFIDENCE = 0.8;
/**
 * How sure it must be to hear bad news no cue of news.json marks in a story, a turn of more than `STORY_WORDS`
 * words: a plain one ("llevamos las bebidas", "comí una bandeja enorme") reads as bad news at 0.8–0.96, and
 * sympathy for good plans is worse than none. A short turn ("Mi perro no quiere comer") needs only ACT_CONFIDENCE.
 */
const STORY_NEWS_CONFIDENCE = 0.97;
/** Laughter written out: "jaja", "jejeje", "xD". */
const LAUGHTER = /(?<!\p{L})(?:ja(?:ja)+j?|je(?:je)+|ji(?:ji)+|xd|lol)(?!\p{L})/iu;
/** Good news the classifier alone hears, with no cue of news.json `good`: "Me han dado la beca" (0.99). */
const GOOD_NEWS_CONFIDENCE = 0.9;
const STORY_WORDS = 10;

/** What else the turn says, beside the classifier's reading, that decides what withAct makes of it. */
interface ActContext {
  praisesOnly: boolean;
  amiss: boolean;
  plan: boolean;
  /** A word of leaving in the turn: without one the classifier's goodbye is not taken ("me los llevo"). */
  leaving: boolean;
  denies: boolean;
  describes: boolean;
  feltNow: boolean;
  /** A misfortune that happened ("hubo un incendio"): news however plain a statement the classifier hears. */
  toldAnEvent: boolean;
  judges: boolean;
  /** A hope or a wish ("Espero que mi novia venga"): the classifier alone hears no bad news in it. */
  wishes: boolean;
  /** A condition ("Si me contrataran…"): the classifier alone hears no good news in it. */
  supposes: boolean;
  /** "Ahora duermo mejor; antes no dormía nada": bad news of a time over, and things better now. */
  better: boolean;
}

/**
 * The classifier's reading joined to the phrase lists': a goodbye or a piece of news said in words no list holds
 * ("te dejo, que tengo prisa", "alguien robó la bicicleta de mi vecina") is recognised, and a cue the lists caught
 * out of its sense ("no puedo vivir sin mi móvil" is no bad news) is dropped when the classifier is sure.
 */
function withAct(message: LearnerMessage, reading: ActReading, context: ActContext): LearnerMessage {
  const { praisesOnly, amiss, plan, leaving, denies, describes, feltNow, toldAnEvent, judges, wishes } = context;
  const { supposes, better } = context;
  const sure = reading.confidence >= ACT_CONFIDENCE;
  const read: LearnerMessage = { ...message, act: reading.act, actConfidence: reading.confidence };
  if (!sure || message.help || message.english) return read;
  // a turn that opens with a greeting and goes on ("Hola, buenas tardes. Vengo por el piso.", "Buenas tardes, tengo
  // una reserva por tres noches") is arriving, not leaving, whatever the classifier makes of its words
  const hello = opensWithGreeting(message.text);
  // nor is a plan or a wish ("Me gustaría plantar fresas el próximo año"), which it may hear as "hasta el próximo…"
  // nor is an apology ("Lo siento, llego tarde", "Le pido disculpas por el retraso"): someone arriving late
  // nor is news of others in the past ("El piso que me encantaba ya lo han alquilado"), which it may hear as a
  // parting for "ya" and "me encantó"; nor news the lists heard ("Ahora me siento mejor, muchas gracias"): thanks
  // for listening, with no word of leaving; nor is other news, good or bad ("Esta semana ha sido horrible: tengo
  // que trabajar los sábados"): told, not a leaving
  if (
    reading.act === 'goodbye' &&
    leaving &&
    !message.isQuestion &&
    !message.mood &&
    !hello &&
    !plan &&
    !message.apology &&
    // "Si hubiera sabido…, habría esperado hasta el domingo": what would have been, not a farewell
    !(supposes && analyze(message.text.raw).tokens.some((token) => token.reading?.mood === 'conditional')) &&
    !onlyReportsThePast(message.text.raw)
  )
    read.goodbye = true;
  if (!message.isQuestion && !message.mood && !message.dislikes) {
    // Alone, the classifier reads a long story in the past as bad news far too often: one that praises and denies
    // nothing ("Fue increíble, pero hacía frío") is not (content/tutor/news.json "praise").
    // A story is heard as bad news only when the classifier is all but certain ("Ayer tomé el tren y estaba lleno").
    const story = message.text.tokens.length > STORY_WORDS;
    // a short turn with a sign of a mishap is enough; otherwise the classifier must be all but certain
    const certain = reading.confidence >= STORY_NEWS_CONFIDENCE;
    // a turn that denies bad news in so many words ("No me duele nada") tells none, however news-like it sounds
    // nor is a turn that only says what someone is ("Mi debilidad es que a veces soy demasiado perfeccionista")
    // nor a turn that laughs at itself ("Mis maletas están en el coche todavía, jaja")
    const laughs = LAUGHTER.test(message.text.raw);
    const hears = !praisesOnly && !denies && !describes && !wishes && !laughs && !better;
    if (reading.act === 'badNews' && hears && (certain || (!story && amiss))) read.mood = 'bad';
    // "Mis amigos piensan que es aburrido, pero yo lo encuentro relajante" judges; it tells nothing that happened
    // nor is good news what sounds amiss ("Lamentablemente, el cine de mi barrio va a cerrar") or is supposed ("Si
    // me contrataran, podría empezar en enero")
    // and the classifier alone, with no word of good news, must be surer of it ("Me di cuenta de que era tarde" read
    // as good news at 0.86): joy for nothing good is as false as sympathy for nothing bad
    if (reading.act === 'goodNews' && reading.confidence >= GOOD_NEWS_CONFIDENCE && !judges && !amiss && !supposes)
      read.mood = 'good';
  }
  // a cue the classifier is sure is a plain statement stays news when the turn also sounds amiss ("Ay, no, tiré mi
  // café en mi camisa nueva. ¡Es un desastre!")
  if (
    message.mood === 'bad' &&
    (reading.act === 'statement' || reading.act === 'opinion') &&
    reading.confidence > 0.95 &&
    !amiss &&
    // "También tengo un poco de diarrea": how the learner is now stays news however plain it sounds, and so does a
    // misfortune that happened ("Este verano hubo un incendio cerca de mi pueblo")
    !feltNow &&
    !toldAnEvent
  )
    delete read.mood;
  return read;
}

/**
 * What bad news no word of news.json names still has: something missing or denied ("sin", "no", "nadie"); a mishap
 * ("se me cayó") is a cue of the news reader itself (news.json `accidentalSe`). Without one, the classifier alone must be all but certain: it hears plain plans as
 * news too ("Mis amigos y yo llevamos las bebidas", 0.95), and a false "¡Cuánto lo siento!" is worse than none.
 */
function soundsAmiss(text: MatchableText, news: NewsReader): boolean {
  return news.hasAmissWord(text.raw);
}

/** Parts of speech that only open a phrase: a recast cut short never ends on one. */
const PHRASE_OPENERS = new Set<string>([
  'determiner',
  'preposition',
  'coordinating-conjunction',
  'subordinating-conjunction',
]);

/** Corrections of how a word is written, not of the grammar. */
const SPELLING = new Set(['misspellings', 'accents']);

const spainPlans = new WeakMap<TutorPlan, TutorPlan>();

/**
 * The plan with its questions worded as a learner from Spain hears them (variety-words.ts), so the history's
 * "¿Cuándo tuviste tu primer móvil?" is recognised as asked and never comes back.
 */
function planForSpain(plan: TutorPlan, inVariety: VarietyAdapter, latamBound: (spanish: string) => boolean): TutorPlan {
  let adapted = spainPlans.get(plan);
  if (!adapted) {
    const inSpain = (line: BilingualLine): BilingualLine => ({ ...line, es: inVariety(line.es, 'spain') });
    // One adapted object per question, shared by every list that holds it: asking it once marks it everywhere.
    const questions = new Map<PlannedQuestion, PlannedQuestion>();
    const adaptQuestion = (question: PlannedQuestion): PlannedQuestion => {
      let found = questions.get(question);
      if (!found) {
        const es = inVariety(question.es, 'spain');
        const simpler = inSpain(question.simpler);
        found = {
          ...question,
          es,
          simpler,
          answer: inSpain(question.answer),
          normalised: normaliseText(es),
          simplerNormalised: normaliseText(simpler.es),
        };
        questions.set(question, found);
      }
      return found;
    };
    // a question that still names Mexico once adapted is no question for a partner living in Spain
    const order = (difficulty: Difficulty) =>
      plan.questionOrder[difficulty]
        .map((choice) => ({ question: adaptQuestion(choice.question), line: inSpain(choice.line) }))
        .filter(({ question, line }) => ![question.es, question.answer.es, line.es].some(latamBound));
    const questionOrder = {
      beginner: order('beginner'),
      intermediate: order('intermediate'),
      advanced: order('advanced'),
    };
    // a keyword's reply that names Mexico ("¡Ah, México! Es mi país") is not said: the keyword is named instead
    const keywordsInSpain = new Map<TopicKeyword, TopicKeyword>();
    const inSpainKeyword = (keyword: TopicKeyword): TopicKeyword => {
      let found = keywordsInSpain.get(keyword);
      if (!found) {
        const { reply, ...rest } = keyword;
        found = reply && latamBound(inVariety(reply.es, 'spain')) ? rest : keyword;
        keywordsInSpain.set(keyword, found);
      }
      return found;
    };
    adapted = {
      ...plan,
      questionOrder,
      questionsByClause: indexQuestions(questionOrder),
      keywords: plan.keywords.map((indexed) => ({ ...indexed, keyword: inSpainKeyword(indexed.keyword) })),
      keywordByForm: new Map([...plan.keywordByForm].map(([form, keyword]) => [form, inSpainKeyword(keyword)])),
    };
    spainPlans.set(plan, adapted);
  }
  return adapted;
}

/** A normalised word the partner can vouch for in an echo: the glossary, the topic or the corrector's word lists know it. */
function knownForEcho(word: string, deps: PartnerDeps, plan: TutorPlan): boolean {
  const { glossary } = deps;
  const lexicon = loadLexicon();
  return (
    glossary.isCommonWord(word) ||
    plan.keywordByForm.has(word) ||
    lexicon.noun(word) !== undefined ||
    lexicon.adjective(word) !== undefined ||
    presentForms(word).length > 0 ||
    isInfinitive(word) ||
    glossary.spanish(word) !== undefined ||
    glossary.verbForm(word) !== undefined ||
    glossary.masculineForm(word) !== undefined ||
    FUNCTION_WORDS.has(word) ||
    // A noun or adjective of the language core's lexicon, as the learner's corrected message wrote it ("la cartera").
    analyze(word).tokens[0]?.readings.some((reading) => reading.pos === 'noun' || reading.pos === 'adjective') === true
  );
}
/** Short words every echo may hold. */
const FUNCTION_WORDS = new Set([
  ...ARTICLES,
  'de',
  'del',
  'al',
  'a',
  'en',
  'con',
  'y',
  'mi',
  'tu',
  'su',
  'mis',
  'tus',
  'sus',
  // The learner's "esta chaqueta" said back from the partner's side.
  'ese',
  'esa',
  'esos',
  'esas',
  'por',
  'para',
  'sin',
  'muy',
]);

function askBackAnswer(message: LearnerMessage, askBack: AskBack, turn: Turn): BilingualLine {
  const { plan, state, seed, deps } = turn;
  if (askBack.kind === 'fact') {
    // "Eres Álvaro, ingeniero…": the prompt says what the role is, whatever its frame's persona says
    if (askBack.fact.id === 'work' && plan.roleWork)
      return turn.scene.own ? turn.scene.persona[turn.variety].work : plan.roleWork;
    // a topic's own scene speaks for its persona: the stallholder at the market is no Spanish teacher
    const field = turn.scene.own ? SCENE_PERSONA_FIELD[askBack.fact.id] : undefined;
    return field ? turn.scene.persona[turn.variety][field] : personaAnswer(askBack.fact, turn);
  }
  if (askBack.kind === 'andYou') {
    // "¿Y tú?" asks about what the learner just said ("Me llamo Ana, ¿y tú?", "Me gusta el té, ¿y a ti?"),
    // or else about the partner's own last question.
    if (message.like) return likeNotYetSaid(plan.likes, state, seed);
    const [told] = factsToldIn(message.text.padded);
    const fact = told ? deps.content.persona.facts.find((candidate) => candidate.id === told) : undefined;
    if (fact) return personaAnswer(fact, turn);
    if (state.last) return state.last.question.answer;
  }
  return likeNotYetSaid(plan.likes, state, seed, message.text.raw);
}

/** The general persona's facts a scene's own persona holds too (scenes.json persona fields). */
const SCENE_PERSONA_FIELD: Readonly<Record<string, (typeof PERSONA_FIELDS)[number]>> = {
  name: 'name',
  work: 'work',
  origin: 'town',
  home: 'town',
  family: 'family',
};

/** The persona's answer at the turn's level, as a learner of the turn's variety hears it. */
function personaAnswer(fact: PersonaFact, turn: Turn): BilingualLine {
  return ((turn.variety === 'spain' ? fact.spain : undefined) ?? fact.answer)[turn.difficulty];
}

/**
 * A like the partner has not mentioned yet in this conversation, or any like once all have been said. Asked about a
 * thing ("¿Qué tipo de música te gusta?"), a like that names it comes first ("la música me llena de energía").
 */
function likeNotYetSaid(
  likes: readonly BilingualLine[],
  state: ConversationState,
  seed: number,
  asked = '',
): BilingualLine {
  const nouns = analyze(asked)
    .tokens.filter((token) => token.reading?.pos === 'noun' && !NOT_A_THING_ASKED.has(token.reading.lemma))
    .map((token) => normaliseText(token.reading!.lemma));
  const naming = likes.filter((like) => nouns.some((noun) => ` ${normaliseText(like.es)} `.includes(` ${noun} `)));
  const unsaid = (like: BilingualLine) => !state.partnerSaid.some((said) => said.includes(normaliseText(like.es)));
  return naming.find(unsaid) ?? naming[0] ?? likes.find(unsaid) ?? pickVariant(likes, seed);
}

/** Nouns of a question that name no thing liked ("¿Qué tipo de…?", "¿Qué clase de…?"). */
const NOT_A_THING_ASKED = new Set(['tipo', 'clase', 'cosa', 'género']);

/** The next unasked question, or, when every question is used up, a warm suggestion to finish or change topic. */
function questionOrClose(turn: Turn): ReplyPart {
  const said = new Set(turn.learnerWords);
  const offersSaid = (question: PlannedQuestion) => alternativesIn(question.es).some((noun) => said.has(noun));
  // Its other wordings ("¿Tienes balcón?") are answered too: the slot is covered.
  const answeredSlots = new Set([
    ...turn.plan.questionOrder[turn.difficulty]
      .filter(({ question }) => question.slot !== undefined && offersSaid(question))
      .map(({ question }) => question.slot),
    // "Y una tostada": what was ordered answers "¿Qué quieres comer?", whatever words ordered it
    ...turn.orders.flatMap(({ item }) => item.answers.flatMap(withSlotsItSettles)),
  ]);
  const choice = nextQuestion(
    turn.plan,
    turn.difficulty,
    turn.state,
    (question) =>
      offersSaid(question) ||
      (question.slot !== undefined && answeredSlots.has(question.slot)) ||
      // "Queríamos una parcela": what the learner needs is said
      (question.slot !== undefined &&
        turn.askedForAService &&
        turn.deps.service.slotsARequestAnswers.has(question.slot)) ||
      restatedBy(question.es, turn.learnerSaid) ||
      // its simpler form says what it presumes ("¿Quieres azúcar?": "…en tu café") as much as it does
      namesWhatWasNotOrdered(`${question.es} ${question.simpler.es}`, turn) ||
      asksHowManyOfWhatWasOrdered(question.es, turn) ||
      // "Tengo una reserva para tres noches": "¿Cuántas noches te quedas?" is answered, in whichever turn it was said
      turn.state.countedNouns.has(countAskedOf(question.es) ?? '') ||
      offersWhatWasOrdered(question.es, turn) ||
      // "¿Trabajas o estudias?" "Soy estudiante": no question presumes a job
      presumesDeclined(question.es, turn.state.declined) ||
      [...nounLemmasOf(question.es)].some((noun) => turn.badNewsNouns?.has(noun) ?? false),
  );
  if (choice) return { line: choice.line };
  // A landlord or a mechanic does not close the scene: the learner does, and may still have questions.
  if (turn.plan.playsARole) return { line: pickVariant(turn.phrases.stillListening[turn.difficulty], turn.seed) };
  // The offer to finish is made once; after it the partner keeps the door open instead of repeating it every turn.
  const exhausted = pickVariant(turn.phrases.exhausted[turn.difficulty], turn.seed);
  const offered = turn.phrases.exhausted[turn.difficulty].some((line) =>
    turn.state.partnerSaid.some((said) => said.includes(normaliseText(turn.deps.inVariety(line.es, turn.variety)))),
  );
  return { line: offered ? pickVariant(turn.phrases.stillListening[turn.difficulty], turn.seed) : exhausted };
}

/** "Dame tres aguacates": "¿Cuántos aguacates quieres?" is answered by the order, which says how many. */
function asksHowManyOfWhatWasOrdered(question: string, turn: Turn): boolean {
  const words = normaliseText(question).split(' ');
  const at = words.findIndex((word) => word === 'cuantos' || word === 'cuantas');
  if (at < 0) return false;
  const asked = words.slice(at + 1, at + 4);
  return turn.orders.some(({ item }) => item.forms.some((form) => asked.includes(normaliseText(form))));
}

/** "¿Quieres…?", not "¿Cuántos…?": a question that asks yes or no. */
const ASKS_YES_OR_NO =
  /^\s*¿\s*(?!(?:y\s+)?(?:(?:a|de|en|con|para|por)\s+)?(?:qué|cuál|cuáles|cuánt\p{L}*|cómo|dónde|cuándo|quién|quiénes)(?!\p{L}))/iu;

/**
 * "Tres mangos, por favor": "¿Quieres probar un mango?" offers what the learner has just taken; a choice about it
 * ("¿Los quieres grandes o pequeños?") or a question word ("¿Cuántos…?") still asks something the order did not say.
 */
function offersWhatWasOrdered(question: string, turn: Turn): boolean {
  if (turn.orders.length === 0 || !ASKS_YES_OR_NO.test(question)) return false;
  const words = normaliseText(question).split(' ');
  if (words.includes('o') || words.includes('u')) return measuresAreSaid(words, turn);
  const holds = (form: string) => {
    const formWords = normaliseText(form).split(' ');
    return words.some((_, at) => formWords.every((word, offset) => words[at + offset] === word));
  };
  return turn.orders.some(({ item }) => item.forms.some(holds));
}

/** "Tres mangos y una piña": "¿Quieres un kilo o medio kilo?" asks how much, which every order has said. */
function measuresAreSaid(words: readonly string[], turn: Turn): boolean {
  const nouns = words.filter((word) => turn.scene.measures.has(word) || nounLemmasOf(word).size > 0);
  return (
    nouns.length > 0 &&
    nouns.every((noun) => turn.scene.measures.has(noun)) &&
    turn.orders.every((order) => order.counted === true)
  );
}

/**
 * After an order, a question about another item of the scene would forget it ("¿Quieres el café con leche?" after
 * "un zumo de naranja, por favor"): such questions wait, questions about what was ordered or about nothing sold stay.
 */
function namesWhatWasNotOrdered(question: string, turn: Turn): boolean {
  const ordered = new Set(turn.orders.map((order) => order.item));
  const words = normaliseText(question).split(' ');
  const holds = (form: readonly string[]) =>
    words.some((_, at) => form.every((word, offset) => words[at + offset] === word));
  // "No quiero café caliente": nor does one ask about what the learner declined ("¿Quieres azúcar?" … "en tu café")
  const declined = new Set(turn.declinedItems().filter((item) => !ordered.has(item)));
  if (turn.scene.items.some((item) => declined.has(item.item) && item.forms.some(holds))) return true;
  if (turn.orders.length === 0) return false;
  return turn.scene.items.some((item) => !ordered.has(item.item) && item.forms.some(holds));
}

const CLAUSE_SPLIT = /[,.;:!?¡¿]|\s(?:pero|y|aunque|sino)\s/iu;

/**
 * The clauses of a message that deny nothing (the same negation words that keep a topic word from counting),
 * joined; empty when every clause denies something.
 */
function affirmedClauses(text: string): string {
  return text
    .split(CLAUSE_SPLIT)
    .map((clause) => clause.trim())
    .filter(
      (clause) =>
        clause &&
        !aboutSomeoneElse(clause) &&
        !normaliseText(clause)
          .split(' ')
          .some((word) => KEYWORD_NEGATIONS.has(word)),
    )
    .join('. ');
}

const OWNERS = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'el', 'la', 'los', 'las']);

/**
 * A clause whose subject is another person ("mi esposa está embarazada", "mi hijo tiene fiebre"): advice for it,
 * said to the learner ("no tome ningún medicamento"), would be for the wrong one.
 */
function aboutSomeoneElse(clause: string): boolean {
  const words = normaliseText(clause).split(' ');
  const lexicon = loadLexicon();
  return words.some(
    (word, at) => OWNERS.has(words[at - 1] ?? '') && at <= 2 && lexicon.noun(word)?.entry.person === true,
  );
}

/** Whether a line names a noun the question names, by lemma. */
function namesANounOf(question: string, line: string): boolean {
  const nouns = (text: string) =>
    analyze(text)
      .tokens.filter((token) => token.reading?.pos === 'noun')
      .map((token) => normaliseText(token.reading!.lemma));
  const asked = new Set(nouns(question));
  return nouns(line).some((noun) => asked.has(noun));
}

/**
 * "¿Venden entradas para la Alhambra?": a question that names a name of its own (not the topic's) asks of that
 * thing; a role's general fact that never names it ("Puedes entrar en la habitación a partir de las dos") is another
 * thing's.
 */
function ofANameElsewhere(line: BilingualLine, raw: string, topic: TutorTopic): boolean {
  // (the role's own name is whom it asks: "¿Quién le enseñó a cocinar, Don Chema?")
  const own = `${topic.title} ${topic.description} ${roleNameOf(topic.prompt) ?? ''}`;
  const names = [...namesWrittenIn(lastQuestionOf(raw))].filter((name) => !own.includes(name));
  return names.length > 0 && !names.some((name) => line.es.includes(name));
}

/**
 * Whether a role's made-up fact may answer in a learner's topic: never one that names no name the question asks of,
 * nor one with a figure of a kind the topic gives its own of ("El desayuno se sirve de siete a diez" where the topic
 * serves it from 8:00); and beside the topic's figures of the kind asked, only one that names the thing asked and
 * says no such figure ("La fianza es de un mes de alquiler"; "Es importante tener las vacunas al día" prices nothing
 * of "¿Cuánto cuestan las dos cosas?").
 */
/** A service's general answer ("Sí, se puede pagar con tarjeta o en efectivo") where it adds no thing a fact sheet lacks. */
function inventingNothing(line: BilingualLine | undefined, raw: string, turn: Turn): BilingualLine | undefined {
  return line && !turn.deps.topicText.inventsForItsFacts(raw, line.es, turn.topic, true) ? line : undefined;
}

function roleFactFits(line: BilingualLine, raw: string, turn: Turn, madeUpFigure: boolean): boolean {
  if (turn.topic.defaultTopicId) return true;
  // "¿El coche lleva GPS?" of a car hire whose prompt lists its prices and rules but no GPS: not the frame's "Sí"
  if (turn.deps.topicText.inventsForItsFacts(raw, line.es, turn.topic)) return false;
  if (ofANameElsewhere(line, raw, turn.topic)) return false;
  if (turn.deps.topicText.contradictsItsFigures(line.es, turn.topic)) return false;
  if (!madeUpFigure) return true;
  return !turn.deps.topicText.saysTheFigureAsked(raw, line.es) && namesANounOf(lastQuestionOf(raw), line.es);
}
