import { analysed as analyze } from './analysis-cache';
import type { DialogueAct, DialogueActExamples } from '@/server/content/partner-knowledge-schema';
import { normaliseText, sentencesOf } from './text-normalisation';

/** What the learner is doing with a turn, and how sure the classifier is (the posterior of the winning act). */
export interface ActReading {
  act: DialogueAct;
  confidence: number;
}

export interface DialogueActClassifier {
  classify(message: string): ActReading;
}

/**
 * A multinomial naive Bayes over features the language core gives (lemmas, lemma pairs, a verb or pronoun
 * addressing the partner, a negation, a question mark), trained when the engine is built from the labelled
 * examples in content/tutor/dialogue-acts.json. Why naive Bayes: it learns from a couple of hundred examples,
 * trains in one pass and classifies in microseconds once the message is analysed, so the per-turn budget holds and
 * new phrasings are taught by adding examples, not code (docs/decisions/0015-dialogue-acts-from-examples.md).
 */
export function trainDialogueActClassifier(examples: DialogueActExamples): DialogueActClassifier {
  const acts = Object.keys(examples) as DialogueAct[];
  const counts = new Map<DialogueAct, Map<string, number>>();
  const totals = new Map<DialogueAct, number>();
  const vocabulary = new Set<string>();
  let exampleCount = 0;
  for (const act of acts) {
    const featureCounts = new Map<string, number>();
    let total = 0;
    for (const example of examples[act]) {
      exampleCount++;
      for (const feature of featuresOf(example)) {
        featureCounts.set(feature, (featureCounts.get(feature) ?? 0) + 1);
        vocabulary.add(feature);
        total++;
      }
    }
    counts.set(act, featureCounts);
    totals.set(act, total);
  }
  // Equal priors: the examples' proportions say how many we wrote, not how often learners do each thing.
  const prior = Math.log(1 / acts.length);
  const size = vocabulary.size;
  return {
    classify(message) {
      // Features never seen in training say nothing about any act; keeping them would only add noise.
      const features = featuresOf(message).filter((feature) => vocabulary.has(feature));
      const scores = acts.map((act) => {
        const featureCounts = counts.get(act)!;
        const denominator = Math.log(totals.get(act)! + size);
        let score = prior;
        for (const feature of features) score += Math.log((featureCounts.get(feature) ?? 0) + 1) - denominator;
        return score;
      });
      const best = Math.max(...scores);
      const weights = scores.map((score) => Math.exp(score - best));
      const sum = weights.reduce((a, b) => a + b, 0);
      const index = scores.indexOf(best);
      return { act: acts[index]!, confidence: features.length === 0 || exampleCount === 0 ? 0 : weights[index]! / sum };
    },
  };
}

const NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'nada', 'nadie']);
/** Pronouns that point at the partner: a question with them is put to the partner, not to the world. */
const SECOND_PERSON = new Set(['tú', 'te', 'ti', 'usted', 'contigo', 'tu', 'tus', 'vos']);

/** Analysed messages by text: training examples and the history come back every turn. Bounded, so memory holds. */
const cache = new Map<string, string[]>();
const CACHE_SIZE = 4000;

/** The features of one message: lemmas, adjacent lemma pairs, and a few marks of its form. */
export function featuresOf(message: string): string[] {
  const cached = cache.get(message);
  if (cached) return cached;
  const features = computeFeatures(message);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(message, features);
  return features;
}

function computeFeatures(message: string): string[] {
  const features: string[] = [];
  const lemmas: string[] = [];
  for (const token of analyze(message).tokens) {
    if (token.kind !== 'word' && token.kind !== 'number') continue;
    const reading = token.reading;
    const lemma = normaliseText(reading?.lemma ?? token.text.toLowerCase());
    if (!lemma) continue;
    lemmas.push(lemma);
    features.push(`l:${lemma}`);
    if (NEGATIONS.has(lemma)) features.push('neg');
    const word = token.text.toLowerCase();
    if (SECOND_PERSON.has(word) || (reading?.pos === 'verb' && reading.person === 2)) features.push('you');
    if (reading?.pos === 'verb' && reading.person === 1) features.push('me');
    if (reading?.pos === 'verb' && reading.tense) features.push(`t:${reading.tense}`);
    // No reading at all: most often an English word in a Spanish turn.
    if (!reading && token.kind === 'word') features.push('unknown');
  }
  for (let index = 1; index < lemmas.length; index++) features.push(`b:${lemmas[index - 1]}_${lemmas[index]}`);
  if (message.includes('?') || message.includes('¿')) features.push('?');
  if (message.includes('!') || message.includes('¡')) features.push('!');
  return features;
}

/** How sure a single sentence's reading must be to speak for the whole turn. */
const SENTENCE_SURE = 0.8;

/**
 * A turn of several sentences read as a whole lets the longest sentence outvote the one that matters: "Me encantó
 * hablar contigo, pero tengo que irme a clase. ¡Nos vemos el viernes!" reads as good news. Each sentence is also
 * read on its own: a goodbye in the last sentence ends the turn's reading, and bad news in any sentence is the
 * turn's news unless the turn asks the partner something (the question is answered; the mood still shows it).
 */
export function readTurn(classifier: DialogueActClassifier, message: string): ActReading {
  const whole = classifier.classify(message);
  const sentences = sentencesOf(message);
  if (sentences.length < 2) return whole;
  const readings = sentences.map((sentence) => classifier.classify(sentence));
  const last = readings.at(-1)!;
  if (last.act === 'goodbye' && last.confidence >= SENTENCE_SURE) return last;
  if (whole.act === 'question' || last.act === 'question') return whole;
  const news = readings.find((reading) => reading.act === 'badNews' && reading.confidence >= SENTENCE_SURE);
  return news ?? whole;
}
