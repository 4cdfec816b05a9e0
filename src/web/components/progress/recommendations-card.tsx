import { Sparkles } from 'lucide-react';
import type { Recommendation } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { StartLinks } from '@/web/components/start-links';
import { RecommendationItem } from './recommendation-item';

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
          <StartLinks practiceLabel="Start Practice" size="sm" />
        </div>
      )}
    </SectionCard>
  );
}
