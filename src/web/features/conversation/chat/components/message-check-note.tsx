import type { MessageCheck } from '@/contract/corrections';
import { CORRECTION_CATEGORY_LABELS } from '@/contract/corrections-constants';

/**
 * The check of a learner message, under its bubble (docs/product.md#message-checks): 'Corrected: …' and each change
 * wrong → right with its kind and why; or, when nothing was found, a quiet line that opens to say what was checked
 * (never "correct": the built-in checker covers only some mistakes).
 */
export function MessageCheckNote({ check }: { check: MessageCheck }) {
  if (check.changes.length === 0) {
    return (
      <details className="text-xs text-primary-foreground">
        <summary className="cursor-pointer underline-offset-2 select-none hover:underline">No mistakes found</summary>
        <p className="mt-1">{check.summary}</p>
      </details>
    );
  }
  return (
    <div className="grid gap-1 rounded-lg bg-card px-3 py-2 text-sm text-foreground">
      <p className="break-words">
        <span className="font-semibold">Corrected: </span>
        <span lang="es">{check.corrected}</span>
      </p>
      <ul aria-label="Corrections" className="grid gap-1">
        {check.changes.map((change, index) => (
          <li key={`${index}-${change.original}`} className="break-words">
            <span lang="es" className="text-muted-foreground line-through">
              {change.original}
            </span>{' '}
            <span aria-hidden="true">→</span>
            <span className="sr-only">becomes</span>{' '}
            <span lang="es" className="font-medium">
              {change.corrected}
            </span>{' '}
            <span className="text-xs text-muted-foreground">({CORRECTION_CATEGORY_LABELS[change.category]})</span>
            <span className="block text-muted-foreground">{change.explanation}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
