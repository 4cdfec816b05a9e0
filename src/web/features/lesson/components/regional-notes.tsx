import { MapPin } from 'lucide-react';
import type { RegionalNote } from '@/contract/lessons';
import type { SpanishVariety } from '@/contract/settings-constants';
import { cn } from '@/web/lib/utils';
import { useLessonVariety } from './lesson-variety';

export const REGIONAL_NOTE_LABELS: Record<SpanishVariety, string> = {
  spain: 'In Spain',
  latam: 'In Latin America',
};

/** The learner's variety first, then the other; the order the content lists them in otherwise. */
export function orderRegionalNotes(notes: readonly RegionalNote[], variety: SpanishVariety): RegionalNote[] {
  return [...notes].sort((a, b) => Number(b.variety === variety) - Number(a.variety === variety));
}

/**
 * What Spain and Latin America say differently about one item (docs/product.md#spanish-variety): each note labelled
 * with its variety, the learner's own first and the other still shown after it.
 */
export function RegionalNotes({
  notes,
  className,
}: {
  notes: readonly RegionalNote[] | undefined;
  className?: string;
}) {
  const variety = useLessonVariety();
  if (!notes?.length) return null;
  return (
    <ul aria-label="Regional notes" className={cn('grid gap-1 text-sm', className)}>
      {orderRegionalNotes(notes, variety).map((note) => (
        <li key={note.variety} className="flex items-start gap-1.5 text-secondary-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-semibold">{REGIONAL_NOTE_LABELS[note.variety]}:</span> {note.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
