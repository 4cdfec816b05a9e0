import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analyze } from '@/server/language/spanish';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { analysed } from './analysis-cache';
import { askedEnglishStems } from './english-prohibitions';
import { withDefiniteArticle } from './noun-phrases';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type TopicTextCues = ScenesFile['topicText'];

/**
 * "¿Puedo traer a mi perro?" of "Dogs only on Fridays"; "¿Se puede beber alcohol?" of "No alcohol in the dorms, only
 * on the terrace until midnight": where or when an English topic allows the thing asked, «Solo los viernes.», «Solo
 * en la terraza.»; «No, lo siento: solo en la terraza.» where the question asks of another place or day, «Sí, en la
 * terraza sí.» of that one. The place is said only where the glossary gives it one Spanish noun whose gender the
 * lexicon knows, or it is a day of the week; every clause of "only" that names the thing must agree.
 */
export interface EnglishOnlyRules {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

interface Allowed {
  /** "en la terraza", "los viernes". */
  where: string;
  /** The English noun or the Spanish day it was read from ("terrace", "viernes"). */
  word: string;
  day: boolean;
}

/** Spanish prepositions before a place a question asks of ("en la habitación", "al jardín"). */
const PLACE_PREPOSITIONS = new Set(['en', 'a', 'al', 'dentro']);

export function createEnglishOnlyRules(
  cues: TopicTextCues,
  englishWordsFor: (lemma: string) => readonly string[],
  kindsOfMember: (lemma: string) => readonly string[],
): EnglishOnlyRules {
  const rules = cues.englishOnlyRules;
  const asks = cues.englishProhibitions.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const askingLemmas = new Set(cues.englishProhibitions.askingLemmas.map(normaliseText));
  const ends = new Set(rules.ends.map(normaliseText));
  const determiners = new Set(cues.figures.englishDeterminers.map(normaliseText));
  const days = new Map(Object.entries(cues.figures.englishDays).map(([en, es]) => [normaliseText(en), es]));
  const spanishDays = new Set([...days.values()].map(normaliseText));

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId || !asks.some((phrase) => ` ${normaliseText(question)} `.includes(phrase)))
        return undefined;
      const stems = askedEnglishStems(question, askingLemmas, englishWordsFor, kindsOfMember);
      if (stems.length === 0) return undefined;
      const allowed = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .flatMap((sentence) => allowedIn(sentence, stems));
      if (allowed.length === 0 || allowed.some((rule) => rule === undefined)) return undefined;
      const said = [...new Set(allowed.map((rule) => rule!.where))];
      if (said.length !== 1) return undefined;
      const rule = allowed[0]!;
      const asked = askedOf(question, rule.day);
      if (asked.length === 0) return rules.only.replace('{where}', rule.where);
      const same = asked.some((words) => words.includes(rule.word));
      return (same ? rules.there : rules.elsewhere).replace('{where}', rule.where);
    },
  };

  /**
   * What each "only" of a sentence that names the thing before it allows (undefined where the place cannot be said):
   * "Dogs only on Fridays", "Tripods allowed only on the sunrise tour", "No alcohol in the dorms, only on the terrace".
   */
  function allowedIn(sentence: string, stems: readonly string[]): (Allowed | undefined)[] {
    const words = normaliseText(sentence).split(' ');
    return words.flatMap((word, at) => {
      const preposition = rules.prepositions[words[at + 1] ?? ''];
      if (word !== 'only' || !preposition) return [];
      const names = words.slice(0, at).some((before) => stems.some((stem) => before.startsWith(stem)));
      if (!names) return [];
      const phrase: string[] = [];
      for (const next of words.slice(at + 2)) {
        if (ends.has(next) || /^\d/u.test(next)) break;
        if (!determiners.has(next)) phrase.push(next);
      }
      return [placeSaid(phrase, preposition)];
    });
  }

  /** "fridays" → "los viernes"; "terrace" → "en la terraza"; a phrase of several words is not said. */
  function placeSaid(phrase: readonly string[], preposition: string): Allowed | undefined {
    if (phrase.length !== 1) return undefined;
    const word = phrase[0]!;
    const day = days.get(word) ?? days.get(word.replace(/s$/u, ''));
    if (day) return { where: `los ${day.endsWith('s') ? day : `${day}s`}`, word: normaliseText(day), day: true };
    const nouns = [
      ...new Set(
        bilingualGlossary()
          .toSpanish(word)
          .filter((pair) => pair.part === 'n')
          .map((p) => p.es),
      ),
    ];
    if (nouns.length !== 1 || nouns[0]!.includes(' ')) return undefined;
    const reading = analyze(nouns[0]!).tokens[0]?.reading;
    if (reading?.pos !== 'noun' || reading.number !== 'singular') return undefined;
    // ("el agua": the article the language core gives its gender)
    const named = withDefiniteArticle(nouns[0]!, reading);
    return named ? { where: `${preposition} ${named.join(' ')}`, word, day: false } : undefined;
  }

  /**
   * The places ("en la habitación": the English of "habitación") or days ("el sábado": "sabado") a question asks of,
   * each as its words.
   */
  function askedOf(question: string, day: boolean): string[][] {
    const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
    if (day)
      return tokens
        .map((token) => normaliseText(token.text).replace(/s$/u, ''))
        .filter((word) => spanishDays.has(word) || spanishDays.has(`${word}s`))
        .map((word) => [word, `${word}s`]);
    return tokens.flatMap((token, at) => {
      if (token.reading?.pos !== 'noun') return [];
      const before = [at - 1, at - 2].map((index) => normaliseText(tokens[index]?.text ?? ''));
      if (!before.some((word) => PLACE_PREPOSITIONS.has(word))) return [];
      return [englishWordsFor(token.reading.lemma).map(normaliseText)];
    });
  }
}
