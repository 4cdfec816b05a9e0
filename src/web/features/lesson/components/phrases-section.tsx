import { Info } from 'lucide-react';
import type { LessonSection } from '@/contract/lessons';
import { RegionalNotes } from './regional-notes';
import { SpanishItem } from './spanish-item';

type PhraseItems = Extract<LessonSection, { type: 'phrases' }>['content'];

export function PhrasesSection({ items }: { items: PhraseItems }) {
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => (
        <SpanishItem key={`${index}-${item.spanish}`} spanish={item.spanish} english={item.english}>
          {item.note ? (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-secondary-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item.note}
            </p>
          ) : null}
          <RegionalNotes notes={item.regionalNotes} className="mt-2" />
        </SpanishItem>
      ))}
    </ul>
  );
}
