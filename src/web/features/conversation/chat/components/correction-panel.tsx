import type { CorrectResponse } from '@/contract/language';

/**
 * 'Corrected: ...' under a message (docs/product.md#language-help), with why; each change is listed when there
 * are several, since one explanation cannot cover them all. A correct message reads back unchanged.
 */
export function CorrectionPanel({
  correction,
  explanation,
  changes = [],
}: { correction: string } & Partial<Omit<CorrectResponse, 'correction'>>) {
  return (
    <div className="grid gap-1 rounded-lg bg-card px-3 py-2 text-sm text-foreground">
      <p className="break-words">
        <span className="font-semibold">Corrected: </span>
        <span lang="es">{correction}</span>
      </p>
      {explanation ? <p className="text-muted-foreground">{explanation}</p> : null}
      {changes.length > 1 ? (
        <ul aria-label="Changes" className="grid list-disc gap-1 pl-5">
          {changes.map((change, index) => (
            <li key={`${index}-${change.original}`}>
              <span lang="es" className="line-through">
                {change.original}
              </span>{' '}
              <span aria-hidden="true">→</span>
              <span className="sr-only">becomes</span> <span lang="es">{change.corrected}</span>
              {change.explanation ? `: ${change.explanation}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
