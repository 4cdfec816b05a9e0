import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import type { TopicRecommendation } from '@/contract/topics';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

/** "Suggested for you": topics picked for the learner, each with the reason; choosing one selects it. */
export function TopicSuggestions({
  suggestions,
  loadFailed,
  selectedId,
  onSelect,
}: {
  suggestions: TopicRecommendation[] | undefined;
  loadFailed: boolean;
  selectedId: string | null;
  onSelect: (topicId: string) => void;
}) {
  const titleId = useId();
  if (loadFailed)
    return <p className="text-sm text-muted-foreground">Topic suggestions are not available right now.</p>;
  if (!suggestions) {
    return (
      // As tall as the usual three suggestions, so the settings below do not jump when they arrive.
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading suggestions</span>
        <Skeleton className="h-5 w-32" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[4.375rem] w-full" />
        ))}
      </div>
    );
  }
  if (suggestions.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        Suggested for you
      </h3>
      <ul className="grid gap-2">
        {suggestions.map(({ topic, reason }) => {
          const selected = topic.id === selectedId;
          return (
            <li key={topic.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(topic.id)}
                className={cn(
                  'grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-secondary',
                  selected && 'border-primary bg-primary-soft/60 hover:bg-primary-soft',
                )}
              >
                <span className="text-sm font-semibold">{topic.title}</span>
                <span className="text-xs text-muted-foreground">{reason}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
