import { BookOpen, Mic } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { screenPath } from '@/web/lib/screens';

/** docs/product.md#dashboard: the 'Ready to practice?' card, the dashboard's two ways in. */
export function PracticeCard({ className }: { className?: string }) {
  return (
    <SectionCard
      title="Ready to practice?"
      description="Talk with your AI partner, or pick up where your lessons left off."
      className={className}
    >
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={screenPath.conversation()}>
            <Mic aria-hidden="true" />
            Start Conversation
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={screenPath.lessons()}>
            <BookOpen aria-hidden="true" />
            Browse Lessons
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}
