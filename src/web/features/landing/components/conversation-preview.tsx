import { Mic } from 'lucide-react';

const SAMPLE_MESSAGES = [
  { from: 'partner', text: '¡Hola! ¿Qué hiciste el fin de semana?' },
  { from: 'learner', text: 'Fui a la playa con mis amigos.' },
  { from: 'partner', text: '¡Qué bien! ¿Nadaste en el mar?' },
] as const;

/** A static sample of a practice conversation, so visitors see what a session feels like. */
export function ConversationPreview() {
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border bg-card p-5 shadow-raised sm:p-6">
      <figcaption className="mb-4 flex items-center justify-between text-sm">
        <span className="font-semibold">Weekend plans</span>
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-foreground">
          Beginner
        </span>
      </figcaption>
      <ul className="flex flex-col gap-3">
        {SAMPLE_MESSAGES.map((message) => (
          <li
            key={message.text}
            lang="es"
            className={
              message.from === 'learner'
                ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-primary-foreground'
                : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-secondary px-4 py-2.5 text-secondary-foreground'
            }
          >
            <span className="sr-only">{message.from === 'learner' ? 'Learner: ' : 'AI partner: '}</span>
            {message.text}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex items-center gap-3 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Mic aria-hidden="true" className="size-4" />
        </span>
        Tap to answer out loud
      </div>
    </figure>
  );
}
