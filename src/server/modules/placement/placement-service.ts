import type { PlacementLowered, PlacementProgress, PlacementQuestion, PlacementResult } from '@/contract/placement';
import {
  PLACEMENT_FINISHED_MESSAGE,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_MIN_ITEMS,
  PLACEMENT_NOT_FOUND_MESSAGE,
  PLACEMENT_NOTHING_TO_LOWER_MESSAGE,
  PLACEMENT_WRONG_ITEM_MESSAGE,
  placementRetakeMessage,
} from '@/contract/placement-constants';
import { learnerLevel, placementXp, xpAfterPlacement } from '@/domain/levels';
import {
  furtherPlacement,
  nextPlacementAllowedAt,
  placementBelow,
  placementOptionOrder,
  type CoursePlacementResult,
  nextPlacementItem,
  PLACEMENT_RETAKE_DAYS,
  placementBand,
  placementForBand,
  type PlacementAnswer,
} from '@/domain/placement';
import type { Clock } from '@/server/clock';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { PlacementBank, PlacementItem } from '@/server/content/placement-bank';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import { placedLevelOfRow, placementOfRow } from '@/server/modules/learner-settings/placement-of-row';
import type { PlacementAttemptRow, PlacementDecision, PlacementRepo, PlacementStanding } from './placement-repo';

/** The item's options in this test's own order for it (placementOptionOrder). */
const optionOrderOf = (attemptId: string, item: PlacementItem) =>
  placementOptionOrder(item.options.length, `${attemptId}:${item.id}`);

function toQuestion(attemptId: string, item: PlacementItem): PlacementQuestion {
  return {
    id: item.id,
    skill: item.skill,
    question: item.question,
    text: item.text ?? null,
    audio: item.audio ?? null,
    options: optionOrderOf(attemptId, item).map((index) => item.options[index]!),
  };
}

/**
 * What a finished test makes of the learner's placement: the latest result stands, lower or higher (XP and
 * completed lessons stay whatever it says), except that a test stopped before its minimum length can only
 * raise a placement: a few answers are not enough to take one away.
 */
function placementAfter(
  earlier: CoursePlacementResult | null,
  latest: CoursePlacementResult | null,
  answered: number,
): CoursePlacementResult | null {
  if (answered >= PLACEMENT_MIN_ITEMS) return latest;
  return furtherPlacement(earlier, latest);
}

/**
 * The placement test (docs/product.md#placement). The server keeps each test's answers and the item it waits
 * on, so the learner answers the items the adaptive rule picks, in its order, and never sees a band or answer.
 */
export function createPlacementService({
  bank,
  catalogue,
  repo,
  settings,
  clock,
}: {
  bank: PlacementBank;
  catalogue: Catalogue;
  repo: PlacementRepo;
  /** When the learner last finished a placement test (the learner-settings repo answers it). */
  settings: { lastPlacementFinishedAt(userId: string): Promise<Date | null> };
  clock: Clock;
}) {
  function progressOf(row: PlacementAttemptRow): PlacementProgress {
    const item = row.currentItemId ? bank.byId.get(row.currentItemId) : undefined;
    return {
      attemptId: row.id,
      question: item ? toQuestion(row.id, item) : null,
      answered: row.answers.length,
      minItems: PLACEMENT_MIN_ITEMS,
      maxItems: PLACEMENT_MAX_ITEMS,
    };
  }

  /** The lesson of `level` at `order`, or its last lesson when the level is shorter (a smaller course). */
  function lessonAt(level: PlacementResult['level'], order: number) {
    const inLevel = catalogue.byLevel[level];
    return inLevel.find((lesson) => lesson.order >= order) ?? inLevel.at(-1) ?? null;
  }

  /** The XP a placement credits: where its lesson sits in its level's band (0 at the beginning). */
  const creditFor = (placement: CoursePlacementResult | null) =>
    placement ? placementXp(placement.level, placement.order, catalogue.byLevel[placement.level].length) : 0;

  /** The learner's placement and XP once their placement moves to `placement` (docs/product.md#level-floor). */
  const movedTo = (standing: PlacementStanding, placement: CoursePlacementResult | null): PlacementDecision => ({
    placement,
    xpPoints: xpAfterPlacement(standing.xpPoints, creditFor(placementOfRow(standing)), creditFor(placement)),
  });

  async function ownAttempt(userId: string, id: string) {
    const row = await repo.findOwn(userId, id);
    if (!row) throw new NotFoundError(PLACEMENT_NOT_FOUND_MESSAGE);
    if (row.finishedAt) throw new ConflictError(PLACEMENT_FINISHED_MESSAGE);
    return row;
  }

  return {
    /** Resumes the learner's unfinished test, else starts one unless their last test was under a week ago. */
    async start(userId: string): Promise<{ created: boolean; progress: PlacementProgress }> {
      const open = await repo.findOpen(userId);
      if (open) return { created: false, progress: progressOf(open) };
      const now = clock();
      const allowedAt = nextPlacementAllowedAt(await settings.lastPlacementFinishedAt(userId), now);
      if (allowedAt) throw new ConflictError(placementRetakeMessage(allowedAt));
      const first = nextPlacementItem(bank.items, []);
      const row = await repo.insert({ userId, currentItemId: first?.id ?? null, startedAt: now });
      return { created: true, progress: progressOf(row) };
    },

    async answer(userId: string, id: string, body: { itemId: string; choice: number }): Promise<PlacementProgress> {
      const row = await ownAttempt(userId, id);
      const item = row.currentItemId ? bank.byId.get(row.currentItemId) : undefined;
      if (!item || item.id !== body.itemId) throw new BadRequestError(PLACEMENT_WRONG_ITEM_MESSAGE);
      if (body.choice >= item.options.length) throw new BadRequestError('Choose one of the answers');
      const chosen = optionOrderOf(row.id, item)[body.choice];
      const answers: PlacementAnswer[] = [
        ...row.answers,
        { itemId: item.id, band: item.band, skill: item.skill, correct: chosen === item.answer },
      ];
      const next = nextPlacementItem(bank.items, answers);
      const saved = await repo.recordAnswer({
        userId,
        id,
        expectedItemId: item.id,
        answers,
        nextItemId: next?.id ?? null,
      });
      // Another request answered this item first: that answer stands, and the learner carries on from there.
      if (!saved) return progressOf(await ownAttempt(userId, id));
      return progressOf(saved);
    },

    /** Ends the test (at its end or when the learner stops early) and places the learner from the answers so far. */
    async finish(userId: string, id: string): Promise<PlacementResult> {
      const row = await ownAttempt(userId, id);
      const band = placementBand(row.answers);
      const found = placementForBand(band);
      const lesson = found ? lessonAt(found.level, found.order) : null;
      const latest = found && lesson ? { level: found.level, order: lesson.order } : null;
      const at = clock();
      const result = await repo.finish({ userId, id, at, resultBand: band }, (standing) =>
        movedTo(standing, placementAfter(placementOfRow(standing), latest, row.answers.length)),
      );
      if (!result) throw new ConflictError(PLACEMENT_FINISHED_MESSAGE);
      const placement = placementOfRow(result);
      const start = placement ? lessonAt(placement.level, placement.order) : (catalogue.byLevel.beginner[0] ?? null);
      return {
        band,
        answered: result.answers.length,
        level: placement?.level ?? 'beginner',
        lessonId: start?.id ?? null,
        lessonTitle: start?.title ?? null,
        currentLevel: learnerLevel(result.xpPoints, placedLevelOfRow(result)),
        retakeAt: new Date(at.getTime() + PLACEMENT_RETAKE_DAYS * 86_400_000).toISOString(),
      };
    },

    /**
     * Moves the learner's placement one step down (B2's start to B1's, B1's to A2's, A2's to the beginning):
     * for a learner who finds the placed lessons too hard. XP and completed lessons stay.
     */
    async lower(userId: string): Promise<PlacementLowered> {
      let unplaced = false;
      const result = await repo.replacePlacement({ userId, at: clock() }, (standing) => {
        const current = placementOfRow(standing);
        unplaced = current === null;
        // A step is named by the full course's lesson order; a shorter level starts at its last lesson.
        const below = placementBelow(current);
        const lesson = below ? lessonAt(below.level, below.order) : null;
        return movedTo(standing, below && lesson ? { level: below.level, order: lesson.order } : null);
      });
      if (!result) throw new NotFoundError('User not found');
      if (unplaced) throw new ConflictError(PLACEMENT_NOTHING_TO_LOWER_MESSAGE);
      const placement = placementOfRow(result);
      const start = placement ? lessonAt(placement.level, placement.order) : (catalogue.byLevel.beginner[0] ?? null);
      return {
        placement: placement ? { level: placement.level, lessonOrder: placement.order } : null,
        lessonId: start?.id ?? null,
        lessonTitle: start?.title ?? null,
        currentLevel: learnerLevel(result.xpPoints, placedLevelOfRow(result)),
      };
    },
  };
}
export type PlacementService = ReturnType<typeof createPlacementService>;
