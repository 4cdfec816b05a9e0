import { CalendarCheck, History, Route } from 'lucide-react';
import type { LessonsOverview } from '@/contract/lessons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { LearningPathTab } from './learning-path-tab';
import { ReviewTab } from './review-tab';
import { TodaysPracticeTab } from './todays-practice-tab';

// Three labelled tabs must fit a 360 px screen: no icons, tighter padding and wrapping labels there.
const ICON_CLASS = 'hidden sm:block';
const TRIGGER_CLASS = 'px-2 text-center leading-tight whitespace-normal sm:px-3 sm:whitespace-nowrap';

export function LessonsTabs({ overview, focusId }: { overview: LessonsOverview; focusId?: string | null }) {
  return (
    <Tabs defaultValue="learning-path">
      <TabsList aria-label="Lesson lists">
        <TabsTrigger value="learning-path" className={TRIGGER_CLASS}>
          <Route aria-hidden="true" className={ICON_CLASS} />
          Learning Path
        </TabsTrigger>
        <TabsTrigger value="todays-practice" className={TRIGGER_CLASS}>
          <CalendarCheck aria-hidden="true" className={ICON_CLASS} />
          Today&apos;s Practice
        </TabsTrigger>
        <TabsTrigger value="review" className={TRIGGER_CLASS}>
          <History aria-hidden="true" className={ICON_CLASS} />
          Review
        </TabsTrigger>
      </TabsList>
      <TabsContent value="learning-path">
        <LearningPathTab overview={overview} focusId={focusId} />
      </TabsContent>
      <TabsContent value="todays-practice">
        <TodaysPracticeTab overview={overview} />
      </TabsContent>
      <TabsContent value="review">
        <ReviewTab overview={overview} />
      </TabsContent>
    </Tabs>
  );
}
