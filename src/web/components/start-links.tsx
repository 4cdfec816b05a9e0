import { BookOpen, Mic } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { screenPath } from '@/web/lib/screens';

/** The two ways in, a conversation and the lessons: on the dashboard's practice card and while recommendations load. */
export function StartLinks({ practiceLabel, size }: { practiceLabel: string; size?: 'sm' }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size={size}>
        <Link href={screenPath.conversation()}>
          <Mic aria-hidden="true" />
          {practiceLabel}
        </Link>
      </Button>
      <Button asChild size={size} variant="outline">
        <Link href={screenPath.lessons()}>
          <BookOpen aria-hidden="true" />
          Browse Lessons
        </Link>
      </Button>
    </div>
  );
}
