import { XP_PER_LEARNER_MESSAGE } from './conversation-xp';
import { goalIsClose, type DailyGoalStanding } from './daily-goal';
import { LEVEL_XP_BANDS, LEVELS, learnerLevel, xpToNextLevel, type Level } from './levels';
import { COMPLETION_SCORE, PASSING_SCORE } from './score-tiers';
import { currentStreak, daysBetween, localDay, type LocalDay } from './streak';
import { lessonsToUnlock, previousLevel } from './unlocking';

export const MAX_RECOMMENDATIONS = 4;
/** The button of a recommendation to speak with the partner (the spec's wording). */
export const PRACTICE_SPEAKING_ACTION = 'Practice Speaking';

/** One suggestion on the dashboard and the learning path (`recommendationSchema` in the contract). */
export interface Recommendation {
  title: string;
  description: string;
  /** The evidence, in words: "Your best score in 'Ser y estar' is 55 %". */
  reason: string;
  /** 1 is the most important; at most 4 recommendations. */
  priority: number;
  /** The button: 'Practice Speaking' or a lesson action such as 'Start Lesson' or 'Review Lesson'. */
  action: string;
  /** What the button opens (docs/product.md#recommendations): the named lesson, or the topic and difficulty to practise. */
  lessonId?: string;
  topicId?: string;
  difficulty?: Level;
}
export const START_LESSON_ACTION = 'Start Lesson';
export const REVIEW_LESSON_ACTION = 'Review Lesson';
/** A level-up at most this many XP away is worth pointing out. */
export const LEVEL_UP_WITHIN_XP = 20;
/** A level at most this many completed lessons short of opening the next one is worth pointing out. */
export const UNLOCK_WITHIN_LESSONS = 2;
/** After this many days without a conversation, speaking practice is suggested. */
export const SPEAKING_GAP_DAYS = 3;

/** One lesson of the course with the learner's standing in it. */
export interface PathLesson {
  id: string;
  title: string;
  level: Level;
  order: number;
  experiencePoints: number;
  locked: boolean;
  completed: boolean;
  /** Best score of any attempt; null when never attempted. */
  bestScore: number | null;
  /** Before the lesson a placement test put the learner at, and not completed: open, but not where to go next. */
  placed?: boolean;
}

/** Everything the rules look at: plain data, read by the caller, with the time and the learner's zone. */
export interface ProgressSnapshot {
  now: Date;
  timeZone: string;
  xpPoints: number;
  streakDays: number;
  streakLastDay: LocalDay | null;
  /** The whole course. */
  lessons: readonly PathLesson[];
  /** Conversations the learner has ended (the ones that count). */
  conversations: number;
  /** When the latest of them ended; null before the first. */
  lastConversationAt: Date | null;
  /** The conversation topic to suggest (the first topic recommendation); null when there is none. */
  suggestedTopic: { id?: string; title: string } | null;
  /** The level a placement test put the learner at: a floor under their XP level (null or absent: none). */
  placedLevel?: Level | null;
  /** Today's XP against the daily goal (absent: not considered). */
  dailyGoal?: DailyGoalStanding | null;
}

/** Any lesson attempted or any conversation ended. */
export function hasActivity(snapshot: Pick<ProgressSnapshot, 'lessons' | 'conversations'>): boolean {
  return snapshot.conversations > 0 || snapshot.lessons.some((lesson) => lesson.bestScore !== null);
}

type Candidate = Omit<Recommendation, 'priority'>;

interface Context extends ProgressSnapshot {
  today: LocalDay;
  level: Level;
  /** The first open, uncompleted lesson in course order that a placement did not pass over. */
  next: PathLesson | undefined;
  chosen: readonly Candidate[];
}

const courseRank = (lesson: PathLesson) => LEVELS.indexOf(lesson.level) * 10_000 + lesson.order;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function speakingDescription(ctx: Context): string {
  return ctx.suggestedTopic
    ? `Talk about '${ctx.suggestedTopic.title}', a topic for your ${ctx.level} level.`
    : `Talk with your partner at your ${ctx.level} level.`;
}

function speaking(ctx: Context, title: string, reason: string): Candidate {
  const topicId = ctx.suggestedTopic?.id;
  return {
    title,
    description: speakingDescription(ctx),
    reason,
    action: PRACTICE_SPEAKING_ACTION,
    ...(topicId ? { topicId } : {}),
    difficulty: ctx.level,
  };
}

/** A streak of at least one day whose last active day was yesterday, with nothing done yet today. */
function streakAtRisk(ctx: Context): Candidate | null {
  const streak = currentStreak(ctx.streakDays, ctx.streakLastDay, ctx.today);
  if (streak < 1 || !ctx.streakLastDay || daysBetween(ctx.streakLastDay, ctx.today) !== 1) return null;
  const title = `Keep your ${streak}-day streak`;
  const reason = `You practised yesterday but not yet today: your streak is ${plural(streak, 'day')}`;
  if (!ctx.next)
    return {
      ...speaking(ctx, title, reason),
      description: `Have a conversation today to make it ${plural(streak + 1, 'day')}.`,
    };
  return {
    title,
    description: `Take '${ctx.next.title}' today to make it ${plural(streak + 1, 'day')}.`,
    reason,
    action: START_LESSON_ACTION,
    lessonId: ctx.next.id,
  };
}

/** Some XP earned today and at most 10 still missing to the daily goal: one short lesson (or a chat) closes it. */
function dailyGoalWithinReach(ctx: Context): Candidate | null {
  const goal = ctx.dailyGoal;
  if (!goal || !goalIsClose(goal)) return null;
  const title = `${goal.remainingXp} XP to your daily goal`;
  const reason = `You've earned ${goal.todayXp} of your ${goal.goalXp} XP today`;
  if (!ctx.next)
    return {
      ...speaking(ctx, title, reason),
      description: `One short conversation: ${XP_PER_LEARNER_MESSAGE} XP for each message you send.`,
    };
  return {
    title,
    description: `One short lesson: '${ctx.next.title}' is worth up to ${ctx.next.experiencePoints} XP.`,
    reason,
    action: START_LESSON_ACTION,
    lessonId: ctx.next.id,
  };
}

/** The completed lesson with the lowest best score under the passing mark. */
function weakestLesson(ctx: Context): Candidate | null {
  const weak = ctx.lessons
    .filter((lesson) => lesson.completed && lesson.bestScore !== null && lesson.bestScore < PASSING_SCORE)
    .sort((a, b) => (a.bestScore ?? 0) - (b.bestScore ?? 0) || courseRank(a) - courseRank(b))[0];
  if (!weak) return null;
  return {
    title: `Review '${weak.title}'`,
    description: `Another go to reach ${PASSING_SCORE} % or more; a better score tops up its XP.`,
    reason: `Your best score in '${weak.title}' is ${weak.bestScore} %`,
    action: REVIEW_LESSON_ACTION,
    lessonId: weak.id,
  };
}

/** The first locked level, when the open level before it is one or two completed lessons short of 80 %. */
function unlockWithinReach(ctx: Context): Candidate | null {
  const isOpen = (level: Level) => ctx.lessons.some((lesson) => lesson.level === level && !lesson.locked);
  const locked = LEVELS.find((level) => !isOpen(level));
  const before = locked ? previousLevel(locked) : null;
  if (!locked || !before || !isOpen(before)) return null;
  const inLevel = ctx.lessons.filter((lesson) => lesson.level === before);
  const completed = inLevel.filter((lesson) => lesson.completed).length;
  const needed = lessonsToUnlock(inLevel.length);
  const short = needed - completed;
  const lesson = inLevel.filter((l) => !l.locked && !l.completed).sort((a, b) => a.order - b.order)[0];
  if (short < 1 || short > UNLOCK_WITHIN_LESSONS || !lesson) return null;
  return {
    title: `Unlock the ${locked} level`,
    description:
      short === 1
        ? `Complete '${lesson.title}' to open the ${locked} level.`
        : `Complete '${lesson.title}' and ${plural(short - 1, `more ${before} lesson`)} to open the ${locked} level.`,
    reason: `You've completed ${completed} of ${inLevel.length} ${before} lessons; ${needed} open the ${locked} level`,
    action: START_LESSON_ACTION,
    lessonId: lesson.id,
  };
}

/** The next level's XP band starts at most 20 XP away. */
function levelUpWithinReach(ctx: Context): Candidate | null {
  const next = xpToNextLevel(ctx.xpPoints);
  if (!next || next.xp <= 0 || next.xp > LEVEL_UP_WITHIN_XP) return null;
  const title = `Only ${next.xp} XP to the ${next.level} level`;
  const reason = `You have ${ctx.xpPoints} XP; the ${next.level} level starts at ${LEVEL_XP_BANDS[next.level].min} XP`;
  if (!ctx.next)
    return {
      ...speaking(ctx, title, reason),
      description: `A conversation earns ${XP_PER_LEARNER_MESSAGE} XP for each message you send.`,
    };
  return {
    title,
    description: `'${ctx.next.title}' is worth up to ${ctx.next.experiencePoints} XP.`,
    reason,
    action: START_LESSON_ACTION,
    lessonId: ctx.next.id,
  };
}

/** No conversation ended today or in the two days before. */
function practiceSpeaking(ctx: Context): Candidate | null {
  if (!ctx.lastConversationAt) return speaking(ctx, 'Practice speaking', "You haven't had a conversation yet");
  const days = daysBetween(localDay(ctx.lastConversationAt, ctx.timeZone), ctx.today);
  if (days < SPEAKING_GAP_DAYS) return null;
  return speaking(ctx, 'Practice speaking', `Your last conversation was ${days} days ago`);
}

/** The next lesson of the course, unless a stronger reason above already sends the learner there. */
function nextLesson(ctx: Context): Candidate | null {
  const next = ctx.next;
  if (!next || ctx.chosen.some((candidate) => candidate.lessonId === next.id)) return null;
  const inLevel = ctx.lessons.filter((lesson) => lesson.level === next.level).length;
  const attempted = next.bestScore !== null;
  return {
    title: attempted ? `Finish '${next.title}'` : `Start '${next.title}'`,
    description: `Carry on with your course: it's worth up to ${next.experiencePoints} XP.`,
    reason: attempted
      ? `Your best score in '${next.title}' is ${next.bestScore} %; ${COMPLETION_SCORE} % completes it`
      : `It's next in the ${next.level} course (lesson ${next.order} of ${inLevel})`,
    action: START_LESSON_ACTION,
    lessonId: next.id,
  };
}

/**
 * The precedence, strongest first; the first four that apply are shown, numbered 1 to 4:
 * 1. streak at risk (time-limited: it is lost at midnight);
 * 2. the daily goal within 10 XP (time-limited too; never together with 1, which needs nothing done today);
 * 3. review the weakest completed lesson under 70 % (fix gaps before moving on);
 * 4. one or two lessons from opening the next level;
 * 5. within 20 XP of the next level;
 * 6. practise speaking after 3 days without a conversation (with a topic for the learner's level);
 * 7. the next open lesson, when nothing above already points to it.
 * A learner with nothing done yet gets the get-started pair instead; one with none of these (every open
 * lesson done and a recent conversation) is offered a conversation.
 */
const RULES: readonly ((ctx: Context) => Candidate | null)[] = [
  streakAtRisk,
  dailyGoalWithinReach,
  weakestLesson,
  unlockWithinReach,
  levelUpWithinReach,
  practiceSpeaking,
  nextLesson,
];

function getStarted(ctx: Context): Candidate[] {
  const picks: Candidate[] = [];
  if (ctx.next) {
    picks.push({
      title: 'Start your first lesson',
      description: `'${ctx.next.title}' opens the ${ctx.next.level} course and is worth up to ${ctx.next.experiencePoints} XP.`,
      reason: "You haven't taken a lesson yet",
      action: START_LESSON_ACTION,
      lessonId: ctx.next.id,
    });
  }
  picks.push(speaking(ctx, 'Have your first conversation', "You haven't had a conversation yet"));
  return picks;
}

/** The learner's recommendations, at most 4, priority 1 first. Deterministic for the same snapshot. */
export function recommendProgress(snapshot: ProgressSnapshot): Recommendation[] {
  const lessons = [...snapshot.lessons].sort((a, b) => courseRank(a) - courseRank(b));
  const chosen: Candidate[] = [];
  const ctx: Context = {
    ...snapshot,
    lessons,
    today: localDay(snapshot.now, snapshot.timeZone),
    level: learnerLevel(snapshot.xpPoints, snapshot.placedLevel ?? null),
    next: lessons.find((lesson) => !lesson.locked && !lesson.completed && !lesson.placed),
    chosen,
  };
  if (!hasActivity(ctx)) {
    chosen.push(...getStarted(ctx));
  } else {
    for (const rule of RULES) {
      const candidate = rule(ctx);
      if (candidate) chosen.push(candidate);
    }
    if (chosen.length === 0) chosen.push(speaking(ctx, 'Keep talking', "You've completed every lesson open to you"));
  }
  return chosen.slice(0, MAX_RECOMMENDATIONS).map((candidate, index) => ({ ...candidate, priority: index + 1 }));
}
