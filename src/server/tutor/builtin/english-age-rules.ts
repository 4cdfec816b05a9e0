import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { countWritten } from '@/domain/spanish-numbers';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type AgeRuleCues = ScenesFile['topicText']['englishAgeRules'];
type FigureCues = ScenesFile['topicText']['figures'];

/**
 * "Mi hija tiene seis años. ¿Puede remar sola?" of a topic written in English with a minimum age ("Kids can paddle
 * from age 8", "minimum age 7", "Kids' ski school from 5 years old"): the rule, in Spanish, for the ages told. A no
 * for an age below it; a yes only where the rule's sentence says nothing else (a yes to "¿Puede remar sola?" of
 * "from age 8, always with an adult" would be false); nothing where the topic gives no minimum, or more than one.
 */
export interface EnglishAgeRules {
  answerFor(turn: string, topic: TutorTopic): string | undefined;
}

export function createEnglishAgeRules(
  cues: AgeRuleCues,
  /** scenes.json `englishProhibitions`: the phrases that ask for permission and the lemmas of asking. */
  permission: { asks: readonly string[]; askingLemmas: readonly string[] },
  figures: FigureCues,
  englishWordsFor: (lemma: string) => readonly string[],
  /** scenes.json `topicText.people.kinds`: the nouns of people ("hijo", "niña"), whose age is told, no thing asked. */
  people: ScenesFile['topicText']['people']['kinds'],
): EnglishAgeRules {
  const person = new Set(people.flatMap((kind) => kind.nouns).map(normaliseText));
  const namesAPerson = (lemma: string) => person.has(lemma);
  const asks = permission.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const asking = new Set([...permission.askingLemmas, ...cues.joining].map(normaliseText));
  const joining = new Set(cues.joining.map(normaliseText));
  const years = new Set(cues.years.map(normaliseText));
  const ageOpeners = new Set(cues.ageOpeners.map(normaliseText));
  // "minimum age N", "from N years old": each pattern with its figure's place, as a regular expression
  const minimums = cues.minimum.map(
    (pattern) => new RegExp(`\\b${pattern.replace(/[.]/gu, '\\.').replace('N', '(\\d{1,2})')}\\b`, 'iu'),
  );
  const ranges = new RegExp(cues.range.replace('N', '\\d{1,2}').replace('M', '\\d{1,2}'), 'iu');
  // a figure with a unit of money ("50,000 CLP", "8 euros", "€8"): the clause prices some ages
  const english = Object.entries(figures.englishUnits).filter(([, unit]) => figures.priceUnits.includes(unit.es));
  const units = [...figures.priceUnits, ...english.map(([word]) => word)].join('|');
  const money = new RegExp(`\\d\\s*(?:[€$£]|(?:${units})\\b)|[€$£]\\s*\\d`, 'iu');

  return {
    answerFor(turn, topic) {
      const question = lastQuestionOf(turn);
      if (topic.defaultTopicId || !asks.some((phrase) => ` ${normaliseText(question)} `.includes(phrase)))
        return undefined;
      const ages = agesTold(turn);
      if (ages.length === 0) return undefined;
      const sentences = englishSentences(`${topic.description}\n${topic.prompt}`);
      const rules = sentences.flatMap(minimumsIn);
      if (rules.length !== 1) return undefined;
      const [{ age, alone, sentence }] = rules as [Rule];
      // "Tengo un bebé. ¿Puedo traer el carrito?" of a topic that says more of the pushchair: a question of that
      const { nouns, verbs } = thingsAsked(question);
      const names = (text: string, lemma: string) => englishWordsFor(lemma).some((word) => namesWord(text, word));
      const others = sentences.filter((other) => other !== sentence);
      // (the topic's own thing, which its title names, is what every rule of it is about: "a bike" of "Renting a bike")
      const subject = `${topic.title}\n${topic.description}`;
      const ofAnother = (lemma: string) =>
        !names(sentence, lemma) && !names(subject, lemma) && others.some((other) => names(other, lemma));
      if (nouns.some(ofAnother)) return undefined;
      const fill = (line: string) => line.replace('{age}', String(age));
      if (ages.every((told) => told < age)) return fill(cues.tooYoung);
      // a yes only to coming or joining, to the topic's own doing ("¿Puede montar?" of "Horse riding"), or to what
      // the rule itself names: "¿Puedo fumar?" is no question of age
      const ofTheRule =
        nouns.every((lemma) => names(sentence, lemma) || names(subject, lemma)) &&
        verbs.every((lemma) => joining.has(lemma) || names(sentence, lemma) || names(subject, lemma));
      return alone && ofTheRule && ages.every((told) => told >= age) ? fill(cues.oldEnough) : undefined;
    },
  };

  /**
   * The ages a turn tells: "tiene seis años", "tengo 40 años", "de ocho y diez años" (the figures of a list before one
   * word of years, after a word that makes them an age); "hace dos años" is a length of time, no age.
   */
  function agesTold(turn: string): number[] {
    const words = normaliseText(turn).split(' ');
    const ages: number[] = [];
    words.forEach((word, at) => {
      if (!years.has(word)) return;
      const listed: number[] = [];
      let back = at - 1;
      for (; back >= 0; back -= 2) {
        const age = /^\d{1,3}$/u.test(words[back]!) ? Number(words[back]) : countWritten(words[back]!);
        if (age === undefined) break;
        listed.push(age);
        if (!['y', 'e', 'o'].includes(words[back - 1] ?? '')) {
          back -= 1;
          break;
        }
      }
      // ("un curso de dos años" is a length: "de" makes an age only after a person, "un niño de ocho años")
      const opener = words[back] ?? '';
      const ofAPerson = opener !== 'de' || person.has(words[back - 1] ?? '');
      if (listed.length > 0 && ageOpeners.has(opener) && ofAPerson) ages.push(...listed);
    });
    return ages;
  }

  /** The nouns and verbs a question asks about, beyond asking and the people it tells of. */
  function thingsAsked(question: string): { nouns: string[]; verbs: string[] } {
    const lemmas = (pos: string) =>
      analysed(question)
        .tokens.filter((token) => token.reading?.pos === pos)
        .map((token) => normaliseText(token.reading!.lemma))
        // ("nunca he montado": "haber" only makes the tense)
        .filter((lemma) => !asking.has(lemma) && !namesAPerson(lemma) && lemma !== 'haber');
    return { nouns: lemmas('noun'), verbs: lemmas('verb') };
  }

  function englishSentences(text: string): string[] {
    return text.split(SENTENCE_END).filter((sentence) => !inSpanish(analysed(sentence).tokens));
  }

  interface Rule {
    age: number;
    /** The sentence says nothing but the minimum: a yes for an older age says all of it. */
    alone: boolean;
    sentence: string;
  }

  /** Each English clause's minimum age; a range ("from 4 to 12 pay half") or a price is no rule of who may come. */
  function minimumsIn(sentence: string): Rule[] {
    // "Kids from 5 years old: 20 euros": a label of a price, no minimum (what comes after its colon is priced)
    const labels = sentence.split(/:(?!\d)/u);
    const unlabelled = labels.filter((part, at) => !money.test(labels[at + 1] ?? '')).join(':');
    const clauses = unlabelled.split(/[;,:—–(]|\s-\s/u).filter((clause) => clause.trim().length > 0);
    return clauses.flatMap((clause) => {
      if (ranges.test(clause) || money.test(clause)) return [];
      const figure = minimums.map((pattern) => pattern.exec(clause)?.[1]).find(Boolean);
      return figure ? [{ age: Number(figure), alone: clauses.length === 1, sentence }] : [];
    });
  }
}

/** An English word in a text, as written or with an ending ("kayaks", "riding" of "ride", "rides"). */
function namesWord(text: string, word: string): boolean {
  const stem = word.replace(/[^\p{L} ]/gu, '').replace(/e$/u, '');
  return stem.length > 2 && new RegExp(`\\b${stem}(?:e|es|s|ing|ed)?\\b`, 'iu').test(text);
}
