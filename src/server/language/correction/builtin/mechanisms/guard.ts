import type { CorrectionCategory } from '@/contract/corrections';
import { type AnalysedToken, type Analysis, analyze } from '@/server/language/spanish';
import { type Edit, applyEdits, outputSpans } from './edit';

/** Why the guard dropped an edit (counted by `npm run eval:corrector`). */
export type DropReason = 'unknown-word' | 'ill-formed' | 'new-finding';

export interface Verified {
  kept: Edit[];
  dropped: { edit: Edit; reason: DropReason }[];
}

/** Prepositions a finite verb may follow: "según dice", "desde hace dos años". */
const BEFORE_FINITE_VERBS: Readonly<Record<string, readonly string[]>> = { según: [], desde: ['hacer'] };

const onlyPrepositions = (token: AnalysedToken) =>
  token.readings.length > 0 && token.readings.every((reading) => reading.pos === 'preposition' && !reading.contraction);
const onlyFiniteVerbs = (token: AnalysedToken) =>
  token.readings.length > 0 &&
  token.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && !reading.enclitics);

/**
 * Word pairs Spanish does not have: a preposition right before a finite verb ("por tiene") and two finite verbs in
 * a row ("sepa den"), each word having no other reading. Those touching [start, end) of the text are counted.
 */
function illFormedPairs(sentence: Analysis, start: number, end: number): number {
  let count = 0;
  const tokens = sentence.tokens;
  for (let index = 0; index + 1 < tokens.length; index++) {
    const first = tokens[index]!;
    const second = tokens[index + 1]!;
    if (second.end < start || first.start > end) continue;
    if (first.kind !== 'word' || second.kind !== 'word') continue;
    if (!/^\s+$/.test(sentence.text.slice(first.end, second.start))) continue;
    if (!onlyFiniteVerbs(second)) continue;
    const allowed = BEFORE_FINITE_VERBS[first.text.toLowerCase()];
    if (allowed && (allowed.length === 0 || second.readings.some((reading) => allowed.includes(reading.lemma))))
      continue;
    if (onlyPrepositions(first) || onlyFiniteVerbs(first)) count++;
  }
  return count;
}

/**
 * Every proposed correction is verified before anyone sees it; an edit that fails is dropped, so the corrector says
 * nothing rather than something wrong:
 * - the words it writes are known to the lexicon (or were already in the learner's text);
 * - it brings in no pair of words Spanish does not have (a preposition or a finite verb before a finite verb);
 * - the corrected text, run through the corrector again (`find`), draws no finding on or next to the edit.
 * Each edit replaces only its own words, so nothing else in the sentence changes.
 * A new finding of a category in `cascade` (agreement) is a cascade rather than a fault: once "situacion" is
 * "situación", "un" must be "una"; once "las casa" is "las casas", "es" must be "son". It is taken as an edit of its
 * own (or joined with the edits whose words it rewrites) and checked like the others in the next round.
 */
export function verifyEdits(
  input: Analysis,
  edits: readonly Edit[],
  find: (text: string) => Edit[],
  /** Everything first proposed on the input, overlaps included: a finding among these is not new. */
  proposed: readonly Edit[] = edits,
  cascade: readonly CorrectionCategory[] = [],
): Verified {
  const text = input.text;
  const seen = new Set(proposed.map((edit) => `${text.slice(edit.start, edit.end)}\u0000${edit.replacement}`));
  const dropped: Verified['dropped'] = [];
  const inputWords = new Set(input.tokens.map((token) => token.text.toLowerCase()));
  // Each edit is judged on its own words and their neighbours in one analysis of the text with every edit made.
  let kept = wellFormed(input, edits, inputWords, dropped);
  // Re-check until the kept edits draw nothing new (dropping one can change what the others' neighbours say).
  for (let round = 0; round < 3 && kept.length > 0; round++) {
    const output = applyEdits(text, kept);
    const spans = outputSpans(kept);
    // A finding first proposed on the input is not new, unless it lies inside a kept edit that left its words as
    // they were: "un cancion" → "una cancion" beat "cancion" → "canción" in the merge, and takes it in now.
    const inside = (finding: Edit) =>
      kept.some((edit) => {
        const span = spans.get(edit)!;
        return span.start <= finding.start && finding.end <= span.end;
      });
    const findings = find(output)
      .filter(
        (finding) =>
          !seen.has(`${output.slice(finding.start, finding.end)}\u0000${finding.replacement}`) || inside(finding),
      )
      .map((finding) => narrowed(output, finding))
      .filter((finding) => finding.replacement !== output.slice(finding.start, finding.end));
    if (findings.length === 0) break;
    // Cascades: a new agreement finding becomes an edit on the input (joined with the edits it rewrites).
    const taken = round === 2 ? [] : cascaded(text, kept, spans, findings, output, cascade);
    if (taken.length > 0) {
      const absorbed = new Set(taken.flatMap(({ absorbs }) => absorbs));
      kept = [...kept.filter((edit) => !absorbed.has(edit)), ...taken.map(({ edit }) => edit)];
      continue;
    }
    const refined = round === 2 ? new Map<Edit, Edit>() : refinements(kept, spans, findings, output, cascade);
    const corrected = analyze(output);
    const blamed = kept.filter((edit) => {
      if (refined.has(edit)) return false;
      const span = widened(corrected, spans.get(edit)!);
      return findings.some(
        (finding) =>
          finding.start < span.end &&
          span.start < finding.end &&
          ![...refined.keys()].some((owner) => {
            const own = spans.get(owner)!;
            return own.start <= finding.start && finding.end <= own.end;
          }),
      );
    });
    if (blamed.length === 0 && refined.size === 0) break;
    for (const edit of blamed) dropped.push({ edit, reason: 'new-finding' });
    kept = kept.filter((edit) => !blamed.includes(edit)).map((edit) => refined.get(edit) ?? edit);
  }
  // The refined and cascaded edits must still write known words and bring in no ill-formed pair.
  kept = wellFormed(input, kept, inputWords, dropped);
  return { kept, dropped };
}

/**
 * The edits that write only known words (or words already in the learner's text) and bring in no ill-formed pair,
 * judged in one analysis of the text with all of them made; the others are recorded as dropped.
 */
function wellFormed(
  input: Analysis,
  edits: readonly Edit[],
  inputWords: ReadonlySet<string>,
  dropped: Verified['dropped'],
): Edit[] {
  const output = analyze(applyEdits(input.text, edits));
  const spans = outputSpans(edits);
  return edits.filter((edit) => {
    const span = spans.get(edit)!;
    const unknown = output.tokens.some(
      (token) =>
        token.kind === 'word' &&
        token.start < span.end &&
        span.start < token.end &&
        token.readings.length === 0 &&
        !inputWords.has(token.text.toLowerCase()),
    );
    const reason: DropReason | undefined = unknown
      ? 'unknown-word'
      : illFormedPairs(output, span.start, span.end) > illFormedPairs(input, edit.start, edit.end)
        ? 'ill-formed'
        : undefined;
    if (reason) dropped.push({ edit, reason });
    return !reason;
  });
}

/** Categories whose fix a later agreement finding simply completes ("pequeno" → "pequeño" → "pequeña"). */
const SPELLING_ONLY: readonly CorrectionCategory[] = ['accents', 'misspellings'];

/**
 * A finding inside an edit's own words refines it ("pequeno" → "pequeño", then "pequeña" once "una familia" is
 * written): the edit takes the refined words and is checked again in the next round.
 */
function refinements(
  kept: readonly Edit[],
  spans: Map<Edit, { start: number; end: number }>,
  findings: readonly Edit[],
  output: string,
  cascade: readonly CorrectionCategory[],
): Map<Edit, Edit> {
  const refined = new Map<Edit, Edit>();
  for (const finding of findings) {
    const owner = kept.find((edit) => {
      const span = spans.get(edit)!;
      return span.start <= finding.start && finding.end <= span.end;
    });
    if (!owner || refined.has(owner)) continue;
    const span = spans.get(owner)!;
    const replacement =
      output.slice(span.start, finding.start) + finding.replacement + output.slice(finding.end, span.end);
    // an agreement fix that takes in an accent stays the agreement fix; otherwise the finding explains the change
    const keeps = cascade.includes(owner.category) && !cascade.includes(finding.category);
    // the agreement fix's explanation quotes the word as it is now written ("una cancion" → "una canción")
    const word = widenedToWords(output, finding);
    const quoted = owner.explanation.replace(
      new RegExp(
        `(?<![\\p{L}\\p{N}])${output.slice(word.start, word.end).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'gu',
      ),
      word.replacement,
    );
    // a change of word that then agrees ("es en el coche" → "está…" → "están…") is explained by both, in order
    const both = !keeps && cascade.includes(finding.category) && !SPELLING_ONLY.includes(owner.category);
    refined.set(
      owner,
      keeps
        ? { ...owner, replacement, explanation: quoted }
        : both
          ? { ...owner, replacement, explanation: `${owner.explanation} ${finding.explanation}` }
          : { ...owner, replacement, category: finding.category, explanation: finding.explanation },
    );
  }
  return refined;
}

/**
 * The findings of the `cascade` categories as edits on the input: a finding outside every kept edit maps straight
 * back; one that rewrites whole kept edits ("un situación" → "una situación") replaces them and explains the result.
 */
function cascaded(
  text: string,
  kept: readonly Edit[],
  spans: Map<Edit, { start: number; end: number }>,
  findings: readonly Edit[],
  output: string,
  cascade: readonly CorrectionCategory[],
): { edit: Edit; absorbs: Edit[] }[] {
  const taken: { edit: Edit; absorbs: Edit[] }[] = [];
  // where an output position (outside every edit) lies in the input
  const inputAt = (at: number) =>
    kept.reduce((position, edit) => {
      const span = spans.get(edit)!;
      return span.end <= at && span.start < at
        ? position - (edit.replacement.length - (edit.end - edit.start))
        : position;
    }, at);
  for (const narrow of findings) {
    if (!cascade.includes(narrow.category)) continue;
    // the whole words of the finding, as it was proposed, not its changed characters only
    const finding = widenedToWords(output, narrow);
    const touched = kept.filter((edit) => {
      const span = spans.get(edit)!;
      return span.start < finding.end && finding.start < span.end;
    });
    if (
      touched.some((edit) => {
        const span = spans.get(edit)!;
        return span.start < finding.start || span.end > finding.end;
      })
    )
      continue;
    if (taken.some(({ edit }) => edit.start < inputAt(finding.end) && inputAt(finding.start) < edit.end)) continue;
    const start = inputAt(finding.start);
    const end = inputAt(finding.end);
    if (text.slice(start, end) === finding.replacement) continue;
    taken.push({
      edit: { ...finding, start, end, origin: `${finding.origin ?? finding.source} (cascade)` },
      absorbs: touched,
    });
  }
  return taken;
}

/** A narrowed finding grown back to whole words: "un" → "una", not "" → "a". */
function widenedToWords(text: string, finding: Edit): Edit {
  let start = finding.start;
  let end = finding.end;
  while (start > 0 && /[\p{L}\p{N}]/u.test(text.charAt(start - 1))) start--;
  while (end < text.length && /[\p{L}\p{N}]/u.test(text.charAt(end))) end++;
  return {
    ...finding,
    start,
    end,
    replacement: text.slice(start, finding.start) + finding.replacement + text.slice(finding.end, end),
  };
}

/** A span grown by the word on each side: a finding on a neighbour ("sepa" → its subject) is the edit's too. */
function widened(sentence: Analysis, span: { start: number; end: number }): { start: number; end: number } {
  const words = sentence.tokens.filter((token) => token.kind === 'word');
  const before = words.findLast((token) => token.end <= span.start);
  const after = words.find((token) => token.start >= span.end);
  return { start: before?.start ?? span.start, end: after?.end ?? span.end };
}

/** A finding cut down to the characters it changes: "familia muy pequeño" → "familia muy pequeña" is the "o". */
function narrowed(text: string, finding: Edit): Edit {
  const original = text.slice(finding.start, finding.end);
  const replacement = finding.replacement;
  let head = 0;
  while (head < original.length && head < replacement.length && original[head] === replacement[head]) head++;
  let tail = 0;
  while (
    tail < original.length - head &&
    tail < replacement.length - head &&
    original[original.length - 1 - tail] === replacement[replacement.length - 1 - tail]
  )
    tail++;
  return {
    ...finding,
    start: finding.start + head,
    end: finding.end - tail,
    replacement: replacement.slice(head, replacement.length - tail),
  };
}
