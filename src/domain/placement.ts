import { stableHash } from './stable-hash';
import type { Level } from './levels';

/**
 * The placement test (docs/product.md#placement): an adaptive run through a bank of items graded by CEFR band.
 * The first item is A1; a right answer moves one band up, a wrong one one band down. The test stops after
 * MAX items, or from MIN items on as soon as the result is settled; the learner may stop earlier. The
 * latest test's result stands, lower or higher than an earlier one: XP and completed lessons are never taken
 * away, so a retake can correct an over-placement without costing what the learner built.
 */
export const PLACEMENT_BANDS = ['A1', 'A2', 'B1', 'B2'] as const;
export type PlacementBand = (typeof PLACEMENT_BANDS)[number];
export const PLACEMENT_SKILLS = ['grammar', 'vocabulary', 'reading', 'listening'] as const;
export type PlacementSkill = (typeof PLACEMENT_SKILLS)[number];

export const PLACEMENT_MIN_ITEMS = 16;
export const PLACEMENT_MAX_ITEMS = 20;
/**
 * The learner the result is read against: one who knows the bands up to theirs, slips on this share of those
 * items, and above it gets this share right (a four-option guess with a little partial knowledge). A generous
 * guess share makes right answers above the learner's band count for less, so the test leans low, not high.
 */
export const PLACEMENT_SLIP = 0.15;
export const PLACEMENT_GUESS = 0.4;
/** The test may end early once the result is this likely given the answers (against the other four results) ... */
export const PLACEMENT_CONFIDENCE = 0.95;
/** ... and the result's band and the band above it each have this many answers. */
export const SETTLED_ANSWERS = 3;
/** A learner may take the test again this many days after their last one. */
export const PLACEMENT_RETAKE_DAYS = 7;

export interface PlacementItemRef {
  id: string;
  band: PlacementBand;
  skill: PlacementSkill;
}

export interface PlacementAnswer {
  itemId: string;
  band: PlacementBand;
  skill: PlacementSkill;
  correct: boolean;
}

const bandIndex = (band: PlacementBand) => PLACEMENT_BANDS.indexOf(band);

/** Every possible result, lowest first: none (a beginner), then each band. */
const RESULTS: readonly (PlacementBand | null)[] = [null, ...PLACEMENT_BANDS];

/** How likely the answers are from a learner whose top band is `result` (the model above), as a logarithm. */
function logLikelihood(answers: readonly PlacementAnswer[], result: PlacementBand | null): number {
  const top = result === null ? -1 : bandIndex(result);
  let sum = 0;
  for (const answer of answers) {
    const known = bandIndex(answer.band) <= top;
    const right = known ? 1 - PLACEMENT_SLIP : PLACEMENT_GUESS;
    sum += Math.log(answer.correct ? right : 1 - right);
  }
  return sum;
}

/** The most likely result and how likely it is against the others (each result equally likely before the test). */
function mostLikely(answers: readonly PlacementAnswer[]): { result: PlacementBand | null; probability: number } {
  const logs = RESULTS.map((result) => logLikelihood(answers, result));
  const highest = Math.max(...logs);
  const weights = logs.map((log) => Math.exp(log - highest));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Ties go to the lower result: a learner is better placed a little low than a little high.
  let best = 0;
  for (const [index, weight] of weights.entries()) if (weight > weights[best]! * (1 + 1e-9)) best = index;
  return { result: RESULTS[best]!, probability: weights[best]! / total };
}

/**
 * The learner's band: the result that best explains all their answers, so one slip in an easy band or one
 * lucky guess in a hard one does not decide it (a rule of "passed bands" let a single slip hold a B2 learner
 * at A1). Null when no band is likelier than none (a beginner), and with no answers.
 */
export function placementBand(answers: readonly PlacementAnswer[]): PlacementBand | null {
  return mostLikely(answers).result;
}

/** The band the next item comes from: A1 first, then one up after a right answer and one down after a wrong one. */
export function nextBand(answers: readonly PlacementAnswer[]): PlacementBand {
  const last = answers.at(-1);
  if (!last) return 'A1';
  const index = Math.min(PLACEMENT_BANDS.length - 1, Math.max(0, bandIndex(last.band) + (last.correct ? 1 : -1)));
  return PLACEMENT_BANDS[index]!;
}

/**
 * Whether the test is over: the most items asked, or enough asked and the result settled (likely enough, with
 * its band and the band above it each answered enough times).
 */
export function placementFinished(answers: readonly PlacementAnswer[]): boolean {
  if (answers.length >= PLACEMENT_MAX_ITEMS) return true;
  if (answers.length < PLACEMENT_MIN_ITEMS) return false;
  const { result, probability } = mostLikely(answers);
  if (probability < PLACEMENT_CONFIDENCE) return false;
  const resultIndex = result === null ? -1 : bandIndex(result);
  const answered = (index: number) => answers.filter((answer) => bandIndex(answer.band) === index).length;
  const settledHere = resultIndex < 0 || answered(resultIndex) >= SETTLED_ANSWERS;
  const settledAbove = resultIndex + 1 >= PLACEMENT_BANDS.length || answered(resultIndex + 1) >= SETTLED_ANSWERS;
  return settledHere && settledAbove;
}

/**
 * The next item: an unasked one from the target band, nearest band first when it has run out, and within a
 * band the skill asked least so far (so every test mixes grammar, vocabulary, reading and listening), ties in
 * bank order. Null when the test is over or the bank has nothing left.
 */
export function nextPlacementItem<T extends PlacementItemRef>(
  bank: readonly T[],
  answers: readonly PlacementAnswer[],
): T | null {
  if (placementFinished(answers)) return null;
  const asked = new Set(answers.map((answer) => answer.itemId));
  const skillCount = new Map<PlacementSkill, number>(PLACEMENT_SKILLS.map((skill) => [skill, 0]));
  for (const answer of answers) skillCount.set(answer.skill, (skillCount.get(answer.skill) ?? 0) + 1);
  const target = bandIndex(nextBand(answers));
  const bandsByDistance = [...PLACEMENT_BANDS].sort(
    (a, b) => Math.abs(bandIndex(a) - target) - Math.abs(bandIndex(b) - target) || bandIndex(a) - bandIndex(b),
  );
  for (const band of bandsByDistance) {
    const candidates = bank.filter((item) => item.band === band && !asked.has(item.id));
    if (candidates.length === 0) continue;
    let best = candidates[0]!;
    for (const item of candidates) if (skillCount.get(item.skill)! < skillCount.get(best.skill)!) best = item;
    return best;
  }
  return null;
}

/** Where a result puts the learner in the course: a level and the lesson (by order) they start at. */
export interface CoursePlacementResult {
  level: Level;
  order: number;
}

/**
 * The course's levels span A1 (beginner), A2-B1 (intermediate) and B1-B2 (advanced), so A2 starts the
 * intermediate level, B1 its second half (lesson 11) and B2 the advanced level. No band passed (or A1 alone)
 * starts at the beginning.
 */
export function placementForBand(band: PlacementBand | null): CoursePlacementResult | null {
  switch (band) {
    case 'A2':
      return { level: 'intermediate', order: 1 };
    case 'B1':
      return { level: 'intermediate', order: 11 };
    case 'B2':
      return { level: 'advanced', order: 1 };
    default:
      return null;
  }
}

/** The course's placements from the lowest up: none (the beginning), then each band's. */
const COURSE_PLACEMENTS: readonly (CoursePlacementResult | null)[] = [
  null,
  placementForBand('A2'),
  placementForBand('B1'),
  placementForBand('B2'),
];

const rank = (placement: CoursePlacementResult | null) =>
  placement === null
    ? 0
    : (['beginner', 'intermediate', 'advanced'] as const).indexOf(placement.level) * 10_000 + placement.order;

/**
 * The placement one step down from `placement` ("Move down a level" in Settings): B2's to B1's, B1's to A2's,
 * A2's to none (the beginning). A placement between two steps goes to the step below it. Null stays null.
 */
export function placementBelow(placement: CoursePlacementResult | null): CoursePlacementResult | null {
  let below: CoursePlacementResult | null = null;
  for (const step of COURSE_PLACEMENTS) if (rank(step) < rank(placement)) below = step;
  return below;
}

/** The further of two placements (a test stopped early can only raise a placement). */
export function furtherPlacement(
  earlier: CoursePlacementResult | null,
  latest: CoursePlacementResult | null,
): CoursePlacementResult | null {
  return rank(latest) > rank(earlier) ? latest : earlier;
}

/** When the learner may take the test again: a week after their last finished test; null when they may now. */
export function nextPlacementAllowedAt(lastFinishedAt: Date | null, now: Date): Date | null {
  if (!lastFinishedAt) return null;
  const allowed = new Date(lastFinishedAt.getTime() + PLACEMENT_RETAKE_DAYS * 86_400_000);
  return allowed > now ? allowed : null;
}

/**
 * The order a learner sees an item's options in: shown option i is the bank's option `order[i]`. Drawn from
 * `seed` (the test and the item), so each learner gets their own order, the same one again when the test is
 * resumed, and the right answer is not always in the bank's place.
 */
export function placementOptionOrder(optionCount: number, seed: string): number[] {
  // FNV-1a over the seed, then mulberry32: small, fast and evenly spread; nothing here needs to be secret.
  let state = stableHash(seed);
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = Array.from({ length: optionCount }, (_, index) => index);
  // Fisher-Yates.
  for (let index = optionCount - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
