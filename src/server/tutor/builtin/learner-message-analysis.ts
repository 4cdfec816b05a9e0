import type { LeaveTakingReader } from './leave-taking';
import type { NewsReader } from './news-reader';
import type { NounPhraseReader } from './noun-phrases';
import type { BilingualLine, TopicKeyword } from '@/server/content/topic-file-schema';
import type { DialogueAct } from '@/server/content/partner-knowledge-schema';
import { isEnglishOrMixed } from './english-input';
import { englishContentWordIn } from './english-words';
import { findNumber, type NumberMention } from './number-mentions';
import { isNumberWord } from '@/domain/spanish-numbers';
import { analysed } from './analysis-cache';
import { inflect } from '@/server/language/spanish';
import type { AskBack, AskBackFinder } from './persona';
import {
  findLike,
  findName,
  findPlaces,
  type LikeStatement,
  type NameStatement,
  type PlaceStatement,
} from './statement-extraction';
import {
  findPhrase,
  hasPhrase,
  normaliseText,
  phraseWords,
  tokenise,
  type MatchableText,
  type Token,
} from './text-normalisation';
import type { TutorPlan } from './tutor-plan';

export type HelpRequest =
  | { kind: 'simpler' | 'repeat'; english: boolean }
  /** "¿Qué significa X?" / "what does X mean?" */
  | { kind: 'meaning'; word: string; english: boolean }
  /**
   * "¿Cómo se dice X?" / "how do you say X?"; `afterANoun` when the learner's own sentence uses X right after a
   * Spanish noun ("Quiero mi café to go"): there it is no verb, whatever a verb's gloss says.
   */
  | {
      kind: 'howToSay';
      word: string;
      english: boolean;
      afterANoun?: boolean;
      /** "¿Cómo se dice 'mesa' en inglés?": the word is Spanish, and its English is asked for. */
      intoEnglish?: boolean;
    };

/** Everything recognised in one learner message; the engine decides which of it to react to. */
export interface LearnerMessage {
  text: MatchableText;
  goodbye: boolean;
  greeting: boolean;
  thanks: boolean;
  answer?: 'yes' | 'no' | 'dontKnow';
  help?: HelpRequest;
  english: boolean;
  askBack?: AskBack;
  like?: LikeStatement;
  /** A dislike told, its object named after the verb or before it ("Los libros de terror no me gustan…"). */
  dislikes: boolean;
  name?: NameStatement;
  /** Where they are from and where they live, in the order said. */
  places: PlaceStatement[];
  number?: NumberMention;
  /** The number counts a span of time ("dos años", "cada dos horas") or is a year: a detail of what is told, not its subject. */
  timeSpan: boolean;
  keyword?: TopicKeyword;
  /** The learner's own words for the keyword ("pescados" for "el pescado"). */
  keywordAsWritten?: string;
  isQuestion: boolean;
  /** Some word of it is Spanish the partner knows, or a name: otherwise it cannot honestly react to it. */
  understood: boolean;
  /** Bad news ("mi perro murió", "estoy enfermo") or good news ("aprobé el examen"): the reaction fits it. */
  mood?: 'bad' | 'complaint' | 'good';
  /** The learner asks the one serving them for a service ("Quiero devolver esta chaqueta"): met with "¡Claro!". */
  requestsAService?: boolean;
  /** The learner hopes for something ('yes'), against it ('no'), or wishes the partner well ('toYou'). */
  hope?: 'yes' | 'no' | 'toYou';
  /** The learner praises what the partner serves ("El pastel está muy rico"): met with gladness. */
  praisesServed?: boolean;
  /** The learner apologises ("perdón por llegar tarde"): put at ease, and never taken for a goodbye. */
  apology?: boolean;
  /** The learner says the partner failed them ("no me contestaste"): a complaint the partner apologises for. */
  blamesPartner?: boolean;
  /** What bad news or a complaint would be about, from the partner's side with "de" ("del tobillo", "de tus plantas"). */
  newsAbout?: string;
  /** What the turn tells is set in a time that is over ("Cuando era niño, me perdí…"): bad news in it is not hoped
   * to mend soon. */
  newsOver?: boolean;
  /** Whether the bad news is only a passing ailment or state ("me duele la cabeza"): news.json `mild`. */
  newsMild?: boolean;
  /** Bad news that is only a worry or a fear ("me preocupa el cambio climático"): understanding, not condolence. */
  newsWorry?: boolean;
  /** Whether the bad news tells of a death ("mi tío falleció"): news.json `death`. */
  newsDeath?: boolean;
  /**
   * What the turn names, from the partner's side, to say back when nothing more specific was recognised: its
   * questions' subject in a question ("¿La receta?"), else its statements' ("¿Tu abuela?").
   */
  named: string[];
  /** "No, gracias", "nada más": an offer turned down, acknowledged as such (never "¡De nada!"). */
  refusal: boolean;
  /** The topic's own answer to the question the learner put ("¿Es grave?" to the doctor). */
  topicAnswer?: BilingualLine;
  /** What the learner is doing with the turn, as the dialogue-act classifier read it (set by the engine). */
  act?: DialogueAct;
  /** The classifier's posterior for `act`. */
  actConfidence?: number;
}

const phrases = (list: readonly string[]) => list.map(normaliseText);
/** "Buenas noches" opens a conversation but closes one already under way. */
const EVENING = normaliseText('buenas noches');
const GREETINGS = phrases(['hola', 'buenos días', 'buenas tardes', 'buenas', 'saludos']);
/** "Buenas" greets only where a greeting stands: "Los pasteles son muy buenas" praises (wrongly agreed), nothing more. */
const GREETS_ONLY_FIRST = new Set([normaliseText('buenas')]);

const OPENING_GREETINGS = [...GREETINGS, EVENING];

/**
 * Whether the turn opens with a greeting and goes on ("Buenas tardes, tengo una reserva…", "Hola, vengo por el
 * piso"): someone arriving, whatever else its words sound like ("buenas noches" alone may close a conversation).
 */
export function opensWithGreeting(text: MatchableText): boolean {
  return OPENING_GREETINGS.some(
    (greeting) => text.padded.startsWith(` ${greeting} `) && text.tokens.length > greeting.split(' ').length,
  );
}
/** The SIMPLER phrases that ask for help in a message of any length. */
const SIMPLER_ALWAYS = phrases([
  'no entiendo',
  'no te entiendo',
  'no lo entiendo',
  'no le entiendo',
  'no entendí',
  'no te entendí',
  'no comprendo',
  'no te comprendo',
  'no lo comprendo',
]);
const SIMPLER = [
  ...SIMPLER_ALWAYS,
  ...phrases(['más despacio', 'más lento', 'más fácil', 'más sencillo', 'más simple']),
];
const SIMPLER_ENGLISH = phrases(["I don't understand", 'I do not understand', 'slower', 'more slowly', 'simpler']);
/** Said alone, these ask for the question again in other words: "¿Qué?", "¿Cómo?". */
const SIMPLER_ALONE = phrases(['qué', 'cómo', 'perdón', 'perdona', 'mande']);
const SIMPLER_ALONE_ENGLISH = phrases(['what', 'pardon', 'sorry']);
const REPEAT = phrases(['repite', 'repítelo', 'repita', 'repítalo', 'repetir', 'repíteme', 'repetirlo']);
const ASKING_THE_PARTNER = phrases([
  'puedes repetir',
  'puede repetir',
  'podrías repetir',
  'podría repetir',
  'me lo repites',
  'me lo repite',
  'lo repites',
  'lo repite',
]);
/** Only in short messages: "otra vez" in a story is not a request. */
const REPEAT_SHORT = phrases(['otra vez', 'de nuevo']);
/** The words a short "otra vez" request is made of: the phrase itself and a please, a "say it", a "more slowly". */
const REPEAT_SHORT_COMPANIONS = new Set(
  phrases([
    'otra',
    'vez',
    'de',
    'nuevo',
    'por',
    'favor',
    'porfa',
    'dilo',
    'di',
    'lo',
    'la',
    'más',
    'despacio',
    'perdón',
    'perdona',
    'sí',
    'eh',
    'pregunta',
    'me',
    'dices',
    'puedes',
    'decir',
    'repetir',
  ]),
);
const REPEAT_ENGLISH = phrases(['repeat', 'say that again', 'again']);
const MEANING_TRIGGERS = [
  ...['qué significa', 'qué quiere decir', 'significado de'].map((trigger) => ({
    words: phraseWords(trigger),
    english: false,
    kind: 'meaning' as const,
  })),
  ...['meaning of', 'what does'].map((trigger) => ({
    words: phraseWords(trigger),
    english: true,
    kind: 'meaning' as const,
  })),
  ...['cómo se dice', 'cómo digo', 'no sé decir', 'no sé cómo decir', 'cómo puedo decir'].map((trigger) => ({
    words: phraseWords(trigger),
    english: false,
    kind: 'howToSay' as const,
  })),
  ...['how do you say', 'how do i say', 'how to say'].map((trigger) => ({
    words: phraseWords(trigger),
    english: true,
    kind: 'howToSay' as const,
  })),
];
/** "¿Qué es X?" / "what is X?" ask for a meaning only when the glossary knows X; otherwise they are real questions. */
const MEANING_IF_KNOWN = [phraseWords('qué es'), phraseWords('what is')];
const WORD_LEADS = phrases(['la palabra', 'el verbo', 'la expresión', 'la frase', 'the word', 'the phrase']);
/** Where the word asked about ends: "what does X mean", "¿cómo se dice X en español?". */
const WORD_TAILS = phrases(['mean', 'means', 'en inglés', 'en español', 'in English', 'in Spanish']);
/** Where a word is said, after it: "aquí", "acá" (and "en" before a place's name). */
const WHERE_SAID = new Set(['aqui', 'aca']);
/**
 * Words after which a keyword is not the scene's own thing: "Ayer fui a otro café" is another one than the one its
 * line is about; "durante años", "hace meses" are a length of time, not "los años" one has.
 */
const NOT_THE_KEYWORD_AFTER = ['otro', 'otra', 'otros', 'otras', 'durante', 'hace'];
const DONT_KNOW = phrases(['no lo sé', 'ni idea', 'no tengo idea', 'no estoy seguro', 'no estoy segura', 'quién sabe']);
const THANKS = normaliseText('gracias');

/** Who "gracias a" thanks: the partner or everyone ("gracias a ti"); before anything else it says what helped. */
const THANKED = new Set(['ti', 'usted', 'ustedes', 'vosotros', 'vosotras', 'todos', 'todas', 'vos']);

/** "agradecer" said by the speaker, after the pronoun of the one thanked: "Le agradezco…", "Te lo agradezco". */
const THANKING = new Set(['agradezco', 'agradecemos']);
const THANKED_PRONOUNS = new Set(['te', 'le', 'os', 'les', 'lo', 'la']);

/**
 * "Gracias", "mil gracias", "gracias a ti", "Le agradezco mucho…", but not "gracias al teatro", which says what
 * something was owed to.
 */
function thanksIn(text: MatchableText): boolean {
  const { tokens } = text;
  return tokens.some(
    (token, at) =>
      (token.norm === THANKS &&
        (!['a', 'al'].includes(tokens[at + 1]?.norm ?? '') || THANKED.has(tokens[at + 2]?.norm ?? ''))) ||
      (THANKING.has(token.norm) && THANKED_PRONOUNS.has(tokens[at - 1]?.norm ?? '')),
  );
}
const REFUSALS = phrases(['no gracias', 'nada más', 'no quiero', 'no me apetece', 'no necesito nada', 'no hace falta']);
/** "mi trabajo", "nuestros hijos": what the learner's news is about is their own. */
const OWN_POSSESSIVE = /(?<!\p{L})(?:mis?|nuestr[oa]s?)(?!\p{L})/iu;
/** Words that undo a mood cue before it: "no estoy triste", "ya no me duele". */
const MOOD_NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'nada']);
/**
 * A topic word is not what the learner has when "ningún" comes before it ("no tomo ningún medicamento"); "sin" is
 * left out, as "no puedo vivir sin mi móvil" is all about the phone.
 */
export const KEYWORD_NEGATIONS: ReadonlySet<string> = new Set([
  ...MOOD_NEGATIONS,
  'ningun',
  'ninguna',
  'ningunos',
  'ningunas',
]);
const YES_WORDS = new Set(phrases(['sí', 'claro', 'vale', 'exacto', 'correcto', 'exactamente']));
const NO_WORDS = new Set(phrases(['no', 'tampoco', 'nunca']));
const ACCENTED_YES = /^sí$/i;
const DIGITS = /^\d+$/;
/** The commonest Spanish words, which the glossary (content words) does not list. */
const SPANISH_FUNCTION_WORDS = new Set(
  phrases([
    'de',
    'la',
    'el',
    'en',
    'y',
    'que',
    'a',
    'los',
    'las',
    'se',
    'no',
    'sí',
    'un',
    'una',
    'por',
    'con',
    'para',
    'es',
    'mi',
    'mis',
    'me',
    'yo',
    'tú',
    'te',
    'muy',
    'más',
    'pero',
    'lo',
    'le',
    'su',
    'al',
    'del',
    'hay',
    'son',
    'soy',
    'estoy',
    'está',
    'tengo',
    'también',
    'bien',
    'mal',
    'sin',
    'o',
    'ni',
    'qué',
    'cómo',
    'dónde',
    'cuándo',
    'porque',
    'nada',
    'algo',
    'todo',
    'mucho',
    'poco',
    'hoy',
    'ahora',
    'aquí',
    'ya',
    'vale',
    'claro',
    'gracias',
    'hola',
    'adiós',
    'nosotros',
    'ella',
    'él',
    'ellos',
    'este',
    'esta',
    'eso',
    'esto',
    'fue',
    'era',
    'voy',
    'todos',
    'todas',
    'toda',
    'cada',
    'otro',
    'otra',
    'siempre',
    'nunca',
    'tampoco',
    'muchos',
    'muchas',
    'mucha',
    'pocos',
    'pocas',
  ]),
);

export interface AnalysisDeps {
  askBack: AskBackFinder;
  /** Goodbyes by the formulae of content/tutor/leave-taking.json, wherever in the turn they stand. */
  leaveTaking: LeaveTakingReader;
  /** Bad news, complaints and good news by the cues of content/tutor/news.json. */
  news: NewsReader;
  /** Noun phrases said back with the person shifted ("mis plantas" → "tus plantas"). */
  nounPhrases: NounPhraseReader;
  /** A question asked inside a verb of asking or knowing ("Quería saber si…"), with no question marks. */
  asksIndirectly: (text: string) => boolean;
  isCommonWord: (normalisedWord: string) => boolean;
  /** A word the glossary can explain, in any form it knows. */
  isKnownWord(normalisedWord: string): boolean;
  /** Whether a word or phrase can be glossed, for the "¿qué es X?" questions. */
  canGloss(phrase: string, plan: TutorPlan): boolean;
}

export function analyseLearnerMessage(
  raw: string,
  plan: TutorPlan,
  firstLearnerMessage: boolean,
  deps: AnalysisDeps,
): LearnerMessage {
  const text = tokenise(raw);
  const { tokens } = text;
  const has = (list: readonly string[]) => list.some((phrase) => hasPhrase(text, phrase));
  const short = tokens.length <= 8;
  const refusal = short && has(REFUSALS);
  const isQuestion = raw.includes('?') || raw.includes('¿') || deps.asksIndirectly(raw);
  // News is read from the sentences that ask nothing: "Me he roto el tobillo. ¿Qué hago?" is bad news and a question.
  const like = findLike(tokens);
  // "No me gusta nada el fútbol, es aburrido" gives an opinion: a dislike tells no bad news to be sorry for
  const read = deps.news.moodOf(raw);
  // (the thing disliked may stand before its verb, "Los libros de terror no me gustan porque son aburridos", where
  // no object follows to find: a turn whose verbs only deny a liking and say what something is tells a taste)
  const dislike = like?.kind === 'dislike' || like?.kind === 'hate' || (read === 'bad' && onlyADislike(raw));
  // nor does a judgement in the present ("el promedio es de cinco horas, lo cual me parece una barbaridad"): a view,
  // not a misfortune to be sorry for ("Siento mucho lo del promedio")
  const mood = (dislike || deps.news.onlyJudges(raw)) && read === 'bad' ? undefined : read;
  // Read even with no mood from the cues: the act classifier may still hear bad news in the turn.
  const about = mood === 'good' ? undefined : deps.news.aboutOf(raw, plan.register ?? 'tú');
  const number = findNumber(tokens);
  // the partner's own name, said to greet it ("Hola, Rosa"), is no news to say back ("¿Rosa? ¡Ah, ya veo!")
  const ownName = normaliseText(plan.partnerName ?? 'Lucía');
  const named = deps.nounPhrases
    .thingsNamed(raw, plan.register ?? 'tú', isQuestion)
    .filter((phrase) => normaliseText(phrase) !== ownName);
  const keywordMatch = plan.keywords.find(
    ({ padded, accented, keyword }) =>
      (accented ? text.accentedPadded : text.padded).includes(padded) &&
      !negatedAt(tokens, normaliseText(padded)) &&
      !addressedAt(text, normaliseText(padded)) &&
      !verbForANoun(raw, normaliseText(padded), keyword.es) &&
      !ofAnotherThing(raw, normaliseText(padded), plan) &&
      !NOT_THE_KEYWORD_AFTER.some((word) => text.padded.includes(` ${word}${padded}`)),
  );
  return {
    text,
    goodbye: deps.leaveTaking.takesLeave(raw) || (short && !firstLearnerMessage && hasPhrase(text, EVENING)),
    greeting:
      GREETINGS.some((phrase) =>
        GREETS_ONLY_FIRST.has(phrase)
          ? // "Buenas, ¿tienen mesa?" greets; "¡Buenas noticias!" announces
            text.padded.startsWith(` ${phrase} `) && tokens[0]!.breakAfter
          : hasPhrase(text, phrase),
      ) ||
      (firstLearnerMessage && hasPhrase(text, EVENING)),
    ...(deps.news.apologises(raw) ? { apology: true } : {}),
    thanks: thanksIn(text) && !refusal,
    answer: refusal ? 'no' : answerIn(text),
    help: helpIn(text, plan, deps),
    english: isEnglishOrMixed(text, englishContentWordIn(raw)),
    askBack: deps.askBack.find(text),
    like,
    dislikes: dislike,
    name: findName(tokens, deps.isCommonWord),
    places: findPlaces(tokens, deps.isCommonWord),
    number,
    timeSpan: (number?.echo !== undefined && deps.nounPhrases.countsTime(number.echo.es)) || number?.year === true,
    keyword: keywordMatch?.keyword,
    keywordAsWritten: keywordMatch ? wordsAsWritten(tokens, normaliseText(keywordMatch.padded).split(' ')) : undefined,
    isQuestion,
    understood: tokens.some((token) => isRecognisable(token, deps)),
    mood,
    ...(about ? { newsAbout: about } : {}),
    ...(deps.news.toldAsOver(raw) ? { newsOver: true } : {}),
    ...(mood === 'bad' && deps.news.toldAsMild(raw) ? { newsMild: true } : {}),
    ...(mood === 'bad' && toldAsWorry(raw, deps) ? { newsWorry: true } : {}),
    ...(mood === 'bad' && deps.news.toldOfDeath(raw) ? { newsDeath: true } : {}),
    named,
    refusal,
    topicAnswer: isQuestion ? topicAnswerTo(text, plan) : undefined,
  };
}

/**
 * A worry about the world ("el cambio climático", "la bolsa"), not about one's own ("mi trabajo"), which is pitied;
 * someone feeling worried is a worry whoever feels it ("mi novio está nervioso"), and a fear of what might happen
 * is one whoever it is about ("el piano de mi abuelo: me da miedo que se rompa").
 */
function toldAsWorry(raw: string, deps: AnalysisDeps): boolean {
  // "mi novio está un poco nervioso" is how he feels, not a thing of one's own to pity
  return (
    deps.news.toldAsWorry(raw) && (!OWN_POSSESSIVE.test(raw) || deps.news.fears(raw) || deps.news.feelsAWorry(raw))
  );
}

/**
 * A topic adjective ("pequeño") said of a noun that is none of the topic's words ("Tengo un perro pequeño" at the
 * market): its line is of the scene's things ("Los pequeños son igual de sabrosos"), not of that one.
 */
function ofAnotherThing(raw: string, word: string, plan: TutorPlan): boolean {
  if (word.includes(' ')) return false;
  const tokens = analysed(raw).tokens.filter((token) => token.kind === 'word');
  const at = tokens.findIndex((token) => normaliseText(token.text) === word);
  const before = tokens[at - 1];
  if (at < 0 || tokens[at]!.reading?.pos !== 'adjective' || before?.reading?.pos !== 'noun') return false;
  const noun = ` ${normaliseText(before.text)} `;
  return !plan.keywords.some(({ padded }) => normaliseText(padded) === noun.trim() || padded.includes(noun));
}

/** A topic noun ("el cuento") written as a verb here ("Te cuento algo bueno"): no mention of the thing. */
export function verbForANoun(raw: string, word: string, keyword: string): boolean {
  if (word.includes(' ') || !/^(?:el|la|los|las)\s/iu.test(keyword)) return false;
  const token = analysed(raw).tokens.find((candidate) => normaliseText(candidate.text) === word);
  return token?.reading?.pos === 'verb';
}

/**
 * Whether the phrase is said under a negation just before it ("No, no fumo", "nunca bebo café"): the keyword's own
 * cheerful or advising line ("Dejar de fumar vale la pena") would then say the opposite of what was meant.
 */

function negatedAt(tokens: readonly Token[], phrase: string): boolean {
  const words = phrase.split(' ');
  const at = findPhrase(tokens, words);
  if (at < 0) return false;
  // the whole clause before it: "no tengo que coger el metro" takes no metro; "sin" undoes the "no" ("no puedo
  // vivir sin mi móvil") and "pero", "y" begin another clause ("no tengo coche, pero voy en metro")
  for (let index = at - 1; index >= 0 && !tokens[index]!.breakAfter; index--) {
    const word = tokens[index]!.norm;
    if (KEYWORD_NEGATIONS.has(word)) return true;
    if (CLAUSE_SCOPE_ENDS.has(word)) return false;
  }
  return false;
}
const CLAUSE_SCOPE_ENDS = new Set(['sin', 'pero', 'y', 'aunque', 'porque', 'cuando', 'si']);

/**
 * "Muchas gracias, doctor", "Camarero, la cuenta": a person set off by a comma at either end of the message is the
 * one spoken to, not a topic word the learner used (and to a doctora, not even the right form).
 */
function addressedAt(text: MatchableText, phrase: string): boolean {
  const { tokens } = text;
  if (phrase.includes(' ') || tokens.length < 2) return false;
  const last = tokens[tokens.length - 1]!;
  const first = tokens[0]!;
  const spoken =
    last.norm === phrase && ADDRESS_AT_END.test(text.raw)
      ? last
      : first.norm === phrase && ADDRESS_AT_START.test(text.raw)
        ? first
        : undefined;
  return spoken !== undefined && namesAPerson(spoken.raw);
}
/** A comma before the last word, or after the first: how a name or title is said to someone. */
const ADDRESS_AT_END = /,\s*\p{L}+[\s.!?]*$/u;
const ADDRESS_AT_START = /^[\s¡¿]*\p{L}+\s*,/u;

/** A noun with a masculine and a feminine form of one lemma ("doctor", "doctora"): a person, not a thing. */
function namesAPerson(word: string): boolean {
  return analysed(word).tokens[0]!.readings.some(
    (reading) =>
      reading.pos === 'noun' &&
      inflect(reading.lemma, { pos: 'noun', gender: 'feminine' }).length > 0 &&
      inflect(reading.lemma, { pos: 'noun', gender: 'masculine' }).length > 0,
  );
}

/** The topic's answer whose trigger the question contains, first listed first. */
function topicAnswerTo(text: MatchableText, plan: TutorPlan): BilingualLine | undefined {
  return plan.answers?.find((answer) => answer.padded.some((trigger) => text.padded.includes(trigger)))?.answer;
}

/** A word as written the partner can vouch for in an echo: known Spanish, a number, or a capitalised name. */
export function isKnownSpanishWord(raw: string, deps: Pick<AnalysisDeps, 'isKnownWord'>): boolean {
  const norm = normaliseText(raw);
  return (
    /^\p{Lu}/u.test(raw) ||
    SPANISH_FUNCTION_WORDS.has(norm) ||
    isNumberWord(norm) ||
    DIGITS.test(raw) ||
    deps.isKnownWord(norm)
  );
}

/** A word the partner can honestly say it understood: known Spanish, a number, or a capitalised name. */
function isRecognisable(token: Token, deps: AnalysisDeps): boolean {
  return (
    token.capitalised ||
    SPANISH_FUNCTION_WORDS.has(token.norm) ||
    isNumberWord(token.norm) ||
    DIGITS.test(token.raw) ||
    deps.isKnownWord(token.norm)
  );
}

function answerIn(text: MatchableText): LearnerMessage['answer'] {
  const [first] = text.tokens;
  if (!first) return undefined;
  const notSure = findPhrase(text.tokens, ['no', 'se']);
  // "No estoy seguro de que las encuestas sean fiables" states a doubt, an opinion: it is not "I don't know".
  const statedDoubt = ['seguro', 'segura'].some((word) => {
    const at = findPhrase(text.tokens, ['no', 'estoy', word]);
    return at >= 0 && ['de', 'que', 'si'].includes(text.tokens[at + 3]?.norm ?? '');
  });
  if (statedDoubt) return undefined;
  if (DONT_KNOW.some((phrase) => hasPhrase(text, phrase))) return 'dontKnow';
  // "No sé." or "No sé qué decir", but not "no se puede", nor a doubt about a thing named ("todavía no sé qué
  // pensar del final" goes on about the book: a statement to take up, not an answer it cannot give)
  const whatToSay = text.tokens[notSure + 2]?.norm === 'que' && text.tokens.length - (notSure + 3) <= 1;
  if (notSure >= 0 && (text.tokens[notSure + 1]!.breakAfter || whatToSay)) return 'dontKnow';
  // "si" is also "if": it is a yes when accented, alone, or followed by a comma.
  if (first.norm === 'si')
    return ACCENTED_YES.test(first.raw) || first.breakAfter || text.tokens.length <= 3 ? 'yes' : undefined;
  if (YES_WORDS.has(first.norm)) return 'yes';
  if (NO_WORDS.has(first.norm)) return 'no';
  return undefined;
}

/**
 * Words that may follow "no entiendo" when it is about what the partner said ("no te entiendo bien", "no entiendo
 * la pregunta", "no entendí lo que dijiste"); anything else is what the learner did not understand in their own
 * story or opinion ("al principio no entendí quién estaba vivo", "no entiendo por qué la gente…").
 */
const ABOUT_WHAT_WAS_SAID = new Set(
  'bien nada muy mucho eso esto la tu su pregunta lo que dices dice dijiste dijo has ha dicho me estas esta diciendo perdona perdon perdone por favor'.split(
    ' ',
  ),
);

/** "No entiendo" with nothing after it in its sentence but words about what was said. */
function notUnderstoodWhatWasSaid(tokens: readonly Token[]): boolean {
  for (const words of SIMPLER_ALWAYS.map((phrase) => phrase.split(' '))) {
    const at = findPhrase(tokens, words);
    if (at < 0) continue;
    let index = at + words.length;
    for (; index < tokens.length && !tokens[index]!.sentenceStart; index++) {
      const word = tokens[index]!.norm;
      // "por favor" and "lo que dices" are about what was said; "no entiendo por qué" and "qué pasó" about a thing
      if (word === 'por' && tokens[index + 1]?.norm !== 'favor') break;
      if (word === 'que' && tokens[index - 1]?.norm !== 'lo') break;
      if (!ABOUT_WHAT_WAS_SAID.has(word)) break;
    }
    if (index === tokens.length || tokens[index]!.sentenceStart) return true;
  }
  return false;
}

function hasPhraseAt(tokens: readonly Token[], index: number, phrase: string): boolean {
  return findPhrase(tokens, phrase.split(' '), index) === index;
}

/** Whether a sentence asks what a word means or how to say one ("¿Cómo se dice deposit en español?"). */
export function asksForAWord(sentence: string): boolean {
  const { tokens } = tokenise(sentence);
  return MEANING_TRIGGERS.some((trigger) => findPhrase(tokens, trigger.words) >= 0);
}

function helpIn(text: MatchableText, plan: TutorPlan, deps: AnalysisDeps): HelpRequest | undefined {
  const { tokens } = text;
  const has = (list: readonly string[]) => list.some((phrase) => hasPhrase(text, phrase));
  for (const trigger of MEANING_TRIGGERS) {
    const at = findPhrase(tokens, trigger.words);
    if (at < 0) continue;
    // "¿Qué significa exactamente 'de temporada'?": what is quoted is what is asked about, not the word after
    const word = quotedIn(text.raw) ?? wordAfter(tokens, at + trigger.words.length);
    if (!word && trigger.kind === 'meaning') return { kind: 'simpler', english: trigger.english };
    if (word && trigger.kind === 'howToSay' && usedAfterANoun(text.raw, word))
      return { kind: trigger.kind, word, english: trigger.english, afterANoun: true };
    const intoEnglish = trigger.kind === 'howToSay' && /(?<!\p{L})(?:en inglés|in english)(?!\p{L})/iu.test(text.raw);
    if (word && intoEnglish) return { kind: 'howToSay', word, english: trigger.english, intoEnglish };
    if (word) return { kind: trigger.kind, word, english: trigger.english };
  }
  // Only as a question of its own: "pienso que es difícil" is not asking what "difícil" means.
  const asking = text.raw.includes('?') || text.raw.includes('¿') || tokens.length <= 4;
  for (const words of MEANING_IF_KNOWN) {
    const at = findPhrase(tokens, words);
    if (at < 0 || !asking || !tokens[at]!.sentenceStart) continue;
    const word = wordAfter(tokens, at + words.length);
    if (word && word.split(' ').length <= 3 && deps.canGloss(word, plan))
      return { kind: 'meaning', word, english: words[0] === 'what' };
  }
  // "Más fácil" asks for simpler words when said alone or nearly; in a question of its own ("¿Qué es más fácil para
  // empezar?") it is part of what is asked.
  // "No entiendo por qué", however short, is about a thing
  const notUnderstood = has(SIMPLER_ALWAYS) ? notUnderstoodWhatWasSaid(tokens) : has(SIMPLER) && tokens.length <= 5;
  if (notUnderstood) return { kind: 'simpler', english: false };
  if (has(SIMPLER_ENGLISH)) return { kind: 'simpler', english: true };
  if (tokens.length === 1 && SIMPLER_ALONE.includes(tokens[0]!.norm)) return { kind: 'simpler', english: false };
  if (tokens.length === 1 && SIMPLER_ALONE_ENGLISH.includes(tokens[0]!.norm)) return { kind: 'simpler', english: true };
  // "Repetir" is a request when asked of the partner ("¿Puedes repetir?", "Repite, por favor") or said nearly alone;
  // "tengo que repetir toda la materia" tells something.
  const askedToRepeat = has(REPEAT) && (tokens.length <= 5 || has(ASKING_THE_PARTNER) || hasPhrase(text, 'por favor'));
  // "¿Otra vez, por favor?" asks; "Suspendí matemáticas otra vez" tells: only request words may stand beside it
  const onlyAsksAgain =
    tokens.length <= 4 && has(REPEAT_SHORT) && tokens.every((token) => REPEAT_SHORT_COMPANIONS.has(token.norm));
  if (askedToRepeat || onlyAsksAgain) return { kind: 'repeat', english: false };
  if (tokens.length <= 5 && has(REPEAT_ENGLISH)) return { kind: 'repeat', english: true };
  return undefined;
}

function wordsAsWritten(tokens: readonly Token[], normalisedWords: readonly string[]): string {
  const at = findPhrase(tokens, normalisedWords);
  return tokens
    .slice(at, at + normalisedWords.length)
    .map((token) => token.raw)
    .join(' ');
}

/** Quotation marks around a word or phrase: «…», "…", “…”, '…', ‘…’ (an apostrophe inside a word is none). */
const QUOTED = /(?<!\p{L})(?:«([^»]{1,60})»|"([^"]{1,60})"|“([^”]{1,60})”|'([^']{1,60})'|‘([^’]{1,60})’)(?!\p{L})/u;

/** The first quoted stretch of a message, trimmed of marks, when it holds a letter. */
/** Whether the text uses `phrase` again right after a word the language core reads as a noun ("mi café to go"). */
function usedAfterANoun(raw: string, phrase: string): boolean {
  const words = analysed(raw).tokens.filter((token) => token.kind === 'word');
  const asked = phrase.toLowerCase().split(/\s+/u);
  return words.some(
    (token, at) =>
      at > 0 &&
      words[at - 1]!.reading?.pos === 'noun' &&
      asked.every((word, offset) => words[at + offset]?.text.toLowerCase() === word),
  );
}

function quotedIn(raw: string): string | undefined {
  const match = QUOTED.exec(raw);
  const quoted = match?.slice(1).find((group) => group !== undefined);
  const trimmed = quoted?.replace(/^[\s¿¡]+|[\s.,;:!?]+$/gu, '');
  return trimmed && /\p{L}/u.test(trimmed) ? trimmed : undefined;
}

/** The word asked about: "¿Qué significa «la palabra» pescado en inglés?" -> "pescado". */
function wordAfter(tokens: readonly Token[], start: number): string {
  let from = start;
  const lead = WORD_LEADS.find((phrase) => hasPhraseAt(tokens, from, phrase));
  if (lead) from += lead.split(' ').length;
  const words: string[] = [];
  for (let index = from; index < tokens.length && words.length < 5; index++) {
    const token = tokens[index]!;
    if (words.length > 0 && WORD_TAILS.some((tail) => hasPhraseAt(tokens, index, tail))) break;
    // "¿Cómo se dice sick leave en España / aquí?": where it is said is not part of the word
    if (words.length > 0 && (WHERE_SAID.has(token.norm) || (token.norm === 'en' && tokens[index + 1]?.capitalised)))
      break;
    // "check-out" stays one compound: its hyphen says it is a noun, not the verb "check out".
    const previous = tokens[index - 1];
    if (words.length > 0 && previous?.hyphenAfter) words[words.length - 1] += `-${token.raw}`;
    else words.push(token.raw);
    if (token.breakAfter) break;
  }
  return words.join(' ');
}

const LIKING_LEMMAS = new Set(['gustar', 'encantar', 'interesar', 'apasionar', 'fascinar']);

/** "no me gustan porque son aburridos": a liking denied ("no me/nos" + the verb), every other verb "ser". */
function onlyADislike(text: string): boolean {
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  const denied = words.some(
    (token, at) =>
      token.reading?.pos === 'verb' &&
      LIKING_LEMMAS.has(token.reading.lemma) &&
      ['me', 'nos'].includes(normaliseText(words[at - 1]?.text ?? '')) &&
      normaliseText(words[at - 2]?.text ?? '') === 'no',
  );
  const verbs = words.filter((token) => token.reading?.verbForm === 'finite');
  return denied && verbs.every((token) => LIKING_LEMMAS.has(token.reading!.lemma) || token.reading!.lemma === 'ser');
}
