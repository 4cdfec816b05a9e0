import type { LessonSection } from '@/contract/lessons';
import { cn } from '@/web/lib/utils';
import { RegionalNotes } from './regional-notes';
import { SpanishGloss } from './spanish-gloss';
import { SpeakButton } from './speak-button';

type ConversationLines = Extract<LessonSection, { type: 'conversation' }>['content'];

export function ConversationSection({ lines }: { lines: ConversationLines }) {
  // Speakers alternate sides in the order they first speak, like a chat.
  const speakers = [...new Set(lines.map((line) => line.speaker ?? ''))];
  return (
    <ol className="grid gap-4">
      {lines.map((line, index) => {
        const onRight = speakers.indexOf(line.speaker ?? '') % 2 === 1;
        return (
          <li
            key={`${index}-${line.spanish}`}
            className={cn('flex flex-col gap-1', onRight ? 'items-end text-right' : 'items-start')}
          >
            {line.context ? <p className="text-xs text-muted-foreground italic">{line.context}</p> : null}
            {line.speaker ? <p className="text-xs font-semibold text-muted-foreground">{line.speaker}</p> : null}
            <div
              className={cn(
                'flex max-w-[90%] items-start gap-1 rounded-2xl px-4 py-2.5 sm:max-w-[80%]',
                onRight ? 'flex-row-reverse rounded-br-sm bg-primary-soft' : 'rounded-bl-sm bg-secondary',
              )}
            >
              <SpanishGloss spanish={line.spanish} english={line.english} className="text-left" />
              <SpeakButton text={line.spanish} />
            </div>
            <RegionalNotes
              notes={line.regionalNotes}
              className={cn('max-w-[90%] sm:max-w-[80%]', onRight && 'justify-items-end')}
            />
          </li>
        );
      })}
    </ol>
  );
}
