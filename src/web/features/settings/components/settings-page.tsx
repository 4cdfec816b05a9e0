import { Compass, Goal, Languages, Layers, Volume2 } from 'lucide-react';
import { Link } from 'wouter';
import type { LearnerSettings } from '@/contract/settings';
import { VARIETY_LABELS, VARIETY_LOCALES } from '@/contract/settings-constants';
import { LoadErrorCard } from '@/web/components/load-error';
import { PageContainer } from '@/web/components/page-container';
import { NewCardsControl } from '@/web/components/deck/new-cards-control';
import { DailyGoalChoice } from '@/web/components/settings/daily-goal-choice';
import { ReplySpeedControl } from '@/web/components/settings/reply-speed-control';
import { VarietyChoice } from '@/web/components/settings/variety-choice';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Slider } from '@/web/components/ui/slider';
import { Spinner } from '@/web/components/ui/spinner';
import { format } from 'date-fns';
import { useLearnerSettings, useUpdateLearnerSettings } from '@/web/lib/learner-settings/learner-settings';
import { useUser } from '@/web/lib/session/get-user';
import { setPreferredVoice } from '@/web/lib/voice-preferences';
import { AccountSection } from './account-section';
import { LowerPlacementButton } from './lower-placement-button';
import { YourPlanSection } from './your-plan-section';
import { SCREENS, screenPath } from '@/web/lib/screens';

export const SETTINGS_LOAD_FAILED = 'Failed to load your settings. Please try again later.';

/** "Take" until the learner has finished a test (a placement above the beginning implies one), "Retake" after. */
function placementActionLabel(settings: LearnerSettings): string {
  return settings.placementTakenAt !== null || settings.placement !== null
    ? 'Retake the placement test'
    : 'Take the placement test';
}

/** The Settings screen (docs/product.md#settings). */
export default function SettingsPage() {
  const { data: user } = useUser();
  const { data: settings, isError, isFetching, refetch } = useLearnerSettings();
  const update = useUpdateLearnerSettings();

  return (
    <PageContainer {...SCREENS.settings.heading}>
      {settings ? (
        <div className="grid gap-6">
          <div role="status" aria-live="polite" className="sr-only">
            {update.isSuccess ? 'Saved' : ''}
          </div>
          <SectionCard
            title="Daily goal"
            icon={Goal}
            description="The XP you aim for each day, shown on your dashboard."
          >
            <DailyGoalChoice value={settings.dailyGoalXp} onChange={(xp) => update.mutate({ dailyGoalXp: xp })} />
          </SectionCard>

          <SectionCard title="Your Spanish" icon={Languages}>
            <VarietyChoice
              value={settings.variety}
              onChange={(variety) =>
                // A voice picked for the other variety would keep speaking it: the new variety's voice takes over.
                update.mutate({ variety }, { onSuccess: () => setPreferredVoice(null) })
              }
            />
          </SectionCard>

          <SectionCard title="Voice and reply speed" icon={Volume2}>
            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                Your partner speaks with a voice for {VARIETY_LABELS[settings.variety]} (
                {VARIETY_LOCALES[settings.variety]}) when this browser has one. To pick a particular voice, use the
                voice menu on the{' '}
                <Link
                  href={screenPath.conversation()}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Practice screen
                </Link>
                .
              </p>
              <ReplySpeedControl Slider={Slider} className="max-w-md" />
            </div>
          </SectionCard>

          <SectionCard title="Review" icon={Layers}>
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                How many new cards your review sessions bring in each day; cards already due always come.
              </p>
              <NewCardsControl />
            </div>
          </SectionCard>

          <SectionCard title="Placement" icon={Compass}>
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                {settings.placement
                  ? `Your placement test put you at the ${settings.placement.level} level (lesson ${settings.placement.lessonOrder}).`
                  : 'You start at the beginning of the course.'}{' '}
                {settings.placementRetakeAt
                  ? `You can take the test again from ${format(new Date(settings.placementRetakeAt), 'MMM d, yyyy')}.`
                  : 'You can take the placement test now.'}{' '}
                {settings.placement
                  ? 'A whole test moves you up or down to its result; your completed lessons stay. Too hard? Move down a level now.'
                  : null}
              </p>
              <div className="flex flex-wrap gap-2">
                {settings.placementRetakeAt ? (
                  <Button disabled>{placementActionLabel(settings)}</Button>
                ) : (
                  <Button asChild>
                    <Link href={screenPath.placement()}>{placementActionLabel(settings)}</Link>
                  </Button>
                )}
                {settings.placement ? <LowerPlacementButton /> : null}
              </div>
            </div>
          </SectionCard>

          <YourPlanSection />

          {user ? <AccountSection username={user.username} /> : null}
        </div>
      ) : isError ? (
        <LoadErrorCard message={SETTINGS_LOAD_FAILED} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <Spinner label="Loading your settings" className="w-full py-16" />
      )}
    </PageContainer>
  );
}
