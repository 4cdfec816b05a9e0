import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { inflect, type AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type RefusalCues = ScenesFile['topicText']['englishRefusals'];

/**
 * "¿Reparáis baterías de bicis eléctricas?", "¿Me la podríais reparar?" of a topic written in English that says the
 * role does not do it ("We don't repair e-bike motors or batteries"): a no, with the learner's own verb in the role's
 * "we" ("No, lo siento: eso no lo reparamos aquí."). Said only where the question asks the role to do it (no verb of
 * the learner's own, "¿Puedo reparar…?"), the verb's English is the clause's verb, and the question names every
 * content word of one thing the clause lists: "We don't sell medicines online" says nothing of «¿Vendéis
 * medicamentos?», nor "We don't deliver on Sundays" of «¿Hacéis envíos?».
 */
export interface EnglishRefusals {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

/** A clause of the topic's that refuses: its English verb and the things it lists after it, each as its words. */
interface Refusal {
  verb: string;
  things: string[][];
}

/** Topic texts whose refusals are kept read. */
const CACHE_SIZE = 64;

export function createEnglishRefusals(
  cues: RefusalCues,
  englishWordsFor: (lemma: string) => readonly string[],
): EnglishRefusals {
  const refusing = cues.refusing.map(normaliseText).sort((a, b) => b.length - a.length);
  const plainWords = new Set(cues.plainWords.map(normaliseText));

  // a topic's refusals, read once per topic text (every question of a conversation asks of the same text)
  const read = new Map<string, Refusal[]>();
  function refusalsIn(topic: TutorTopic): Refusal[] {
    const text = `${topic.description}\n${topic.prompt}`;
    let found = read.get(text);
    if (!found) {
      if (read.size >= CACHE_SIZE) read.delete(read.keys().next().value!);
      read.set(text, (found = refusalsOf(text)));
    }
    return found;
  }

  /** "we don't repair e-bike motors or batteries" → repair, [[bike, motor], [battery]]. */
  function refusalsOf(text: string): Refusal[] {
    return text
      .split(SENTENCE_END)
      .filter((sentence) => !inSpanish(analysed(sentence).tokens))
      .flatMap((sentence) => sentence.split(/[;:—–()]|\s-\s/u))
      .flatMap((clause) => {
        const padded = ` ${normaliseText(clause)} `;
        const cue = refusing.find((phrase) => padded.includes(` ${phrase} `));
        if (!cue) return [];
        const after = padded.slice(padded.indexOf(` ${cue} `) + cue.length + 2).trim();
        // "we don't sell medicines online and don't ship them": each verb refused, "them" the things before
        const found: Refusal[] = [];
        for (const part of after.split(/ (?:and |or )?(?:dont|do not|cannot|cant|wont) /u)) {
          const [verb, ...rest] = part.split(' ');
          // the clause ends where another begins ("…batteries and we send people to a specialist")
          const object = rest.join(' ').split(/ (?:we|you|they|but|so|because) /u)[0]!;
          const things = object
            .split(/ (?:or|and|nor) /u)
            .map((thing) => thing.split(' ').filter((word) => word.length >= 3 && !plainWords.has(word)));
          const ofBefore = things.every((thing) => thing.length === 0) ? found.at(-1)?.things : undefined;
          if (verb && (ofBefore || things.every((thing) => thing.length > 0)))
            found.push({ verb: singular(verb), things: ofBefore ?? things.map((thing) => thing.map(singular)) });
        }
        return found;
      });
  }

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId) return undefined;
      const asked = lastQuestionOf(question);
      const tokens = analysed(asked).tokens;
      // "¿Puedo reparar mi bici aquí?": the learner's own doing, which the role's refusal does not speak of
      if (tokens.some((token) => ownVerb(token))) return undefined;
      const refusals = refusalsIn(topic);
      if (refusals.length === 0) return undefined;
      // "Tengo una bici eléctrica y la batería no carga. ¿Me la podríais reparar?": a question that names no thing
      // asks of what the turn told before it
      const naming = tokens.some((token) => token.reading?.pos === 'noun') ? tokens : analysed(question).tokens;
      const named = new Set(
        naming
          .filter((token) => ['noun', 'adjective'].includes(token.reading?.pos ?? ''))
          .flatMap((token) => englishWordsFor(token.reading!.lemma))
          .flatMap((english) => normaliseText(english).split(' '))
          .map(singular),
      );
      for (const token of tokens) {
        if (token.reading?.pos !== 'verb') continue;
        const verbs = new Set(englishWordsFor(token.reading.lemma).map((english) => singular(normaliseText(english))));
        const refusal = refusals.find(
          (found) => verbs.has(found.verb) && found.things.some((thing) => thing.every((word) => named.has(word))),
        );
        const said = refusal
          ? inflect(token.reading.lemma, { mood: 'indicative', tense: 'present', person: 1, number: 'plural' })[0]
          : undefined;
        if (said) return cues.line.replace('{verb}', said);
      }
      return undefined;
    },
  };
}

/** A finite verb in the learner's own first person ("puedo", "quiero"): what they would do, not the role. */
function ownVerb(token: AnalysedToken): boolean {
  const reading = token.reading;
  return (
    reading?.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 1 && reading.number === 'singular'
  );
}

/** An English plural's singular, as far as comparing words needs: "batteries" → "battery", "motors" → "motor". */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/u.test(word)) return word.slice(0, -2);
  return word.replace(/(?<!s)s$/u, '');
}
