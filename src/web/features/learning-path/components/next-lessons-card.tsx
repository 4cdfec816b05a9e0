import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import type { LearningPathResponse } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { screenPath } from '@/web/lib/screens';

/** docs/product.md#lesson-lists: the open lessons that come next, each linking to its lesson. */
export function NextLessonsCard({
  lessons,
  className,
}: {
  lessons: LearningPathResponse['nextLessons'];
  className?: string;
}) {
  return (
    <SectionCard title="Available Lessons" icon={BookOpen} className={className}>
      {lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No open lessons left for now. Review a lesson or practise speaking to unlock the next level.
        </p>
      ) : (
        <ul className="grid gap-2">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <Link
                href={screenPath.lesson(lesson.id)}
                className="group flex items-center gap-3 rounded-lg border bg-card px-4 py-3 transition-colors hover:bg-secondary"
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold break-words">{lesson.title}</span>
                  <span className="text-sm break-words text-muted-foreground">{lesson.description}</span>
                  <span className="text-xs font-medium text-primary">{LEVEL_LABELS[lesson.level]}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
