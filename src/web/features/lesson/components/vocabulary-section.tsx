import type { LessonSection } from '@/contract/lessons';
import { SpeakButton } from './speak-button';

type VocabularyItems = Extract<LessonSection, { type: 'vocabulary' }>['content'];

export function VocabularySection({ items }: { items: VocabularyItems }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={`${index}-${item.spanish}`} className="flex items-start gap-3 rounded-lg border bg-background p-4">
          {item.number === undefined ? null : (
            <span className="flex h-10 min-w-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft px-2 text-lg font-bold text-primary tabular-nums">
              {item.number}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p lang="es" className="text-lg font-semibold break-words">
              {item.spanish}
            </p>
            <p className="text-sm text-muted-foreground">{item.english}</p>
            {item.pronunciation ? (
              <p className="mt-1 text-xs text-muted-foreground italic">
                <span className="sr-only">Pronunciation: </span>
                {item.pronunciation}
              </p>
            ) : null}
          </div>
          <SpeakButton text={item.spanish} />
        </li>
      ))}
    </ul>
  );
}
