import { lazy, Suspense, useId } from 'react';
import type { Topic } from '@/contract/topics';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isDeletableTopic } from '@/web/features/conversation/topics/api/delete-topic';
import { findTopic } from '@/web/features/conversation/topics/topic-groups';
import { DeleteTopicButton } from './delete-topic-button';
import { LevelBadge } from './level-badge';
import { SelectPlaceholder } from '@/web/components/select-placeholder';

// The select (Radix with its positioning engine) is most of this screen's script: it downloads in its own
// chunk once the topics are there, and a placeholder of the same size holds its place meanwhile, so the
// screen paints and answers before that code runs.
const TopicSelect = lazy(() => import('./topic-select'));

interface TopicPickerProps {
  groups: { defaults: Topic[]; custom: Topic[] } | undefined;
  loadFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (topicId: string) => void;
  /** During a session the topic is fixed and nothing may be deleted (docs/product.md#topics). */
  sessionActive: boolean;
  onDeleted: (topic: Topic) => void;
}

export function TopicPicker({
  groups,
  loadFailed,
  retrying,
  onRetry,
  value,
  onChange,
  sessionActive,
  onDeleted,
}: TopicPickerProps) {
  const triggerId = useId();
  const detailsId = useId();

  if (!groups) {
    if (loadFailed) {
      return (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-4 text-sm"
        >
          <p className="font-semibold text-destructive">Failed to load conversation topics</p>
          <p>Please check your connection and try again.</p>
          <Button variant="outline" size="sm" className="justify-self-start" pending={retrying} onClick={onRetry}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading topics</span>
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  const selected = findTopic(groups, value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={triggerId}>Topic</Label>
      <Suspense fallback={<SelectPlaceholder />}>
        <TopicSelect
          id={triggerId}
          describedBy={selected ? detailsId : undefined}
          groups={groups}
          value={value}
          onChange={onChange}
          disabled={sessionActive}
        />
      </Suspense>
      {selected ? (
        <div className="flex items-start gap-2">
          <p id={detailsId} className="min-w-0 flex-1 text-sm text-muted-foreground">
            <LevelBadge level={selected.userLevel} />{' '}
            {selected.custom ? <span className="font-medium">Your topic · </span> : null}
            {selected.description}
          </p>
          {isDeletableTopic(selected) && !sessionActive ? (
            <DeleteTopicButton topic={selected} onDeleted={onDeleted} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
