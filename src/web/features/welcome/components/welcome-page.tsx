import { useEffect, useState } from 'react';
import { Compass, Sprout } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS } from '@/contract/placement-constants';
import { DEFAULT_DAILY_GOAL_XP, DEFAULT_SPANISH_VARIETY, type SpanishVariety } from '@/contract/settings-constants';
import { FormAlert } from '@/web/components/form-alert';
import { PageContainer } from '@/web/components/page-container';
import { DailyGoalChoice } from '@/web/components/settings/daily-goal-choice';
import { VarietyChoice } from '@/web/components/settings/variety-choice';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { getServerMessage } from '@/web/lib/api-client';
import { useLearnerSettings, useUpdateLearnerSettings } from '@/web/lib/learner-settings/learner-settings';
import { useUser } from '@/web/lib/session/get-user';
import { markWelcomeOffered } from '@/web/lib/welcome/welcome-visit';
import { lessonsQueryOptions } from '@/web/lib/lessons/get-lessons';
import { inCourseOrder } from '@/web/lib/lessons/lesson-path';
import { screenPath } from '@/web/lib/screens';
import { clearWelcomeStep, readWelcomeStep, saveWelcomeStep } from '@/web/features/welcome/welcome-step-storage';

const STEPS = ['Your goal', 'Your Spanish', 'Your level'] as const;
export const WELCOME_SAVE_FAILED = 'Your choices could not be saved. Please try again.';

/**
 * The welcome flow after registration (docs/product.md#welcome): a daily goal, Spain or Latin America, and where
 * to start. Every step can be skipped; Settings changes all of it later. Each choice is saved as it is made, and the
 * step in this browser, so a learner who leaves part-way comes back to the step they were on with their choices.
 */
export default function WelcomePage() {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const userId = user?.id;
  const { data: settings } = useLearnerSettings();
  const update = useUpdateLearnerSettings();
  const queryClient = useQueryClient();
  // Until the learner moves, the step they left in this browser (read once the user is known).
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const step = movedTo ?? readWelcomeStep(userId);
  const [goal, setGoal] = useState<number | null>(null);
  const [variety, setVariety] = useState<SpanishVariety | null>(null);

  // Shown in this visit: the home screen lets the learner go on if they leave it now.
  useEffect(() => {
    if (userId) markWelcomeOffered(userId);
  }, [userId]);

  const currentGoal = goal ?? settings?.dailyGoalXp ?? DEFAULT_DAILY_GOAL_XP;
  const currentVariety = variety ?? settings?.variety ?? DEFAULT_SPANISH_VARIETY;

  function goTo(next: number) {
    setMovedTo(next);
    saveWelcomeStep(userId, next);
  }

  /** Keeps a choice on the server as soon as it is made, like Settings: any device, any later visit finds it. */
  function chooseGoal(xp: number) {
    setGoal(xp);
    update.mutate({ dailyGoalXp: xp });
  }
  function chooseVariety(choice: SpanishVariety) {
    setVariety(choice);
    update.mutate({ variety: choice });
  }

  /** "I'm new to Spanish" opens the course's first lesson; the lessons screen if the course cannot be read. */
  async function firstLessonPath(): Promise<string> {
    try {
      const [first] = inCourseOrder((await queryClient.fetchQuery(lessonsQueryOptions)).lessons);
      return first ? screenPath.lesson(first.id) : screenPath.lessons();
    } catch {
      return screenPath.lessons();
    }
  }

  /** Saves what was chosen, marks the welcome as done for good and goes on. */
  function finish(next: 'home' | 'placement' | 'first-lesson') {
    update.mutate(
      {
        onboardingCompleted: true,
        ...(goal !== null ? { dailyGoalXp: goal } : {}),
        ...(variety !== null ? { variety } : {}),
      },
      {
        onSuccess: () => {
          clearWelcomeStep(userId);
          if (next === 'first-lesson') void firstLessonPath().then((path) => navigate(path));
          else navigate(screenPath[next]());
        },
      },
    );
  }

  return (
    <PageContainer
      title="Welcome to Charla!"
      description="Three quick questions so your practice starts where you are. You can change every answer in Settings."
      className="max-w-3xl"
    >
      <ol aria-label="Steps" className="mb-6 flex flex-wrap gap-2 text-sm">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={
              index === step
                ? 'rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground'
                : 'rounded-full bg-secondary px-3 py-1 text-secondary-foreground'
            }
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {update.isError ? (
        <div className="mb-4">
          <FormAlert id="welcome-error" message={getServerMessage(update.error) ?? WELCOME_SAVE_FAILED} />
        </div>
      ) : null}

      {step === 0 ? (
        <SectionCard title="Your daily goal" description="How much XP would you like to earn each day?">
          <DailyGoalChoice value={currentGoal} onChange={chooseGoal} />
        </SectionCard>
      ) : step === 1 ? (
        <SectionCard title="Your Spanish" description="Which Spanish would you like to hear and speak?">
          <VarietyChoice value={currentVariety} onChange={chooseVariety} />
        </SectionCard>
      ) : (
        <SectionCard title="Your level" description="Start at the beginning, or take a short test to find your level.">
          <div className="grid gap-3 sm:grid-cols-2">
            <Button
              variant="outline"
              size="lg"
              className="h-auto justify-start py-4 whitespace-normal"
              disabled={update.isPending}
              onClick={() => finish('first-lesson')}
            >
              <Sprout aria-hidden="true" />
              <span className="grid text-left">
                <span>I&apos;m new to Spanish</span>
                <span className="text-sm font-normal text-muted-foreground">Start with the first beginner lesson.</span>
              </span>
            </Button>
            <Button
              size="lg"
              className="h-auto justify-start py-4 whitespace-normal"
              disabled={update.isPending}
              onClick={() => finish('placement')}
            >
              <Compass aria-hidden="true" />
              <span className="grid text-left">
                <span>Find my level</span>
                <span className="text-sm font-normal">
                  {PLACEMENT_MIN_ITEMS}-{PLACEMENT_MAX_ITEMS} questions, about six minutes.
                </span>
              </span>
            </Button>
          </div>
        </SectionCard>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" disabled={update.isPending} onClick={() => finish('home')}>
          Skip for now
        </Button>
        <div className="flex gap-3">
          {step > 0 ? (
            <Button variant="outline" disabled={update.isPending} onClick={() => goTo(step - 1)}>
              Back
            </Button>
          ) : null}
          {step < STEPS.length - 1 ? (
            <Button disabled={update.isPending} onClick={() => goTo(step + 1)}>
              Next
            </Button>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
