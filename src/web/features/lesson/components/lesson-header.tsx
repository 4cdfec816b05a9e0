import { ArrowLeft, Zap } from 'lucide-react';
import { Link } from 'wouter';
import type { LessonDetail } from '@/contract/lessons';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS, LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { screenPath } from '@/web/lib/screens';

export function BackToLessons() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-muted-foreground hover:text-foreground">
      <Link href={screenPath.lessons()}>
        <ArrowLeft aria-hidden="true" />
        Back to Lessons
      </Link>
    </Button>
  );
}

export function LessonHeader({ lesson }: { lesson: LessonDetail }) {
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];
  return (
    <header className="mb-8 flex flex-col gap-4">
      <BackToLessons />
      <ul aria-label="Lesson details" className="flex flex-wrap gap-2">
        <li>
          <Badge variant="soft">{LEVEL_LABELS[lesson.level]}</Badge>
        </li>
        <li>
          <Badge variant="secondary">
            <TypeIcon aria-hidden="true" />
            {LESSON_TYPE_LABELS[lesson.type]}
          </Badge>
        </li>
        <li>
          <Badge variant="accent">
            <Zap aria-hidden="true" />
            {lesson.experiencePoints} XP
          </Badge>
        </li>
      </ul>
      <h1 className="text-3xl font-bold break-words sm:text-4xl">{lesson.title}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{lesson.description}</p>
    </header>
  );
}
