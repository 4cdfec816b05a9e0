import { ChevronDown } from 'lucide-react';
import type { Level } from '@/contract/common';
import type { Topic } from '@/contract/topics';
import { Badge } from '@/web/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/web/components/ui/collapsible';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { isDeletableTopic } from '@/web/features/conversation/topics/api/delete-topic';
import { DeleteTopicButton } from './delete-topic-button';

/** One level's custom topics in a collapsible list, with its count and a delete button per topic. */
export function LevelTopicGroup({
  level,
  topics,
  deleteDisabled,
  onDeleted,
}: {
  level: Level;
  topics: readonly Topic[];
  deleteDisabled: boolean;
  onDeleted: (topic: Topic) => void;
}) {
  return (
    <Collapsible defaultOpen className="rounded-lg border">
      <CollapsibleTrigger
        aria-label={`${LEVEL_LABELS[level]}, ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'}`}
        className="group flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-left font-semibold hover:bg-secondary"
      >
        <span className="flex items-center gap-2">
          {LEVEL_LABELS[level]}
          <Badge variant="secondary">{topics.length}</Badge>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t px-3 py-2">
        {topics.length === 0 ? (
          <p className="py-1 text-sm text-muted-foreground">No custom topics for {level} level yet</p>
        ) : (
          <ul className="divide-y">
            {topics.map((topic) => (
              <li key={topic.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{topic.title}</p>
                  <p className="text-sm break-words text-muted-foreground">{topic.description}</p>
                </div>
                {isDeletableTopic(topic) ? (
                  <DeleteTopicButton topic={topic} disabled={deleteDisabled} onDeleted={onDeleted} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
