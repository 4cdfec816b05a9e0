import type { Topic } from '@/contract/topics';
import { DEFAULT_TOPIC_COUNT } from '@/contract/topics-constants';
import { LEVELS } from '@/domain/levels';
import { InlineLoadError } from '@/web/components/load-error';
import { useTopicsByLevel } from '@/web/features/conversation/topics/api/get-topics-by-level';
import { LevelTopicGroup } from './level-topic-group';

/** Manage Topics (docs/product.md#topics): how topics work, and the learner's custom topics by level. */
export function ManageTopicsPanel({
  id,
  sessionActive,
  onDeleted,
}: {
  id: string;
  sessionActive: boolean;
  onDeleted: (topic: Topic) => void;
}) {
  const { data, isError, isFetching, refetch } = useTopicsByLevel();
  const total = data ? LEVELS.reduce((sum, level) => sum + data[level].length, 0) : 0;

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border bg-background p-4">
      <div className="grid gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          Manage Topics
        </h3>
        <p className="text-sm text-muted-foreground">
          Default topics are shared: all users get {DEFAULT_TOPIC_COUNT} curated default topics. Custom topics are per
          level: each one belongs to the level you were at when you created it, and appears in your topic list while you
          are at that level.
        </p>
        {sessionActive ? <p className="text-sm font-medium">End or reset the conversation to delete topics.</p> : null}
      </div>
      {data ? (
        total === 0 ? (
          <p className="text-sm text-muted-foreground">No custom topics created yet. Create your first topic above!</p>
        ) : (
          <div className="grid gap-2">
            {LEVELS.map((level) => (
              <LevelTopicGroup
                key={level}
                level={level}
                topics={data[level]}
                deleteDisabled={sessionActive}
                onDeleted={onDeleted}
              />
            ))}
          </div>
        )
      ) : isError ? (
        <InlineLoadError
          message="Your custom topics could not be loaded."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading custom topics...
        </p>
      )}
    </section>
  );
}
