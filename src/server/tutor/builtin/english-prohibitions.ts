import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type ProhibitionCues = ScenesFile['topicText']['englishProhibitions'];

/**
 * "¿Puedo traer a mi perro?", "¿Se puede fumar?" of a topic written in English that forbids it ("No pets, and no
 * smoking anywhere", "Dogs are not allowed on the tour"): a no, in Spanish. Said only where every English clause that
 * names the thing forbids it; a Spanish topic's own sentences answer as written, elsewhere.
 */
export interface EnglishProhibitions {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

/** The shortest English stem matched as the start of a word ("smok" of "smoking"); shorter ones say too little. */
const MIN_STEM = 4;

export function createEnglishProhibitions(
  cues: ProhibitionCues,
  englishWordsFor: (lemma: string) => readonly string[],
  /** scenes.json `personaKinds` by member: "perro" is a "mascota" ("No pets"). */
  kindsOfMember: (lemma: string) => readonly string[] = () => [],
): EnglishProhibitions {
  const asks = cues.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const askingLemmas = new Set(cues.askingLemmas.map(normaliseText));
  const forbidding = cues.forbidding.map((phrase) => ` ${normaliseText(phrase)} `);
  const notForbidding = new Set(cues.notForbidding.map(normaliseText));
  const scopes = new Set(cues.scopes.map(normaliseText));
  const particleVerbs = new Set(cues.particleVerbs.map(normaliseText));
  const wholePlaces = new Set(cues.wholePlaces.map(normaliseText));
  const indoorPlaces = new Set(cues.indoorPlaces.map(normaliseText));

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId || !asks.some((phrase) => ` ${normaliseText(question)} `.includes(phrase)))
        return undefined;
      const stems = askedStems(question);
      if (stems.length === 0) return undefined;
      const clauses = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .flatMap((sentence) => sentence.split(/[;—–()]|,?\s+and\s+|,\s+|\s-\s/u));
      // a thing asked that every clause naming it forbids ("¿Puedo llevar a mi perro al tour?": the dog, though
      // other clauses name the tour)
      const forbiddenStems = stems.filter((stem) => {
        const naming = clauses.filter((clause) => names(clause, [stem]));
        return naming.length > 0 && naming.every((clause) => forbids(clause, [stem]));
      });
      const forbidding = clauses.filter((clause) => names(clause, forbiddenStems));
      if (forbidding.length === 0) return undefined;
      // "No alcohol in the dorms, only on the terrace": a no where it holds, never of the terrace asked
      const places = otherPlacesAsked(question, forbiddenStems, topic);
      return forbidding.every((clause) => holdsWhereAsked(clause, places, forbiddenStems)) ? cues.line : undefined;
    },
  };

  /**
   * Whether a prohibition holds where the question asks: a clause with no scope ("No pets") holds everywhere; one of
   * a whole place ("anywhere in the building") holds in the places asked that are inside one ("la habitación"), not
   * on a terrace; one of a place or a time of its own ("in the dorms", "during mass", "after 22:00") only where the
   * question names it.
   */
  function holdsWhereAsked(clause: string, places: readonly Place[], stems: readonly string[]): boolean {
    const words = normaliseText(clause).split(' ');
    const opens = words.findIndex((word, at) => scopes.has(word) && !particleVerbs.has(words[at - 1] ?? ''));
    if (opens < 0) return true;
    // the scope's phrase, up to a word that opens another ("on the ferry to other islands": the ferry)
    const ends = words.findIndex((word, at) => at > opens && PHRASE_ENDS.has(word));
    const scope = words.slice(opens + 1, ends < 0 ? undefined : ends);
    // a figure of time ("after 22:00") is a condition no question here is read for
    if (scope.some((word) => /^\d/u.test(word))) return false;
    const named = scope.filter((word) => word.length >= 3 && !PLAIN.has(word) && !scopes.has(word));
    const own = named.filter((word) => !wholePlaces.has(word));
    // ("Cars may not be taken on the ferry" holds where the ferry is asked of, the thing the no is found by)
    const asked = (word: string) =>
      stems.some((stem) => akin(stem, word)) || places.some((place) => place.english.some((en) => akin(en, word)));
    if (own.length > 0) return own.every(asked);
    return places.every((place) => place.indoor || place.english.some((en) => named.some((word) => akin(en, word))));
  }

  /** The nouns the question names beside the thing asked and the topic's own (its title's), with their English. */
  function otherPlacesAsked(question: string, stems: readonly string[], topic: TutorTopic): Place[] {
    const own = ` ${normaliseText(`${topic.title} ${topic.description}`)} `;
    return analysed(question)
      .tokens.filter((token) => token.reading?.pos === 'noun' && !askingLemmas.has(normaliseText(token.reading.lemma)))
      .map((token) => ({
        lemma: normaliseText(token.reading!.lemma),
        // (a word both languages write alike, "tour", "hotel", is its own English)
        english: [token.reading!.lemma, ...englishWordsFor(token.reading!.lemma)].map(normaliseText),
      }))
      .filter(({ english }) => !english.some((en) => stems.some((stem) => en.startsWith(stem))))
      .filter(({ lemma, english }) => ![lemma, ...english].some((word) => own.includes(` ${word} `)))
      .map(({ lemma, english }) => ({ english, indoor: indoorPlaces.has(lemma) }));
  }

  function askedStems(question: string): string[] {
    return askedEnglishStems(question, askingLemmas, englishWordsFor, kindsOfMember);
  }

  /**
   * Whether a clause forbids the thing: a phrase that forbids, or "no" right before it ("No pets", "no flash
   * photography"); never "No need to book" or "no extra charge for helmets", which say another thing.
   */
  function forbids(clause: string, stems: readonly string[]): boolean {
    const words = normaliseText(clause).split(' ');
    if (words.some((word) => notForbidding.has(word))) return false;
    if (forbidding.some((phrase) => ` ${words.join(' ')} `.includes(phrase))) return true;
    return words[0] === 'no' && names(words.slice(1, 3).join(' '), stems);
  }
}

/** A place the question names: its English words, and whether it is inside a building. */
interface Place {
  english: string[];
  indoor: boolean;
}

/** Words of a scope that name no place: "in the dorms", "on any of our tours". */
const PLAIN = new Set([
  'the',
  'a',
  'an',
  'any',
  'all',
  'our',
  'your',
  'of',
  'and',
  'or',
  'its',
  'their',
  'this',
  'that',
]);

/** Words that end a scope's phrase and open another ("to other islands", "for guests", "unless…"). */
const PHRASE_ENDS = new Set(['to', 'for', 'with', 'from', 'of', 'by', 'into', 'unless', 'except', 'but', 'if', 'when']);

/** Whether two English words are one, a plural or a short form of the other ("dorms", "dormitory"). */
function akin(one: string, other: string): boolean {
  if (one === other) return true;
  const [shorter, longer] = one.length <= other.length ? [one, other] : [other, one];
  const stem = shorter.length > MIN_STEM ? shorter.replace(/e?s$/u, '') : shorter;
  return stem.length >= MIN_STEM && longer.startsWith(stem);
}

function names(clause: string, stems: readonly string[]): boolean {
  const words = normaliseText(clause).split(' ');
  return words.some((word) => stems.some((stem) => word.startsWith(stem)));
}

/**
 * The English stems of what a question asks to do or have ("smok", "dog"): its nouns and verbs but the asking's own
 * ("poder", "permitir"), and the kinds of its nouns ("mascota" of "perro"), by their English.
 */
export function askedEnglishStems(
  question: string,
  askingLemmas: ReadonlySet<string>,
  englishWordsFor: (lemma: string) => readonly string[],
  kindsOfMember: (lemma: string) => readonly string[],
): string[] {
  const lemmas = analysed(question)
    .tokens.filter((token) => ['noun', 'verb'].includes(token.reading?.pos ?? ''))
    .map((token) => normaliseText(token.reading!.lemma))
    .filter((lemma) => !askingLemmas.has(lemma));
  const english = [...lemmas, ...lemmas.flatMap(kindsOfMember)].flatMap(englishWordsFor);
  // "smoke" finds "smoking", "dog" finds "dogs"; a stem cut shorter than MIN_STEM would find too much
  const stemOf = (word: string) => (word.length > MIN_STEM ? word.replace(/e?s?$/u, '') : word);
  return [...new Set(english.map((word) => stemOf(normaliseText(word))))].filter(
    (stem) => stem.length >= 3 && !stem.includes(' '),
  );
}
