import { CORRECTION_CATEGORY_LABELS } from '@/contract/corrections-constants';
import type { CorrectionChangeView } from '@/contract/corrections';
import { cn } from '@/web/lib/utils';

/**
 * One change of a correction, as a sentence: "Articles: «La problema» → «El problema». 'problema' is masculine…" (the
 * conversation report and a review card of a correction).
 */
export function CorrectionChange({
  change,
  labelClassName,
}: {
  change: CorrectionChangeView;
  labelClassName?: string;
}) {
  return (
    <>
      <span className={cn('font-medium', labelClassName)}>{CORRECTION_CATEGORY_LABELS[change.category]}</span>:{' '}
      <span lang="es">
        «{change.original}» → «{change.corrected}»
      </span>
      . {change.explanation}
    </>
  );
}
