import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';
// the words that join a name's capitalised words, as in a street's ("Mirador de San Nicolás")
import { PARTICLES } from './topic-addresses';

type RecommendationCues = ScenesFile['topicText']['recommends'];

/**
 * "¿Qué tour me recomienda?" of a topic written in English that gives the role a recommendation ("You recommend the
 * Teotihuacán tour…", "Your recommendation: watch the sunset from the Mirador de San Nicolás"): what it names, in
 * Spanish, without translating a word of English. Said are only the names the recommendation writes (a place, a
 * time), with the learner's own noun for the thing they are of ("el tour de Teotihuacán", "el tour de las 9:00");
 * a recommendation that names nothing ("bring a warm jacket") is not said, nor one among several when the question
 * names none's thing.
 */
export interface EnglishRecommendations {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

const NAME = new RegExp(String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:${PARTICLES.join('|')})\s+)*\p{Lu}[\p{L}'’-]*)*`, 'gu');
/** "the 9:00 tour", "the Teotihuacán tour": a name or a clock time before the English noun it is of. */
const OF_A_NAME = new RegExp(String.raw`\bthe\s+(\d{1,2}:\d{2}|${NAME.source})\s+([a-z]+)\b`, 'gu');
const MIN_NAME_LETTERS = 3;

export function createEnglishRecommendations(
  cues: RecommendationCues,
  englishWordsFor: (lemma: string) => readonly string[],
  isEnglishWord: (word: string) => boolean,
): EnglishRecommendations {
  const verbs = new Set(cues.verbs.map(normaliseText));
  const nouns = new Set(cues.nouns.map(normaliseText));
  const best = cues.best.map((phrase) => ` ${normaliseText(phrase)} `);
  const labels = cues.englishLabels.map(normaliseText);

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId || !asksARecommendation(question)) return undefined;
      const asked = nounsAsked(question);
      const said = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .map((sentence) => recommended(sentence, asked))
        .filter((what): what is Recommended => what !== undefined);
      // the one of the thing asked, or the only one
      const ofThing = said.filter((what) => what.ofThingAsked);
      const chosen = ofThing.length === 1 ? ofThing[0] : said.length === 1 && asked.length === 0 ? said[0] : undefined;
      return chosen ? cues.line.replace('{what}', chosen.what) : undefined;
    },
  };

  function asksARecommendation(question: string): boolean {
    const padded = ` ${normaliseText(question)} `;
    const recommending = analysed(question).tokens.some(
      (token) =>
        nouns.has(normaliseText(token.text)) ||
        (token.reading?.pos === 'verb' && verbs.has(normaliseText(token.reading.lemma))),
    );
    return recommending || (/ (?:que|cual|cuales) /u.test(padded) && best.some((phrase) => padded.includes(phrase)));
  }

  /** The nouns the question names, with their English ("tour": "tour"), but the nouns of recommending. */
  function nounsAsked(question: string): { spanish: string; english: readonly string[] }[] {
    return (
      analysed(question)
        .tokens.filter((token) => token.reading?.pos === 'noun' && !nouns.has(normaliseText(token.reading.lemma)))
        // (a word English writes alike, "tour", "hotel", is its own English)
        .map(({ reading }) => ({
          spanish: reading!.lemma,
          english: [...englishWordsFor(reading!.lemma), ...(isEnglishWord(reading!.lemma) ? [reading!.lemma] : [])],
        }))
    );
  }

  /**
   * What an English sentence of the role's recommendation names, from its word of recommending on: the thing asked
   * of a name ("the Teotihuacán tour" → "el tour de Teotihuacán"), or else its names alone.
   */
  function recommended(
    sentence: string,
    asked: readonly { spanish: string; english: readonly string[] }[],
  ): Recommended | undefined {
    const lower = normaliseText(sentence);
    const label = labels.find((word) => ` ${lower} `.includes(` ${word} `));
    if (!label) return undefined;
    const from = sentence.toLowerCase().indexOf(label);
    const rest = sentence.slice(from + label.length);
    for (const [, name, head] of rest.matchAll(OF_A_NAME)) {
      const thing = asked.find(({ english }) => english.some((word) => [word, `${word}s`].includes(head!)));
      if (thing && sayable(name!)) {
        const article = articleOf(thing.spanish);
        if (!article) continue;
        const of = /^\d/u.test(name!) ? `las ${name}` : name!;
        return { what: `${article} ${thing.spanish} de ${of}`, ofThingAsked: true };
      }
    }
    const names = [...rest.matchAll(NAME)].map(([name]) => name).filter(sayable);
    if (names.length === 0 || names.length > 2) return undefined;
    const what = names.map(withArticle).join(' y ');
    const ofThingAsked = asked.some(({ spanish }) =>
      names.some((name) => normaliseText(name).split(' ').includes(normaliseText(spanish))),
    );
    return { what, ofThingAsked };
  }

  /** A name said as written in Spanish: no word of English in it ("Old Town"), and more than a letter or two. */
  function sayable(name: string): boolean {
    if (/^\d/u.test(name)) return true;
    const words = name.split(/\s+/u);
    if (name.replace(/\s+/gu, '').length < MIN_NAME_LETTERS) return false;
    return words.every(
      (word) =>
        PARTICLES.includes(word) ||
        !isEnglishWord(word.toLowerCase()) ||
        analysed(word.toLowerCase()).tokens[0]!.readings.some((reading) => reading.pos !== 'proper-noun'),
    );
  }
}

interface Recommended {
  what: string;
  ofThingAsked: boolean;
}

/** "el", "la" for a Spanish noun by the gender the lexicon gives it; undefined where it gives none. */
function articleOf(noun: string): string | undefined {
  const reading = analysed(noun).tokens[0]?.readings.find((candidate) => candidate.pos === 'noun');
  if (reading?.gender === 'masculine') return 'el';
  if (reading?.gender === 'feminine') return 'la';
  return undefined;
}

/** "el Mirador de San Nicolás": a name that opens with a Spanish common noun takes its article; "Teotihuacán" none. */
function withArticle(name: string): string {
  const head = name.split(/\s+/u)[0]!.toLowerCase();
  const article = /\s/u.test(name) ? articleOf(head) : undefined;
  return article ? `${article} ${name}` : name;
}
