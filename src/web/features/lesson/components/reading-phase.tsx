import { useEffect, useRef } from 'react';
import { ArrowLeft, ArrowRight, Check, PencilLine } from 'lucide-react';
import type { LessonSection } from '@/contract/lessons';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS } from '@/web/lib/lesson-labels';
import { SectionContent } from './section-content';
import { StepProgress } from './step-progress';

interface ReadingPhaseProps {
  sections: readonly LessonSection[];
  sectionIndex: number;
  hasExercises: boolean;
  completing: boolean;
  /** Move focus to the section title when shown (after Retry Lesson, whose button disappears). */
  focusOnMount: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onStartExercises: () => void;
  onComplete: () => void;
}

export function ReadingPhase({
  sections,
  sectionIndex,
  hasExercises,
  completing,
  focusOnMount,
  onPrevious,
  onNext,
  onStartExercises,
  onComplete,
}: ReadingPhaseProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const section = sections[sectionIndex];
  const total = sections.length;
  const isLast = sectionIndex >= total - 1;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  // Focus stays on Next so a keyboard learner can keep paging; the page scrolls back to the new
  // section's top when it starts above the screen (long sections on phones).
  useEffect(() => {
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView?.({ block: 'start' });
  }, [sectionIndex]);

  if (!section) return null;
  const TypeIcon = LESSON_TYPE_ICONS[section.type];

  return (
    <div className="grid gap-6">
      <StepProgress label="Lesson Content" unit="Section" current={sectionIndex + 1} total={total} />
      {/* Announces the move for screen readers, whose focus stays on Next (the title is read from the page). */}
      <p className="sr-only" aria-live="polite">
        {`Section ${sectionIndex + 1} of ${total}`}
      </p>

      <Card ref={cardRef} className="scroll-mt-24">
        <CardHeader className="gap-3">
          <Badge variant="secondary" className="self-start">
            <TypeIcon aria-hidden="true" />
            {LESSON_TYPE_LABELS[section.type]}
          </Badge>
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {section.title}
          </h2>
        </CardHeader>
        <CardContent>
          <SectionContent section={section} />
        </CardContent>
      </Card>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={sectionIndex === 0}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {/* One button whose job changes, so keyboard focus survives reaching the last section. */}
        <Button
          onClick={isLast ? (hasExercises ? onStartExercises : onComplete) : onNext}
          pending={isLast && !hasExercises && completing}
        >
          {isLast ? (hasExercises ? 'Start Exercises' : 'Complete Lesson') : 'Next'}
          {isLast ? (
            hasExercises ? (
              <PencilLine aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )
          ) : (
            <ArrowRight aria-hidden="true" />
          )}
        </Button>
      </div>
    </div>
  );
}
