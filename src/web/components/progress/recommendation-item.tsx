import { useId } from 'react';
import { BookOpen, Lightbulb, Mic } from 'lucide-react';
import { Link } from 'wouter';
import type { Recommendation } from '@/contract/progress';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { recommendationHref, recommendationScreen } from './recommendation-links';

/** One recommendation: what, why, how important, and the link that acts on it. */
export function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  const { title, description, reason, priority, action } = recommendation;
  const titleId = useId();
  const href = recommendationHref(recommendation);
  // Priority 1 (docs/product.md#recommendations) is highlighted with the primary badge style.
  const top = priority === 1;
  const ActionIcon = recommendationScreen(action) === 'conversation' ? Mic : BookOpen;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={cn(
          'flex h-full flex-col gap-2 rounded-lg border p-4',
          top ? 'border-primary/40 bg-primary-soft/40' : 'bg-card',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 font-semibold break-words">
            {title}
          </h3>
          <Badge variant={top ? 'default' : 'secondary'}>Priority {priority}</Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">{description}</p>
        <p className="flex items-start gap-1.5 text-sm break-words">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="sr-only">Why: </span>
            {reason}
          </span>
        </p>
        <Button asChild size="sm" variant={top ? 'default' : 'outline'} className="mt-auto self-start">
          {/* The title describes the link, so several 'Start Lesson' links stay distinguishable. */}
          <Link href={href} aria-describedby={titleId}>
            <ActionIcon aria-hidden="true" />
            {action}
          </Link>
        </Button>
      </article>
    </li>
  );
}
