import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type RequirementCues = NonNullable<ScenesFile['topicText']['englishRequirements']>;

/**
 * "¿Me puede vender antibióticos sin receta?", "¿Necesito cita?" of a topic written in English that requires or
 * waives the thing ("Antibiotics always need a prescription", "Free blood pressure check, no appointment"): yes or no
 * in Spanish, naming the thing with the learner's own noun ("hace falta receta"). Said only where every clause that
 * names the thing agrees, and where what the clause says it of ("antibiotics", "afternoons") is named in the question
 * too: "Afternoons are by appointment only" says nothing of the mornings.
 */
export interface EnglishRequirements {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

/** The shortest English stem matched as the start of a word ("prescription", "appointments"). */
const MIN_STEM = 4;

interface Verdict {
  required: boolean;
  /** The clause's other words: what the requirement is said of ("antibiotics", "afternoons"). */
  of: string[];
}

export function createEnglishRequirements(
  cues: RequirementCues | undefined,
  englishWordsFor: (lemma: string) => readonly string[],
): EnglishRequirements {
  if (!cues) return { answerFor: () => undefined };
  const without = new Set(cues.without.map(normaliseText));
  const needs = cues.needs.map((phrase) => ` ${normaliseText(phrase)} `);
  const requiring = new Set(cues.requiring.map(normaliseText));
  const waivedAfterNo = new Set(cues.waivedAfterNo.map(normaliseText));
  const plain = new Set(cues.plainWords.map(normaliseText));
  const stemOf = (word: string) => (word.length > MIN_STEM ? word.replace(/e?s$/u, '') : word);
  const englishStems = (lemma: string) =>
    englishWordsFor(lemma)
      .map((word) => stemOf(normaliseText(word)))
      .filter((stem) => stem.length >= 3 && !stem.includes(' '));

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId) return undefined;
      const words = analysed(question).tokens.filter((token) => token.kind === 'word');
      const padded = ` ${normaliseText(question)} `;
      // the thing asked to do without ("sin receta"), else the one asked to be needed ("¿Necesito cita?")
      const afterWithout = words.findIndex((token, at) => at > 0 && without.has(normaliseText(words[at - 1]!.text)));
      // ("receta" may be read as a form of "recetar": any reading as a noun names the thing)
      const nounLemma = (token: (typeof words)[number]) =>
        token.readings.find((reading) => reading.pos === 'noun')?.lemma;
      const asksWithout = afterWithout >= 0 && nounLemma(words[afterWithout]!) !== undefined;
      const asksNeed = !asksWithout && needs.some((phrase) => padded.includes(phrase));
      if (!asksWithout && !asksNeed) return undefined;
      const thing = asksWithout
        ? words[afterWithout]!
        : words.find((token) => nounLemma(token) && verdictsOf(nounLemma(token)!, topic).length > 0);
      if (!thing || !nounLemma(thing)) return undefined;
      const verdicts = verdictsOf(nounLemma(thing)!, topic);
      // what a clause says it of must be asked too ("antibióticos", "por la tarde"); a clause that says it of
      // nothing holds only where no clause of a thing asked does
      // (a word the lexicon lacks counts as written: "ibuprofeno" is "ibuprofen")
      const askedStems = words
        .filter((token) => token !== thing)
        .flatMap((token) =>
          token.reading ? englishStems(token.reading.lemma) : [normaliseText(token.text), ...englishStems(token.text)],
        );
      const named = (word: string) => askedStems.some((stem) => word.startsWith(stem) || stem.startsWith(word));
      const specific = verdicts.filter((verdict) => verdict.of.some(named));
      const fitting = specific.length > 0 ? specific : verdicts.filter((verdict) => verdict.of.length === 0);
      if (fitting.length === 0 || new Set(fitting.map((verdict) => verdict.required)).size > 1) return undefined;
      const line = fitting[0]!.required ? cues.required : cues.waived;
      return (asksWithout ? line.without : line.needs).replaceAll('{thing}', thing.text.toLowerCase());
    },
  };

  /** What each English clause of the topic that names the thing says of it: required or waived, and of what. */
  function verdictsOf(lemma: string, topic: TutorTopic): Verdict[] {
    const stems = englishStems(normaliseText(lemma));
    if (stems.length === 0) return [];
    return `${topic.description}\n${topic.prompt}`
      .split(SENTENCE_END)
      .filter((sentence) => !inSpanish(analysed(sentence).tokens))
      .flatMap((sentence) => {
        // the words before the thing in its sentence say what it is required of ("Antibiotics always need…",
        // "Ibuprofen 400 mg (20 tablets): 3,20 €, no prescription needed"); after it, its own details
        const sentenceWords = normaliseText(sentence.replace(/\([^()]*\)|\d[\d.,]*/gu, ' ')).split(' ');
        return sentence.split(/[;:—–]|,\s+|\s-\s|\band\b/u).flatMap((clause) => {
          const clauseWords = normaliseText(clause).split(' ').filter(Boolean);
          const at = clauseWords.findIndex((word) => stems.some((stem) => word.startsWith(stem)));
          if (at < 0) return [];
          const before = clauseWords[at - 1];
          const waived =
            (before === 'no' && (at + 1 >= clauseWords.length || waivedAfterNo.has(clauseWords[at + 1]!))) ||
            before === 'without' ||
            (clauseWords[at - 2] === 'without' && ['a', 'an'].includes(before ?? ''));
          const required = !waived && clauseWords.some((word) => requiring.has(word));
          if (!waived && !required) return [];
          const thingAt = sentenceWords.findIndex((word) => stems.some((stem) => word.startsWith(stem)));
          const of = sentenceWords
            .slice(0, Math.max(0, thingAt))
            .filter((word) => word.length > 1 && !plain.has(word) && word !== 'no' && word !== 'without');
          return [{ required, of: of.map(stemOf) }];
        });
      });
  }
}
