import type { LessonSection } from '@/contract/lessons';
import { RegionalNotes } from './regional-notes';
import { SpanishItem } from './spanish-item';

type VocabularyItems = Extract<LessonSection, { type: 'vocabulary' }>['content'];

export function VocabularySection({ items }: { items: VocabularyItems }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, index) => (
        <SpanishItem
          key={`${index}-${item.spanish}`}
          spanish={item.spanish}
          english={item.english}
          leading={
            item.number === undefined ? null : (
              <span className="flex h-10 min-w-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft px-2 text-lg font-bold text-primary tabular-nums">
                {item.number}
              </span>
            )
          }
        >
          {item.pronunciation ? (
            <p className="mt-1 text-xs text-muted-foreground italic">
              <span className="sr-only">Pronunciation: </span>
              {item.pronunciation}
            </p>
          ) : null}
          <RegionalNotes notes={item.regionalNotes} className="mt-2" />
        </SpanishItem>
      ))}
    </ul>
  );
}
