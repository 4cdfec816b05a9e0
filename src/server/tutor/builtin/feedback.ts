import type { MessageCheck } from '@/contract/corrections';
import { correctionFeedback } from '@/server/tutor/correction-feedback';
import { wordCount } from '@/server/content/topic-file-schema';
import type { LastQuestion } from './conversation-state';
import type { SpanishSuggestion } from './english-input';
import { verbForANoun, type LearnerMessage } from './learner-message-analysis';
import { analysed } from './analysis-cache';
import { COPULA_LEMMAS } from './copulas';
import type { Glossary } from './glossary';
import { capitaliseSentences, normaliseText } from './text-normalisation';

/**
 * One short English sentence on the learner's message. When the corrector changed something, it is that
 * correction ("«simpatico» → «simpática»: …") and never praise (docs/product.md#message-checks). Otherwise it
 * only names things recognised for certain (missing ¿ or ¡, English words, a one-word answer) or praises a
 * specific phrase the learner got right; when nothing is certain it says nothing.
 */
export function feedbackFor(
  message: LearnerMessage,
  last: LastQuestion | undefined,
  suggestions: readonly SpanishSuggestion[],
  glossary: Glossary,
  check?: MessageCheck,
  /** The message as the learner wrote it (the analysis reads the corrected text). */
  original: string = message.text.raw,
  /** English words in a Spanish turn with their Spanish, in the learner's variety ("wallet": "la cartera"). */
  loanwords: readonly SpanishSuggestion[] = [],
): string | undefined {
  const changed = (check?.changes.length ?? 0) > 0;
  const [loanword] = loanwords;
  return (
    englishFeedback(message, suggestions) ??
    // A missing "¿" alone is said best by the punctuation note, which can quote the whole question right.
    correctionFeedback(check) ??
    (loanword ? `In Spanish, '${loanword.english}' is '${loanword.spanish}'.` : undefined) ??
    punctuationFeedback(original, glossary) ??
    oneWordFeedback(message, last) ??
    (changed ? undefined : praise(message))
  );
}

function englishFeedback(message: LearnerMessage, suggestions: readonly SpanishSuggestion[]): string | undefined {
  const { help } = message;
  if (help?.english) {
    switch (help.kind) {
      case 'meaning':
        return `You can ask this in Spanish too: '¿Qué significa ${help.word}?'`;
      case 'howToSay':
        return `You can ask this in Spanish too: '¿Cómo se dice ${help.word}?'`;
      case 'simpler':
        return "In Spanish you can say 'No entiendo.'";
      case 'repeat':
        return "In Spanish you can say '¿Puedes repetir?'";
    }
  }
  // a request for a word in Spanish ("No sé decir 'I'm learning'") has its own feedback
  if (!message.english || message.help) return undefined;
  const [first] = suggestions;
  return first
    ? `In Spanish, '${first.english}' is '${first.spanish}'.`
    : 'You used some English there; have a go at saying it in Spanish.';
}

const FULL_STOPS = new Set(['.', '!', '?', '\n']);
const LETTER = /\p{L}/u;

/**
 * A "?" or "!" whose sentence has no opening "¿" or "¡". The learner's sentence is only quoted back corrected
 * when the glossary knows it with its marks ("y tu?" -> "¿Y tú?"), since their accents may be off too.
 */
function punctuationFeedback(raw: string, glossary: Glossary): string | undefined {
  let sentenceStart = 0;
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index]!;
    if (!FULL_STOPS.has(char)) continue;
    const sentence = raw.slice(sentenceStart, index);
    sentenceStart = index + 1;
    if (char !== '?' && char !== '!') continue;
    const opening = char === '?' ? '¿' : '¡';
    if (sentence.includes(opening)) continue;
    const words = sentence.trim();
    if (!LETTER.test(words)) continue;
    const kind = char === '?' ? 'questions' : 'exclamations';
    const known = glossary.spanish(words)?.es;
    if (known?.startsWith(opening) && known.endsWith(char))
      return `Spanish ${kind} open with '${opening}' too: '${capitaliseSentences(known)}'`;
    return `Spanish ${kind} open with '${opening}' as well as ending with '${char}'.`;
  }
  return undefined;
}

const EXAMPLE_ANSWER = 'Me gusta el café.';

function oneWordFeedback(message: LearnerMessage, last: LastQuestion | undefined): string | undefined {
  if (message.text.tokens.length !== 1 || !last) return undefined;
  if (message.help || message.goodbye || message.greeting || message.thanks || message.askBack) return undefined;
  const answer = last.question.answer.es;
  return `Try a full sentence, e.g. '${wordCount(answer) <= 8 ? answer : EXAMPLE_ANSWER}'`;
}

const LIKE_PRAISE = {
  like: (phrase: string) => `Nice use of '${phrase}' to say what you like!`,
  love: (phrase: string) => `Great, '${phrase}' is a strong way to say you love something!`,
  dislike: (phrase: string) => `Good use of '${phrase}' to say what you don't like.`,
  hate: () => "'Odio' is a clear way to say you hate something.",
  prefer: () => "Nice, 'prefiero' is a great way to give your preference.",
};
const PLACE_PRAISE: Readonly<Record<string, string>> = {
  'soy de': "Nice use of 'soy de' to say where you're from!",
  'soy del': "Nice use of 'soy del' to say where you're from!",
  'vivo en': "Good, 'vivo en' is just right for saying where you live.",
};
const NAME_PRAISE: Readonly<Record<string, string>> = {
  'me llamo': "Good, 'me llamo' is the natural way to give your name.",
  'mi nombre es': "Good, 'mi nombre es' gives your name clearly; 'me llamo' is very common too.",
  soy: "Good, 'soy' plus your name is a friendly way to introduce yourself.",
};
/** Common conjugated verbs: a message with one of them is a sentence, not a list of words. */
const VERBS = new Set(
  [
    'soy',
    'eres',
    'es',
    'somos',
    'son',
    'estoy',
    'estás',
    'está',
    'estamos',
    'están',
    'tengo',
    'tienes',
    'tiene',
    'tenemos',
    'tienen',
    'hay',
    'vivo',
    'vives',
    'vive',
    'vivimos',
    'trabajo',
    'trabajas',
    'trabaja',
    'estudio',
    'estudias',
    'bebo',
    'hablo',
    'hablas',
    'habla',
    'voy',
    'vas',
    'va',
    'vamos',
    'van',
    'hago',
    'haces',
    'hace',
    'puedo',
    'puedes',
    'quiero',
    'quieres',
    'prefiero',
    'pienso',
    'creo',
    'necesito',
    'juego',
    'leo',
    'escribo',
    'escucho',
    'veo',
    'salgo',
    'gusta',
    'gustan',
    'encanta',
    'encantan',
    'llamo',
    'llama',
    'cocino',
    'viajo',
    'conozco',
    'sé',
    'fui',
    'fue',
    'fuimos',
    'tuve',
    'estuve',
    'hice',
    'comí',
    'vi',
    'tenía',
    'era',
    'estaba',
    'iba',
    // "como" is left out: it is as often "like" or "how" as "I eat".
    'levanto',
    'desayuno',
    'ceno',
    'suelo',
    'odio',
    'uso',
    'compro',
    'paso',
    'visito',
    'camino',
    'corro',
    'nado',
  ].map(normaliseText),
);

function spelledAsKeyword(written: string, keyword: NonNullable<LearnerMessage['keyword']>): boolean {
  const lower = written.toLowerCase();
  const article = /^(?:el|la|los|las)\s+/;
  const exact = [keyword.es, keyword.es.replace(article, '')];
  // Forms without accents are listed so a learner is understood, not so they are praised.
  const otherWords = keyword.forms.filter((form) => !exact.some((word) => normaliseText(word) === normaliseText(form)));
  return [...exact, ...otherWords].some((form) => form.toLowerCase() === lower);
}

/**
 * "Tengo dos hermano": a cardinal above one before a singular noun is a slip the corrector may not have seen, and
 * praising anything in the message (the number, the noun as topic vocabulary) would read as approval of the phrase.
 */
function countsASingular(text: string): boolean {
  const tokens = analysed(text).tokens;
  return tokens.some(
    (token, index) =>
      token.reading?.pos === 'numeral' &&
      !['un', 'una', 'uno'].includes(token.text.toLowerCase()) &&
      tokens[index + 1]?.reading?.pos === 'noun' &&
      tokens[index + 1]?.reading?.number === 'singular',
  );
}

/** Words of degree between a linking verb and what one is: "soy muy alérgico", "estoy un poco cansada". */
const DEGREE_WORDS = new Set(['muy', 'bastante', 'poco', 'un', 'tan', 'algo', 'super', 'súper', 'demasiado']);

/**
 * "Soy alérgico a los gatos": an adjective said of the speaker (after a linking verb in the first person) takes
 * their gender, which the partner does not know (a learner who wrote "alérgica" a moment before); it is not
 * praised as topic vocabulary.
 */
function saidOfTheSpeaker(written: string, raw: string): boolean {
  const tokens = analysed(raw).tokens.filter((token) => token.kind === 'word');
  const at = tokens.findIndex((token) => token.text.toLowerCase() === written.toLowerCase());
  if (at < 0 || !tokens[at]!.readings.some((reading) => reading.pos === 'adjective' && reading.gender)) return false;
  let before = at - 1;
  while (before >= 0 && DEGREE_WORDS.has(tokens[before]!.text.toLowerCase())) before--;
  const verb = tokens[before]?.readings.find((reading) => reading.pos === 'verb' && COPULA_LEMMAS.has(reading.lemma));
  return verb !== undefined && verb.person === 1;
}

function praise(message: LearnerMessage): string | undefined {
  const { like, name, number, keyword, text } = message;
  const [place] = message.places;
  // "Me gustan el café" is probably wrong; praising anything else in it would read as approval.
  if (like?.agreementDoubtful) return undefined;
  // "Mi perro murió ayer": a word of bad news praised as vocabulary reads as cheer for it
  if (message.mood === 'bad' || message.newsDeath) return undefined;
  // "Tengo dos hermano y una hermana": nothing in it is praised ("Good use of topic vocabulary: 'hermano'")
  if (countsASingular(text.raw)) return undefined;
  if (like?.echoable) return LIKE_PRAISE[like.kind](like.phrase);
  if (name) return NAME_PRAISE[name.phrase];
  if (place && PLACE_PRAISE[place.phrase]) return PLACE_PRAISE[place.phrase];
  if (message.askBack && !message.english) return 'Great job asking a question back; it keeps the conversation going.';
  if (message.help) return 'Asking for help in Spanish is a great habit.';
  // "un perro" is an article's work as much as a number's: only a number above one is praised
  if (number?.fromWords && number.value > 1) return 'Good job saying the number in Spanish words.';
  // Only a keyword written exactly as the partner writes it, accents included: "simpatico" earns nothing.
  if (
    keyword &&
    message.keywordAsWritten &&
    spelledAsKeyword(message.keywordAsWritten, keyword) &&
    // "la Ciudad de México": a word of a name, capitalised inside its sentence, is no topic vocabulary of the learner
    !insideAName(message.keywordAsWritten, text.raw) &&
    // "Bueno, …", "Vale, …": a word opening the turn before a comma is a filler, not the topic's word
    !opensAsAFiller(message.keywordAsWritten, text.raw) &&
    !saidOfTheSpeaker(message.keywordAsWritten, text.raw) &&
    !verbForANoun(text.raw, normaliseText(message.keywordAsWritten), keyword.es)
  )
    return `Good use of topic vocabulary: '${message.keywordAsWritten}'.`;
  if (message.isQuestion && text.tokens.length >= 3 && text.tokens.some((token) => VERBS.has(token.norm))) {
    // Punctuation was checked first, so a question here opens with "¿".
    return "Good, you asked a full question, with the opening '¿'.";
  }
  if (message.greeting) return 'Nice greeting!';
  if (message.thanks) return "Good manners: 'gracias' always goes down well.";
  return undefined;
}

/** Whether the words stand capitalised inside their sentence ("en la Ciudad de México"): part of a name. */
function insideAName(words: string, raw: string): boolean {
  const at = raw.indexOf(words);
  if (at <= 0) return false;
  const capital = /\p{Lu}/u.exec(words);
  if (!capital) return false;
  const before = raw.slice(0, at + capital.index).trimEnd();
  return before.length > 0 && !/[.!?¡¿:]$/u.test(before);
}

/** Whether the turn opens with the words and a comma ("Bueno, …"): a filler, not a word of the topic. */
function opensAsAFiller(words: string, raw: string): boolean {
  const start = raw.replace(/^[\s¡¿]+/u, '');
  return start.toLowerCase().startsWith(words.toLowerCase()) && start.slice(words.length).trimStart().startsWith(',');
}
