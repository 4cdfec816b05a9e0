import type { Level } from '@/contract/common';
import { Badge } from '@/web/components/ui/badge';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';

/** A topic's level as a small badge; the text says "level" to screen readers. */
export function LevelBadge({ level }: { level: Level }) {
  return (
    <Badge variant={level === 'beginner' ? 'soft' : level === 'intermediate' ? 'accent' : 'secondary'}>
      {LEVEL_LABELS[level]}
      <span className="sr-only"> level</span>
    </Badge>
  );
}
