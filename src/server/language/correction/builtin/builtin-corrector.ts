import { overlapsQuote, quotedSpans } from './quoted-spans';
import { isMentionedOnly, mistranslatesEnglish } from './english-word-edits';
import type { CorrectionCategory } from '@/contract/corrections';
import type {
  CorrectionContext,
  CorrectionResult,
  SpanishCorrector,
} from '@/server/language/correction/spanish-corrector';
import { type Analysis, analyze } from '@/server/language/spanish';
import { Draft, RunawayRuleError } from './draft';
import { loadLexicon } from './lexicon';
import {
  type DropReason,
  type Edit,
  MECHANISMS,
  type MechanismEntry,
  applyEdits,
  isNotSpanish,
  mergeEdits,
  proposeEdits,
  verifyEdits,
} from './mechanisms';
import { CORRECTION_RULES, RULE_FAMILIES } from './rule-registry';
import type { CorrectionRule } from './rules/rule';

/** How the summary names each family: short, agreement in one word, so the summary fits under a chat bubble. */
const SUMMARY_NAMES: readonly [CorrectionCategory, string][] = [
  ['misspellings', 'spelling'],
  ['accents', 'accents'],
  ['verb-forms', 'verb forms'],
  ['articles', 'agreement'],
  ['adjectives', 'agreement'],
  ['subject-verb', 'agreement'],
  ['ser-estar', 'ser/estar'],
  ['gustar', 'gustar'],
  ['prepositions', 'prepositions'],
  ['por-para', 'prepositions'],
  ['subjunctive', 'tenses'],
  ['preterite-imperfect', 'tenses'],
];

/**
 * The recall of each area on the learner corpus's development split (`npm run eval:corrector`, measured at the
 * commit that last changed the corrector): how many of the mistakes learners really make it finds. Update it with
 * the figures when the corrector changes.
 */
export const MEASURED_RECALL: Readonly<Record<string, number>> = {
  accents: 0.732,
  agreement: 0.285,
  spelling: 0.167,
  prepositions: 0.099,
  'ser/estar': 0.085,
  'verb forms': 0.057,
  tenses: 0.006,
  // no category of the corpus measures it, so it is not claimed
  gustar: 0,
};
/** An area is named as checked only when the corrector finds at least this share of learners' mistakes in it. */
export const CLAIM_RECALL = 0.5;

const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names.join('');

/**
 * What the built-in corrector says when it found nothing. It never says a sentence is correct
 * (docs/product.md#message-checks) and names as checked only the areas where it finds at least half of the
 * mistakes learners make (`MEASURED_RECALL`); it says plainly that the others are checked only in part and what it
 * does not check at all.
 */
export function nothingFoundSummary(ruleFamilies: readonly string[] = RULE_FAMILIES): string {
  // the families of the ordered rules and of the mechanisms: gustar and the tenses are checked by mechanisms
  const families = new Set(ruleFamilies);
  const areas = [...new Set(SUMMARY_NAMES.filter(([family]) => families.has(family)).map(([, name]) => name))];
  const claimed = areas.filter((area) => (MEASURED_RECALL[area] ?? 0) >= CLAIM_RECALL);
  const partial = areas.filter((area) => !claimed.includes(area));
  const found = claimed.length > 0 ? `No mistakes found in ${listed(claimed)}.` : 'No mistakes found.';
  const inPart = partial.length > 0 ? ` ${capitalised(listed(partial))} are checked only in part;` : '';
  return `${found}${inPart} word choice and meaning are not checked without an AI model.`.replace(
    /\. word choice/,
    '. Word choice',
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the corrector says to text with no Spanish clause, which it leaves as it is. */
export const NOT_SPANISH_SUMMARY =
  'This does not look like Spanish, so it was not corrected. Write it in Spanish and it will be checked.';

/** The ordered rules' fixes as edits on the input (one per group of overlapping fixes). */
function ruleEdits(text: string, rules: readonly CorrectionRule[]): Edit[] {
  const lexicon = loadLexicon();
  const draft = new Draft(text);
  try {
    for (const rule of rules) {
      draft.fileFixesUnder(rule.family);
      rule.apply({ draft, lexicon });
    }
  } catch (error) {
    // a rule rewriting its own output: none of the rules' fixes is sure, the mechanisms' edits still stand
    if (error instanceof RunawayRuleError) return [];
    throw error;
  }
  return draft.renderPlaced().changes.map(({ change, start, end }) => ({
    start,
    end,
    replacement: change.corrected,
    category: change.category,
    explanation: change.explanation,
    source: 'rule' as const,
    origin: `rule ${change.category}`,
  }));
}

/**
 * The categories whose new findings on the corrected text are cascades of the kept edits, taken rather than held
 * against them: agreement ("un situacion" → "una situación", "las casa es" → "las casas son").
 */
const CASCADES: readonly CorrectionCategory[] = ['articles', 'adjectives', 'subject-verb'];

/** Every edit the rules and the mechanisms propose on a text outside quotes, overlaps resolved; nothing verified. */
function findEdits(
  sentence: Analysis,
  rules: readonly CorrectionRule[],
  mechanisms: readonly MechanismEntry[],
): { proposed: Edit[]; merged: Edit[] } {
  // English in quotes is mentioned, not used ("¿Cómo se dice 'notice period'?", "'fertilizer'", which the glossary
  // lacks): it is not the learner's Spanish; Spanish in quotes ("Él dijo «¿que pasa?»") is, and is checked
  const quoted = quotedSpans(sentence.text).filter((span) =>
    sentence.tokens.some((token) => token.start >= span.start && token.end <= span.end && isMentionedOnly(token)),
  );
  const proposed = [...ruleEdits(sentence.text, rules), ...proposeEdits(sentence, mechanisms)].filter(
    (edit) => !overlapsQuote(quoted, edit.start, edit.end) && !mistranslatesEnglish(sentence, edit),
  );
  return { proposed, merged: mergeEdits(proposed) };
}

/** The corrector's verified edits on a text and what its guard dropped: the evaluation and tests read both. */
export function verifiedEdits(
  text: string,
  rules: readonly CorrectionRule[] = CORRECTION_RULES,
  mechanisms: readonly MechanismEntry[] = MECHANISMS,
): { notSpanish: boolean; kept: Edit[]; dropped: { edit: Edit; reason: DropReason }[] } {
  const sentence = analyze(text);
  if (isNotSpanish(sentence)) return { notSpanish: true, kept: [], dropped: [] };
  const { proposed, merged } = findEdits(sentence, rules, mechanisms);
  if (merged.length === 0) return { notSpanish: false, kept: [], dropped: [] };
  const { kept, dropped } = verifyEdits(
    sentence,
    merged,
    (corrected) => findEdits(analyze(corrected), rules, mechanisms).merged,
    proposed,
    CASCADES,
  );
  return { notSpanish: false, kept, dropped };
}

/** nothingFoundSummary() of the shipped rules, which never change in a process: most messages end with it. */
let nothingFound: string | undefined;

/**
 * The default corrector: curated rules and general mechanisms over the analysed sentence, no AI. Both propose
 * edits on the sentence as written; one merge step resolves overlaps and the guard (mechanisms/guard.ts) keeps
 * only the edits it can verify, so a mistake it is not sure about is left for the learner's partner to model
 * rather than "fixed" into something else. Text that is not Spanish is left alone.
 * `rules` and `mechanisms` are for tests that check a family's code is needed: leaving out its rule and the
 * mechanisms of its category must break most rows of the family.
 */
export function correctSpanish(
  text: string,
  rules: readonly CorrectionRule[] = CORRECTION_RULES,
  mechanisms: readonly MechanismEntry[] = MECHANISMS,
  context: CorrectionContext = {},
): CorrectionResult {
  const verified = verifiedEdits(text, rules, mechanisms);
  const { notSpanish } = verified;
  const kept = context.topicText ? withTopicWordsKept(text, verified.kept, context.topicText) : verified.kept;
  if (notSpanish) return { correction: text, explanation: NOT_SPANISH_SUMMARY, changes: [] };
  const correction = applyEdits(text, kept);
  const changes = kept
    .map((edit) => ({
      category: edit.category,
      original: text.slice(edit.start, edit.end),
      corrected: edit.replacement,
      explanation: edit.explanation,
    }))
    .filter((change) => change.original !== change.corrected);
  if (changes.length === 0 || correction === text)
    return { correction: text, explanation: (nothingFound ??= nothingFoundSummary()), changes: [] };
  const explained = changes.map((change) => ({ ...change, explanation: withOtherFixes(change, changes) }));
  return { correction, explanation: explained.map((change) => change.explanation).join(' '), changes: explained };
}

/**
 * "Queremos una jarra de chicha morada" in a topic that writes "chicha morada": a word of the topic's text the lexicon
 * lacks is the scene's own, so an edit of that one word as the topic writes it is dropped ("chicha" → "chica").
 */
function withTopicWordsKept(text: string, edits: readonly Edit[], topicText: string): Edit[] {
  const topicWords = new Set(topicText.toLowerCase().match(/\p{L}+/gu) ?? []);
  const unknown = (word: string) => analyze(word).tokens[0]?.readings.length === 0;
  return edits.filter((edit) => {
    // (a respelling only: an English word the topic's English names, "coffee", is still put in Spanish)
    if (edit.category !== 'misspellings' && edit.category !== 'accents') return true;
    const original = text.slice(edit.start, edit.end).trim().toLowerCase();
    return !(/^\p{L}+$/u.test(original) && topicWords.has(original) && unknown(original));
  });
}

/**
 * An explanation's quoted model says the learner's other fixed words fixed too: "'desde hace tres dias'" beside the
 * fix "dias" → "días" is "'desde hace tres días'", so no model teaches a mistake another fix corrects.
 */
function withOtherFixes(
  change: { original: string; corrected: string; explanation: string },
  changes: readonly { original: string; corrected: string }[],
): string {
  const others = changes.filter((other) => other !== change && /^[\p{L}]+$/u.test(other.original));
  if (others.length === 0) return change.explanation;
  return change.explanation.replace(/'([^']+)'/gu, (quoted: string, inside: string) => {
    let model = inside;
    for (const other of others)
      model = model.replace(new RegExp(`(?<!\\p{L})${other.original}(?!\\p{L})`, 'gu'), other.corrected);
    return model === inside ? quoted : `'${model}'`;
  });
}

/**
 * Sentences whose check reads the lexicon and the tables most rules load on first use (about 0.3 s in all):
 * reading them when a learner opens a conversation keeps that cost off the first learners' messages after a
 * start, when many may arrive at once. What they say does not matter, only which rules they reach.
 */
const WARM_UP_SENTENCES = [
  'Ayer yo soy 20 años y me gusta las tortugas porque son muy bonito.',
  'Los turistas no sabe que quiero que tu vienes conmigo para ver el pelicula en la playa.',
  'Estoy hambre, pienso de ir a la cafeteria y compro un cafe con leche para mi.',
  'Hello, I would like a coffee please.',
  // an English word in Spanish reads the bilingual glossary (english-word-edits.ts), 25,000 pairs
  'A veces uso mi computer hasta muy tarde.',
];

let warmed = false;
/** One sentence a turn of the event loop, so requests waiting meanwhile are served between them. */
function warmUp(remaining: readonly string[]): void {
  const [sentence, ...rest] = remaining;
  if (sentence === undefined) return;
  setImmediate(() => {
    try {
      correctSpanish(sentence);
    } catch {
      // Nothing lost: the first learner message reads the same tables and its check reports the failure.
    }
    warmUp(rest);
  });
}

export function createBuiltinCorrector(): SpanishCorrector {
  return {
    name: 'builtin',
    // The tables are kept for the life of the process, so they are read once whichever corrector asks.
    prepare() {
      if (warmed) return;
      warmed = true;
      warmUp(WARM_UP_SENTENCES);
    },
    correct: async (text, signal, context) => {
      signal?.throwIfAborted();
      return correctSpanish(text, CORRECTION_RULES, MECHANISMS, context);
    },
  };
}
