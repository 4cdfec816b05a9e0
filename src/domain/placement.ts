import type { Level } from './levels';

/**
 * The placement test (docs/product.md#placement): an adaptive run through a bank of items graded by CEFR band.
 * The first item is A1; a right answer moves one band up, a wrong one one band down. The test stops after
 * MAX items, or from MIN items on as soon as the result is settled; the learner may stop earlier.
 */
export const PLACEMENT_BANDS = ['A1', 'A2', 'B1', 'B2'] as const;
export type PlacementBand = (typeof PLACEMENT_BANDS)[number];
export const PLACEMENT_SKILLS = ['grammar', 'vocabulary', 'reading', 'listening'] as const;
export type PlacementSkill = (typeof PLACEMENT_SKILLS)[number];

export const PLACEMENT_MIN_ITEMS = 12;
export const PLACEMENT_MAX_ITEMS = 20;
/** A band is passed with at least this share of its answers right ... */
export const BAND_PASS_SHARE = 0.6;
/** ... over at least this many answers (fewer say too little either way). */
export const BAND_MIN_ANSWERS = 2;
/** The result is settled when its band and the band above it each have this many answers. */
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

interface BandTally {
  answers: number;
  right: number;
}

function tallies(answers: readonly PlacementAnswer[]): BandTally[] {
  const byBand = PLACEMENT_BANDS.map(() => ({ answers: 0, right: 0 }));
  for (const answer of answers) {
    const tally = byBand[bandIndex(answer.band)]!;
    tally.answers += 1;
    if (answer.correct) tally.right += 1;
  }
  return byBand;
}

const passed = (tally: BandTally) =>
  tally.answers >= BAND_MIN_ANSWERS && tally.right / tally.answers >= BAND_PASS_SHARE;
const failed = (tally: BandTally) => tally.answers >= BAND_MIN_ANSWERS && tally.right / tally.answers < BAND_PASS_SHARE;

/**
 * The highest band the learner has passed with no failed band below it; null when none is (a beginner).
 * Bands below it that were asked too rarely to judge do not hold it back: the staircase only climbs past a
 * band on a right answer.
 */
export function placementBand(answers: readonly PlacementAnswer[]): PlacementBand | null {
  const byBand = tallies(answers);
  let result: PlacementBand | null = null;
  for (const [index, band] of PLACEMENT_BANDS.entries()) {
    const tally = byBand[index]!;
    if (failed(tally)) break;
    if (passed(tally)) result = band;
  }
  return result;
}

/** The band the next item comes from: A1 first, then one up after a right answer and one down after a wrong one. */
export function nextBand(answers: readonly PlacementAnswer[]): PlacementBand {
  const last = answers.at(-1);
  if (!last) return 'A1';
  const index = Math.min(PLACEMENT_BANDS.length - 1, Math.max(0, bandIndex(last.band) + (last.correct ? 1 : -1)));
  return PLACEMENT_BANDS[index]!;
}

/** Whether the test is over: the most items asked, or enough asked and the result settled. */
export function placementFinished(answers: readonly PlacementAnswer[]): boolean {
  if (answers.length >= PLACEMENT_MAX_ITEMS) return true;
  if (answers.length < PLACEMENT_MIN_ITEMS) return false;
  const byBand = tallies(answers);
  const result = placementBand(answers);
  const resultIndex = result === null ? -1 : bandIndex(result);
  const here = byBand[resultIndex];
  const above = byBand[resultIndex + 1];
  const settledHere = here === undefined || here.answers >= SETTLED_ANSWERS;
  const settledAbove = above === undefined || (above.answers >= SETTLED_ANSWERS && !passed(above));
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

const rank = (placement: CoursePlacementResult) =>
  (['beginner', 'intermediate', 'advanced'] as const).indexOf(placement.level) * 10_000 + placement.order;

/** A new placement never lowers an earlier one: the further of the two stands. */
export function furtherPlacement(
  earlier: CoursePlacementResult | null,
  latest: CoursePlacementResult | null,
): CoursePlacementResult | null {
  if (!earlier) return latest;
  if (!latest) return earlier;
  return rank(latest) > rank(earlier) ? latest : earlier;
}

/** When the learner may take the test again: a week after their last finished test; null when they may now. */
export function nextPlacementAllowedAt(lastFinishedAt: Date | null, now: Date): Date | null {
  if (!lastFinishedAt) return null;
  const allowed = new Date(lastFinishedAt.getTime() + PLACEMENT_RETAKE_DAYS * 86_400_000);
  return allowed > now ? allowed : null;
}
