import { Info } from 'lucide-react';
import type { LessonSection } from '@/contract/lessons';
import { SpeakButton } from './speak-button';

type PhraseItems = Extract<LessonSection, { type: 'phrases' }>['content'];

export function PhrasesSection({ items }: { items: PhraseItems }) {
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => (
        <li key={`${index}-${item.spanish}`} className="flex items-start gap-3 rounded-lg border bg-background p-4">
          <div className="min-w-0 flex-1">
            <p lang="es" className="text-lg font-semibold break-words">
              {item.spanish}
            </p>
            <p className="text-sm text-muted-foreground">{item.english}</p>
            {item.note ? (
              <p className="mt-2 flex items-start gap-1.5 text-sm text-secondary-foreground">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {item.note}
              </p>
            ) : null}
          </div>
          <SpeakButton text={item.spanish} />
        </li>
      ))}
    </ul>
  );
}
