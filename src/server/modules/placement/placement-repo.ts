import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { placementAttempts, users } from '@/server/db/schema';
import type { PlacementAnswer } from '@/domain/placement';

export type PlacementAttemptRow = typeof placementAttempts.$inferSelect;

/** What a placement change keeps: the placement (null: the beginning) and the learner's XP with it. */
export interface PlacementDecision {
  placement: { level: string; order: number } | null;
  xpPoints: number;
}

/** The learner's standing a finished test is weighed against, read under their row lock. */
export interface PlacementStanding {
  xpPoints: number;
  placedLevel: string | null;
  placedLessonOrder: number | null;
}

/** The placement to keep and the learner's XP with it (docs/product.md#level-floor). */
type DecidePlacement = (standing: PlacementStanding) => PlacementDecision;

/** The learner's XP and placement, read under their row lock (a placement change and an XP grant serialise). */
async function lockStanding(tx: Transaction, userId: string): Promise<PlacementStanding | undefined> {
  const [standing] = await tx
    .select({ xpPoints: users.xpPoints, placedLevel: users.placedLevel, placedLessonOrder: users.placedLessonOrder })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return standing;
}

/** Stores a placement decision when it changes anything; answers the standing it leaves. */
async function apply(
  tx: Transaction,
  input: { userId: string; at: Date },
  standing: PlacementStanding,
  { placement, xpPoints }: PlacementDecision,
): Promise<PlacementStanding> {
  const after = { xpPoints, placedLevel: placement?.level ?? null, placedLessonOrder: placement?.order ?? null };
  const changed =
    after.placedLevel !== standing.placedLevel ||
    after.placedLessonOrder !== standing.placedLessonOrder ||
    after.xpPoints !== standing.xpPoints;
  // The XP credit is no activity: it is not dated, so weekly XP, today's XP and the XP chart leave it out.
  if (changed) {
    await tx
      .update(users)
      .set({ ...after, placedAt: placement ? input.at : null })
      .where(eq(users.id, input.userId));
  }
  return after;
}

/** The learner's unfinished test, if any (the newest). */
async function findOpen(db: Database, userId: string): Promise<PlacementAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(placementAttempts)
    .where(and(eq(placementAttempts.userId, userId), isNull(placementAttempts.finishedAt)))
    .orderBy(desc(placementAttempts.startedAt))
    .limit(1);
  return row;
}

/** One of the learner's own tests: another learner's id is not found. */
async function findOwn(db: Database, userId: string, id: string): Promise<PlacementAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(placementAttempts)
    .where(and(eq(placementAttempts.id, id), eq(placementAttempts.userId, userId)))
    .limit(1);
  return row;
}

async function insertAttempt(
  db: Database,
  values: { userId: string; currentItemId: string | null; startedAt: Date },
): Promise<PlacementAttemptRow> {
  const [row] = await db
    .insert(placementAttempts)
    .values({ ...values, answers: [] })
    .returning();
  if (!row) throw new Error('The placement test could not be stored');
  return row;
}

/**
 * Records the answer to the item the test is waiting on: only while it still waits on that item and is unfinished,
 * so a repeated or concurrent answer changes nothing (answers undefined then).
 */
async function recordAnswer(
  db: Database,
  input: { userId: string; id: string; expectedItemId: string; answers: PlacementAnswer[]; nextItemId: string | null },
): Promise<PlacementAttemptRow | undefined> {
  const [row] = await db
    .update(placementAttempts)
    .set({ answers: input.answers, currentItemId: input.nextItemId })
    .where(
      and(
        eq(placementAttempts.id, input.id),
        eq(placementAttempts.userId, input.userId),
        eq(placementAttempts.currentItemId, input.expectedItemId),
        isNull(placementAttempts.finishedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends the test and applies its placement in one transaction holding the learner's row lock: `decide` sees the
 * learner's standing and answers the placement to keep (it never lowers the one they had). Answers undefined when
 * the test is not the learner's or was already finished.
 */
async function finish(
  db: Database,
  input: { userId: string; id: string; at: Date; resultBand: string | null },
  decide: DecidePlacement,
): Promise<(PlacementStanding & { answers: PlacementAnswer[] }) | undefined> {
  return db.transaction(async (tx) => {
    const standing = await lockStanding(tx, input.userId);
    if (!standing) return undefined;
    const [ended] = await tx
      .update(placementAttempts)
      .set({ finishedAt: input.at, resultBand: input.resultBand, currentItemId: null })
      .where(
        and(
          eq(placementAttempts.id, input.id),
          eq(placementAttempts.userId, input.userId),
          isNull(placementAttempts.finishedAt),
        ),
      )
      .returning({ answers: placementAttempts.answers });
    if (!ended) return undefined;
    return { ...(await apply(tx, input, standing, decide(standing))), answers: ended.answers };
  });
}

/**
 * Replaces the learner's placement with what `decide` makes of it, under their row lock; answers the new standing,
 * or undefined when the learner is gone.
 */
async function replacePlacement(
  db: Database,
  input: { userId: string; at: Date },
  decide: DecidePlacement,
): Promise<PlacementStanding | undefined> {
  return db.transaction(async (tx) => {
    const standing = await lockStanding(tx, input.userId);
    return standing ? apply(tx, input, standing, decide(standing)) : undefined;
  });
}

export function createPlacementRepo(db: Database) {
  return {
    findOpen: findOpen.bind(null, db),
    findOwn: findOwn.bind(null, db),
    insert: insertAttempt.bind(null, db),
    recordAnswer: recordAnswer.bind(null, db),
    finish: finish.bind(null, db),
    replacePlacement: replacePlacement.bind(null, db),
  };
}
export type PlacementRepo = ReturnType<typeof createPlacementRepo>;
