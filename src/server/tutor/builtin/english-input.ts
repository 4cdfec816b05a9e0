import type { GlossEntry, Glossary } from './glossary';
import { normaliseWord, type MatchableText, type Token } from './text-normalisation';

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
/** Left out of the list above as they are Spanish too, but never looked up on their own. */
const ENGLISH_ARTICLES = new Set(['a', 'an']);
/** Always capitalised in English, so a capital does not make them a name. */
const ENGLISH_I = new Set(['i', 'im', 'ive', 'id', 'ill']);

/** One English fallback with the Spanish the partner offers for it. */
export interface SpanishSuggestion {
  english: string;
  spanish: string;
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

/** Whether the message is English or mixed: two English function words, or one in a short message. */
export function isEnglishOrMixed(text: MatchableText): boolean {
  let english = 0;
  for (const token of text.tokens) if (isEnglishWord(token)) english++;
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
 * of" -> "por" before "because"), then single words through the glossary ("beach" -> "la playa"). Spanish words and
 * names are left alone; a word with no safe translation gets none.
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
  const tokens = text.tokens;
  let index = 0;
  while (index < tokens.length) {
    const phrase = phrases.find((candidate) => matchesAt(tokens, index, candidate.words));
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
    const skip =
      ENGLISH_FUNCTION_WORDS.has(word.norm) ||
      ENGLISH_ARTICLES.has(word.norm) ||
      DIGITS.test(word.raw) ||
      looksSpanish(word, glossary);
    const entry = skip ? undefined : englishEntry(tokens, index, glossary);
    if (entry) {
      if (suggestions.length < limit) suggestions.push({ english: entry.english, spanish: entry.entry.es });
      index += entry.length;
      continue;
    }
    // A capital mid-sentence is a name ("Peru", "Netflix"), said the same in Spanish or not ours to translate.
    if (!skip && !(word.capitalised && !word.sentenceStart)) untranslated.push(word.raw);
    index++;
  }
  return { suggestions: dedupe(suggestions), untranslated };
}

function matchesAt(tokens: readonly Token[], start: number, words: readonly string[]): boolean {
  if (start + words.length > tokens.length) return false;
  return words.every((word, offset) => {
    const token = tokens[start + offset]!;
    return word === NUMBER_SLOT ? DIGITS.test(token.raw) : token.norm === word;
  });
}

function looksSpanish(token: Token, glossary: Glossary): boolean {
  return glossary.isCommonWord(token.norm) || glossary.spanish(token.norm) !== undefined;
}

function englishEntry(
  tokens: readonly Token[],
  index: number,
  glossary: Glossary,
): { entry: GlossEntry; english: string; length: number } | undefined {
  const next = tokens[index + 1];
  if (next) {
    const pair = `${tokens[index]!.raw} ${next.raw}`;
    const entry = glossary.english(pair);
    if (entry) return { entry, english: pair, length: 2 };
  }
  const entry = glossary.english(tokens[index]!.raw);
  return entry ? { entry, english: tokens[index]!.raw, length: 1 } : undefined;
}

function dedupe(suggestions: SpanishSuggestion[]): SpanishSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => !seen.has(suggestion.spanish) && seen.add(suggestion.spanish));
}
