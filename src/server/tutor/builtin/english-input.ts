import { analysed } from './analysis-cache';
import { englishContentWordIn } from './english-words';
import type { Glossary } from './glossary';
import { normaliseText, normaliseWord, type MatchableText, type Token } from './text-normalisation';

/**
 * Common English words that are not also Spanish words ("me", "no", "a", "he", "has", "son", "once" are left
 * out on purpose), so finding them is strong evidence the learner fell back on English.
 */
const ENGLISH_FUNCTION_WORDS = new Set([
  'i',
  'im',
  'ive',
  'id',
  'ill',
  'my',
  'mine',
  'the',
  'is',
  'are',
  'am',
  'was',
  'were',
  'be',
  'been',
  'you',
  'your',
  'youre',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'what',
  'whats',
  'how',
  'where',
  'when',
  'who',
  'why',
  'which',
  'do',
  'does',
  'did',
  'dont',
  'doesnt',
  'didnt',
  'cant',
  'cannot',
  'wont',
  'have',
  'had',
  'like',
  'love',
  'want',
  'know',
  'think',
  'and',
  'but',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'with',
  'from',
  'about',
  'yes',
  'hello',
  'hi',
  'please',
  'thanks',
  'thank',
  'sorry',
  'very',
  'not',
  'she',
  'we',
  'they',
  'our',
  'their',
  'can',
  'will',
  'would',
  'should',
  'could',
  'speak',
  'name',
  'live',
  'mean',
  'understand',
  'say',
  'because',
  'also',
  'just',
  'really',
  'some',
  'any',
  'there',
  'here',
  'bye',
  'goodbye',
]);
/** Words that make a sentence English: subjects, articles, possessives, the verbs "be" and "do". */
const ENGLISH_FRAME_WORDS = new Set(
  'i im ive id my the is are am was were you it we they she do does did dont can this'.split(' '),
);
/** Left out of the list above as they are Spanish too, but never looked up on their own. */
const ENGLISH_ARTICLES = new Set(['a', 'an']);
/** Always capitalised in English, so a capital does not make them a name. */
const ENGLISH_I = new Set(['i', 'im', 'ive', 'id', 'ill']);

/** One English fallback with the Spanish the partner offers for it. */
export interface SpanishSuggestion {
  english: string;
  spanish: string;
  /** Latin America's word where the lessons give it apart (`GlossEntry.latam`). */
  latam?: string;
}

export interface EnglishPhrase {
  words: readonly string[];
  es: string;
}

const NUMBER_SLOT = '#';
const SPACES = /\s+/;
const DIGITS = /^\d+$/;

export function compileEnglishPhrases(entries: readonly { en: string; es: string }[]): EnglishPhrase[] {
  return entries
    .map(({ en, es }) => ({
      words: en.split(SPACES).map((word) => (word === NUMBER_SLOT ? NUMBER_SLOT : normaliseWord(word))),
      es,
    }))
    .sort((a, b) => b.words.length - a.words.length);
}

function isEnglishWord(token: Token): boolean {
  if (!ENGLISH_FUNCTION_WORDS.has(token.norm)) return false;
  // Mid-sentence capitals are names and titles ("me gusta The Beatles"); "I" is capitalised anyway.
  return !token.capitalised || token.sentenceStart || ENGLISH_I.has(token.norm);
}

/**
 * Whether the message is English or mixed: two English words, or one in a short message. An English word is a
 * function word from the list above, or (with `englishContentWord`) a word Spanish does not have that the bilingual
 * glossary knows as English ("work", "nurse").
 */
export function isEnglishOrMixed(
  text: MatchableText,
  englishContentWord: (token: Token) => boolean = () => false,
): boolean {
  let english = 0;
  let content = 0;
  let frame = false;
  for (const token of text.tokens) {
    if (isEnglishWord(token)) {
      english++;
      frame ||= ENGLISH_FRAME_WORDS.has(token.norm);
    } else if (englishContentWord(token)) content++;
  }
  // Loanwords inside Spanish ("me gusta el rock and roll") are not English unless an English subject, article or
  // verb frames them ("I work as a nurse").
  if (frame) english += content;
  return english >= 2 || (english === 1 && english * 4 >= text.tokens.length);
}

/** What the partner can offer for an English message, and the words it could not translate. */
export interface EnglishHelp {
  suggestions: SpanishSuggestion[];
  /** English words it knows no single safe Spanish for ("for", "get") or does not know at all, as written. */
  untranslated: string[];
}

/**
 * The Spanish for what the learner wrote in English, in their order: curated chunks first, longest first ("because
 * of" -> "por" before "because"), then words read in context through the glossary ("beach" -> "la playa", "too late"
 * -> "demasiado"). Spanish words and names are left alone; a word with no one safe translation gets none.
 */
export function suggestSpanish(
  text: MatchableText,
  phrases: readonly EnglishPhrase[],
  glossary: Glossary,
  limit = 4,
): SpanishSuggestion[] {
  return englishHelp(text, phrases, glossary, limit).suggestions;
}

export function englishHelp(
  text: MatchableText,
  phrases: readonly EnglishPhrase[],
  glossary: Glossary,
  limit = 4,
): EnglishHelp {
  const suggestions: SpanishSuggestion[] = [];
  const untranslated: string[] = [];
  // where each one-word gloss of a function word stands, and where a function word went unglossed
  const functionGlossAt = new Map<SpanishSuggestion, number>();
  const unglossedFunctionWords = new Set<number>();
  const tokens = text.tokens;
  const words = tokens.map((token) => token.norm);
  let index = 0;
  while (index < tokens.length) {
    // A single word is the glossary's to read in context ("too" before "late"); chunks are matched here.
    const phrase = phrases.find((candidate) => candidate.words.length > 1 && matchesAt(tokens, index, candidate.words));
    if (phrase) {
      const matched = tokens.slice(index, index + phrase.words.length);
      const number = matched.find((token) => DIGITS.test(token.raw))?.raw ?? '';
      if (suggestions.length < limit)
        suggestions.push({
          english: matched.map((token) => token.raw).join(' '),
          spanish: phrase.es.replace(NUMBER_SLOT, number),
        });
      index += phrase.words.length;
      continue;
    }
    const word = tokens[index]!;
    // English function words ("with", "know") are glossed only by the curated entries, which the glossary tries first.
    const functionWord = ENGLISH_FUNCTION_WORDS.has(word.norm);
    const skip =
      ENGLISH_ARTICLES.has(word.norm) ||
      DIGITS.test(word.raw) ||
      (!functionWord && looksSpanish(word, glossary)) ||
      amidSpanish(tokens, index);
    const entry = skip ? undefined : glossary.englishIn(words, index);
    if (entry && (!functionWord || entry.length > 1 || glossary.english(word.norm) === entry.entry)) {
      const english = tokens
        .slice(index, index + entry.length)
        .map((token) => token.raw)
        .join(' ');
      const { es: spanish, latam } = entry.entry;
      const suggestion = { english, spanish, ...(latam ? { latam } : {}) };
      if (functionWord && entry.length === 1) functionGlossAt.set(suggestion, index);
      if (suggestions.length < limit) suggestions.push(suggestion);
      index += entry.length;
      continue;
    }
    if (functionWord && !skip) unglossedFunctionWords.add(index);
    // A capital mid-sentence is a name ("Peru", "Netflix"), said the same in Spanish or not ours to translate.
    if (!skip && !functionWord && !(word.capitalised && !word.sentenceStart)) untranslated.push(word.raw);
    index++;
  }
  // "what about", "how come": a function word beside one the glossary cannot read is part of a phrase it does not
  // know ("what" is no "qué" there); and glosses of function words alone, once one is dropped, teach nothing
  const inAnUnknownPhrase = (suggestion: SpanishSuggestion) => {
    const at = functionGlossAt.get(suggestion);
    return at !== undefined && (unglossedFunctionWords.has(at - 1) || unglossedFunctionWords.has(at + 1));
  };
  const kept = suggestions.filter((suggestion) => !inAnUnknownPhrase(suggestion));
  const onlyFunctionWords = kept.every((suggestion) => functionGlossAt.has(suggestion));
  const read = kept.length < suggestions.length && onlyFunctionWords ? [] : kept;
  return { suggestions: dedupe(read), untranslated };
}

function matchesAt(tokens: readonly Token[], start: number, words: readonly string[]): boolean {
  if (start + words.length > tokens.length) return false;
  return words.every((word, offset) => {
    const token = tokens[start + offset]!;
    return word === NUMBER_SLOT ? DIGITS.test(token.raw) : token.norm === word;
  });
}

/**
 * A word both languages have ("come", "me") is read in the language around it: "mi familia come juntos" is Spanish
 * however the message ends ("…, it's really nice"), "I come from Chile" English.
 */
function amidSpanish(tokens: readonly Token[], index: number): boolean {
  const spanish = (token: Token | undefined) =>
    token !== undefined && !isEnglishWord(token) && hasSpanishReading(token);
  const before = index > 0 && !tokens[index - 1]!.breakAfter ? tokens[index - 1] : undefined;
  const after = tokens[index]!.breakAfter ? undefined : tokens[index + 1];
  if (!hasSpanishReading(tokens[index]!) || (before === undefined && after === undefined)) return false;
  return (before === undefined || spanish(before)) && (after === undefined || spanish(after));
}

/** The language core reads the word as Spanish ("come": comer). */
function hasSpanishReading(token: Token): boolean {
  return (analysed(token.raw).tokens[0]?.readings.length ?? 0) > 0;
}

function looksSpanish(token: Token, glossary: Glossary): boolean {
  return glossary.isCommonWord(token.norm) || glossary.spanish(token.norm) !== undefined;
}

/** Each Spanish once, and none that is the word itself ("No sé decir…": «No» es «no» teaches nothing). */
function dedupe(suggestions: SpanishSuggestion[]): SpanishSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter(
    (suggestion) =>
      normaliseText(suggestion.spanish) !== normaliseText(suggestion.english) &&
      !seen.has(suggestion.spanish) &&
      seen.add(suggestion.spanish),
  );
}

/**
 * English words inside a Spanish message ("no tengo mi wallet"), each with the one Spanish the glossary gives it in
 * context ("la cartera"); a word with no one safe translation is left out.
 */
export function englishWordsInSpanish(text: MatchableText, glossary: Glossary, limit = 2): SpanishSuggestion[] {
  const english = englishContentWordIn(text.raw);
  const words = text.tokens.map((token) => token.norm);
  const found: SpanishSuggestion[] = [];
  // "hacer scroll", "hacer zoom": Spanish makes an activity of an English word with hacer, and the word's other
  // sense in the glossary ("scroll": "el rollo") is not what is meant
  const afterHacer = new Set(
    analysed(text.raw)
      .tokens.filter((token, at, tokens) => at > 0 && tokens[at - 1]!.reading?.lemma === 'hacer')
      .map((token) => normaliseWord(token.text)),
  );
  // "como un walk-in": a part of a hyphened English word is not the word ("walk" is no "walk-in")
  const hyphened = new Set(
    [...text.raw.matchAll(/(?<![\p{L}-])(\p{L}+(?:-\p{L}+)+)(?![\p{L}-])/gu)].flatMap((match) =>
      match[1]!.split('-').map(normaliseWord),
    ),
  );
  text.tokens.forEach((token, index) => {
    if (found.length >= limit || !english(token) || afterHacer.has(token.norm) || hyphened.has(token.norm)) return;
    const entry = glossary.englishIn(words, index);
    if (!entry || entry.length !== 1) return;
    const { es: spanish, latam } = entry.entry;
    found.push({ english: token.raw, spanish, ...(latam ? { latam } : {}) });
  });
  return dedupe(found);
}
