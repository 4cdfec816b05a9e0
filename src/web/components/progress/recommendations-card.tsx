import { BookOpen, Mic, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Recommendation } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { RecommendationItem } from './recommendation-item';
import { screenPath } from '@/web/lib/screens';

export const RECOMMENDATIONS_PENDING_TEXT = 'Loading your personalized recommendations...';

/** The recommendations of the dashboard and the learning path, most important first. */
export function RecommendationsCard({
  title,
  recommendations,
  className,
}: {
  title: string;
  recommendations: readonly Recommendation[] | undefined;
  className?: string;
}) {
  const ordered = [...(recommendations ?? [])].sort((a, b) => a.priority - b.priority);
  return (
    <SectionCard title={title} icon={Sparkles} className={className}>
      {ordered.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {ordered.map((recommendation) => (
            <RecommendationItem
              key={`${recommendation.priority}-${recommendation.title}`}
              recommendation={recommendation}
            />
          ))}
        </ul>
      ) : (
        // With no recommendations (docs/product.md#recommendations), say they are on their way and offer the two ways to start.
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">{RECOMMENDATIONS_PENDING_TEXT}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link href={screenPath.conversation()}>
                <Mic aria-hidden="true" />
                Start Practice
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href={screenPath.lessons()}>
                <BookOpen aria-hidden="true" />
                Browse Lessons
              </Link>
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
